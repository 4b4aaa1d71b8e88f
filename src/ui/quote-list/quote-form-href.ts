// A catalogue item as a link to the quote form: what "Add to quote list" is before the page's
// code runs (or without JavaScript). /contact reads it back (quote-form-link.ts).
import type { QuoteLine } from '../../shared/quote-line';
import { quotePath } from '../../shared/routes';

export type QuoteLineItem = Omit<QuoteLine, 'id' | 'quantity'> & { quantity?: number };

/** The query parameters, in the order they are written. */
export const quoteLinkParams = ['family', 'item', 'grade', 'finish', 'unit', 'qty', 'note'] as const;

/** `/contact?family=pipes&item=...&grade=316L&finish=pickled&unit=length#quote` (qty and note only when given). */
export function quoteFormHrefForItem({ family, item, grade, finish, unit, quantity, note }: QuoteLineItem): string {
  const query = new URLSearchParams({ family, item, grade });
  if (finish) query.set('finish', finish);
  query.set('unit', unit);
  if (quantity !== undefined) query.set('qty', String(quantity));
  if (note) query.set('note', note);
  return `${quotePath}?${query.toString()}#quote`;
}

/** A catalogue row's "+ Add": what it adds, for the button and its panel (which loads on the first open). */
export interface AddToQuoteListProps {
  family: QuoteLineItem['family'];
  /** The size or item as the catalogue names it, e.g. "2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m". */
  item: string;
  grade: QuoteLineItem['grade'];
  finish?: QuoteLineItem['finish'];
  unit: QuoteLineItem['unit'];
  /** The quantity the box starts with (1 unless given), e.g. a calculator's piece count. */
  defaultQuantity?: number;
}
