// SQL behind the price book: the owner's reference unit price for each catalogue size, grade and
// unit. Private: the dashboard and the quotation builder read it, the public site never does.
import type { MaterialFamilyId } from '../../shared/catalogue';

/** What a price is kept under: a quote-list line's family, item, grade and unit, matched exactly. */
export interface PriceKey {
  family: string;
  item: string;
  grade: string;
  unit: string;
}

export interface StoredPrice extends PriceKey {
  priceCentavos: number;
  updatedAt: string;
  updatedBy: string;
}

/** A price to set, or to clear (null). */
export interface PriceChange extends PriceKey {
  priceCentavos: number | null;
}

interface PriceRow {
  family: string;
  item: string;
  grade: string;
  unit: string;
  price_centavos: number;
  updated_at: string;
  updated_by: string;
}

export async function familyPrices(db: D1Database, family: MaterialFamilyId): Promise<StoredPrice[]> {
  const { results } = await db
    .prepare('SELECT family, item, grade, unit, price_centavos, updated_at, updated_by FROM price_book WHERE family = ?')
    .bind(family)
    .all<PriceRow>();
  return results.map(({ price_centavos, updated_at, updated_by, ...key }) => ({
    ...key,
    priceCentavos: price_centavos,
    updatedAt: updated_at,
    updatedBy: updated_by,
  }));
}

/** Sets and clears prices in one transaction, each set one stamped with who and when. */
export async function savePrices(db: D1Database, changes: PriceChange[], operator: string, at = new Date()): Promise<void> {
  if (changes.length === 0) return;
  const now = at.toISOString();
  await db.batch(
    changes.map(({ family, item, grade, unit, priceCentavos }) =>
      priceCentavos === null
        ? db.prepare('DELETE FROM price_book WHERE family = ? AND item = ? AND grade = ? AND unit = ?').bind(family, item, grade, unit)
        : db
            .prepare(
              `INSERT INTO price_book (family, item, grade, unit, price_centavos, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (family, item, grade, unit) DO UPDATE SET price_centavos = excluded.price_centavos,
                 updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
            )
            .bind(family, item, grade, unit, priceCentavos, now, operator),
    ),
  );
}

/**
 * Each line's unit price in the book, in centavos, or null where the book has none: the quotation
 * builder prefills a quote-list line with it. Only an exact match counts (same family, item text,
 * grade and unit); one query, the lines sent as one JSON parameter (D1 binds at most 100).
 */
export async function priceBookPrices(db: D1Database, lines: readonly PriceKey[]): Promise<(number | null)[]> {
  if (lines.length === 0) return [];
  const keys = lines.map(({ family, item, grade, unit }) => ({ family, item, grade, unit }));
  const { results } = await db
    .prepare(
      `SELECT line.key AS position, book.price_centavos AS price
       FROM json_each(?) AS line
       JOIN price_book AS book ON book.family = line.value ->> 'family' AND book.item = line.value ->> 'item'
         AND book.grade = line.value ->> 'grade' AND book.unit = line.value ->> 'unit'`,
    )
    .bind(JSON.stringify(keys))
    .all<{ position: number; price: number }>();
  const prices: (number | null)[] = lines.map(() => null);
  for (const { position, price } of results) prices[position] = price;
  return prices;
}
