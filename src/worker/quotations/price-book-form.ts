// The price book's form for one catalogue family: its size rows' stored prices as the owner reads
// them, and a posted form turned into the prices to set and clear, or a message per refused field.
import { catalogueFamilies } from '../../content/catalogue/all-families';
import type { CatalogueFamily } from '../../content/catalogue/types';
import { priceFormError, priceField, type PriceBookView } from '../../shared/price-book';
import { formatPesos, maxUnitPriceCentavos, parsePesos, pesoDigits } from '../../shared/quotation-money';
import type { PriceChange, StoredPrice } from './price-book';

type Values = Record<string, string>;

export const catalogueFamily = (id: string | undefined): CatalogueFamily | undefined =>
  catalogueFamilies.find((family) => family.id === id);

/** Every price field of the family with what it prices. */
function priceFields(family: CatalogueFamily) {
  return family.tables.flatMap((table) =>
    table.rows.flatMap((row) =>
      table.grades.map((grade) => ({
        name: priceField(row.item, grade),
        key: { family: family.id, item: row.item, grade, unit: table.unit },
      })),
    ),
  );
}

const storedKey = ({ item, grade, unit }: { item: string; grade: string; unit: string }) => JSON.stringify([item, grade, unit]);

export function priceBookView(
  family: CatalogueFamily,
  stored: StoredPrice[],
  posted: { values?: Values; errors?: Values } = {},
): PriceBookView {
  const prices = new Map(stored.map((price) => [storedKey(price), price.priceCentavos]));
  const values: Values = {};
  for (const { name, key } of priceFields(family)) {
    const price = prices.get(storedKey(key));
    values[name] = price === undefined ? '' : pesoDigits(price);
  }
  const latest = stored.reduce<StoredPrice | null>((last, price) => (!last || price.updatedAt > last.updatedAt ? price : last), null);
  return {
    family: family.id,
    lastChanged: latest && { at: latest.updatedAt, by: latest.updatedBy },
    tables: family.tables.map(({ id, title, unit, grades, rows }) => ({ id, title, unit, grades, items: rows.map((row) => row.item) })),
    values: { ...values, ...posted.values },
    errors: posted.errors ?? {},
  };
}

export type PriceFormResult = { ok: true; changes: PriceChange[] } | { ok: false; errors: Values };

/** The prices a posted form sets and clears (an empty field clears), against what is stored. */
export function parsePriceForm(family: CatalogueFamily, values: Values, stored: StoredPrice[]): PriceFormResult {
  const fields = priceFields(family);
  const known = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(values).find((name) => name.startsWith('price:') && !known.has(name));
  if (unknown !== undefined) {
    return {
      ok: false,
      errors: {
        [priceFormError]: `The ${family.header.title.toLowerCase()} catalogue has no size and grade "${unknown.slice('price:'.length, 80)}": reload this page and enter the prices again.`,
      },
    };
  }
  const prices = new Map(stored.map((price) => [storedKey(price), price.priceCentavos]));
  const changes: PriceChange[] = [];
  const errors: Values = {};
  for (const { name, key } of fields) {
    const text = values[name];
    // A field the form did not send is left as it is.
    if (text === undefined) continue;
    const was = prices.get(storedKey(key)) ?? null;
    const price = text.trim() === '' ? null : parsePesos(text);
    if (price === null && text.trim() !== '') {
      errors[name] =
        `${key.item}, ${key.grade}: enter a price in pesos above zero and at most ${formatPesos(maxUnitPriceCentavos)}, e.g. 4,480.50.`;
    } else if (price !== was) changes.push({ ...key, priceCentavos: price });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, changes };
}
