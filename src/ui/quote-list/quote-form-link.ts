// What /contact reads from a catalogue item's link to the quote form (quote-form-href.ts) to
// prefill that line.
import { materialFamilies, materialFinishIds, materialGradeIds, saleUnits } from '../../shared/catalogue';
import { quoteLineLimits, type QuoteLine } from '../../shared/quote-line';
import { quoteLinkParams } from './quote-form-href';

const known = (options: readonly { id: string }[], id: string | null) =>
  id !== null && options.some((option) => option.id === id) ? id : null;

/**
 * The line a quote-form link asks for, or null when the query holds none (or one the catalogue
 * does not know: the server's schema would refuse it anyway). Quantity 1 unless the link says.
 */
export function quoteLineFromSearch(search: string): Omit<QuoteLine, 'id'> | null {
  const query = new URLSearchParams(search);
  const family = known(materialFamilies, query.get('family'));
  const grade = known(materialGradeIds, query.get('grade'));
  const unit = known(saleUnits, query.get('unit'));
  const finish = known(materialFinishIds, query.get('finish'));
  const item = query.get('item')?.trim() ?? '';
  if (!family || !grade || !unit || !item || item.length > quoteLineLimits.item) return null;
  const asked = Number(query.get('qty') ?? '1');
  const quantity = Number.isFinite(asked) && asked > 0 && asked <= quoteLineLimits.quantity ? asked : 1;
  const note = query.get('note')?.trim().slice(0, quoteLineLimits.note);
  return {
    family: family as QuoteLine['family'],
    item,
    grade: grade as QuoteLine['grade'],
    ...(finish && { finish: finish as QuoteLine['finish'] }),
    quantity,
    unit: unit as QuoteLine['unit'],
    ...(note && { note }),
  };
}

/** The address bar without the link's item, so a reload does not add it again. */
export function withoutQuoteLineParams(href: string): string {
  const url = new URL(href);
  for (const name of quoteLinkParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same catalogue item (quantity and note aside). */
export function isSameItem(a: Omit<QuoteLine, 'id'>, b: Omit<QuoteLine, 'id'>): boolean {
  return a.family === b.family && a.item === b.item && a.grade === b.grade && (a.finish ?? '') === (b.finish ?? '') && a.unit === b.unit;
}
