// The quotation builder's figures as they are typed: each line's amount and the totals' rows, by
// the arithmetic that sends (quotation-money.ts, quotation-totals-rows.ts). The builder's script
// runs it on every keystroke and the page's first render runs it too, so the figure on screen is
// the one the customer gets. Anything not yet a number counts as nothing and is flagged.
import {
  formatPesos,
  parsePercent,
  parsePesos,
  parseQuantity,
  quotationTotals,
  type LineKind,
  type PricedLine,
  type TotalDiscount,
  type VatMode,
} from './quotation-money';
import { totalsRows, type TotalsRow } from './quotation-totals-rows';

/** The builder's field names (the form posts these; quotations/builder-form.ts reads them). */
export const builderLineField = (index: number, name: 'kind' | 'description' | 'quantity' | 'unit' | 'price' | 'discount') =>
  `line-${index}-${name}`;

export interface TypedLine {
  /** null for a line left blank (dropped when saved). */
  amount: number | null;
  /** A figure on the line is not a number yet: its amount leaves it out. */
  unreadable: boolean;
}

export interface TypedTotals {
  lines: TypedLine[];
  rows: TotalsRow[];
}

/** `value(name)` reads a field as typed ('' when empty or absent; a radio's checked value). */
export function typedTotals(value: (name: string) => string, lineCount: number, vat: VatMode): TypedTotals {
  const lines: TypedLine[] = [];
  const priced: PricedLine[] = [];
  /** Where each priced line sits among the lines. */
  const pricedAt: number[] = [];
  for (let index = 0; index < lineCount; index++) {
    const text = (name: Parameters<typeof builderLineField>[1]) => value(builderLineField(index, name)).trim();
    if (!text('description') && !text('quantity') && !text('price')) {
      lines.push({ amount: null, unreadable: false });
      continue;
    }
    const quantity = parseQuantity(text('quantity'));
    const price = text('price') ? parsePesos(text('price')) : 0;
    const discount = text('discount') ? parsePercent(text('discount')) : 0;
    const readable = quantity !== null && price !== null && discount !== null && discount <= 10_000;
    const kind: LineKind = text('kind') === 'service' ? 'service' : 'goods';
    const line: PricedLine = {
      kind,
      quantityMilli: readable ? quantity : 0,
      unitPriceCentavos: readable ? price : 0,
      discountBasisPoints: readable ? discount : 0,
    };
    priced.push(line);
    pricedAt.push(lines.length);
    lines.push({ amount: null, unreadable: !readable });
  }
  const depositText = value('depositPercent').trim();
  const depositPercent = /^\d{1,3}$/.test(depositText) && Number(depositText) <= 100 ? Number(depositText) : 0;
  const terms = { vat, discount: typedDiscount(value), withholding: value('withholding') === 'on', depositPercent };
  const totals = quotationTotals(priced, terms);
  pricedAt.forEach((at, position) => {
    lines[at]!.amount = totals.lineAmounts[position]!;
  });
  return { lines, rows: totalsRows(totals, terms) };
}

function typedDiscount(value: (name: string) => string): TotalDiscount {
  const text = value('discountValue').trim();
  if (!text) return { kind: 'none' };
  if (value('discountKind') === 'percent') {
    const basisPoints = parsePercent(text);
    return basisPoints && basisPoints <= 10_000 ? { kind: 'percent', basisPoints } : { kind: 'none' };
  }
  if (value('discountKind') === 'amount') {
    const centavos = parsePesos(text);
    return centavos ? { kind: 'amount', centavos } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** A line's amount in words: nothing for a blank line, a flag for a figure that is not a number yet. */
export function lineAmountText(line: TypedLine | undefined): string {
  if (!line || line.amount === null) return '';
  return line.unreadable ? 'Check the quantity, price and discount' : `Amount ${formatPesos(line.amount)}`;
}
