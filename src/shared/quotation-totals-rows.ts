// The totals of a quotation as rows people read, in order: the page, the builder, the emails and
// the PDF all show these labels for these figures.
import { percentText, vatPercent, type QuotationTotals, type TotalDiscount, type VatMode } from './quotation-money';

export interface TotalsRow {
  label: string;
  centavos: number;
  /** The figure the customer acts on: the total and, with withholding, the amount due. */
  strong?: boolean;
}

export function totalsRows(
  totals: QuotationTotals,
  { vat, discount, withholding, depositPercent }: { vat: VatMode; discount: TotalDiscount; withholding: boolean; depositPercent: number },
): TotalsRow[] {
  const rows: TotalsRow[] = [{ label: 'Subtotal', centavos: totals.subtotal }];
  if (totals.discount > 0) {
    rows.push({
      label: discount.kind === 'percent' ? `Less discount ${percentText(discount.basisPoints)}` : 'Less discount',
      centavos: totals.discount,
    });
  }
  if (vat === 'vat-exclusive') rows.push({ label: `VAT ${vatPercent}%`, centavos: totals.vat });
  if (vat === 'vat-inclusive') {
    rows.push({ label: 'VATable sales', centavos: totals.vatableSales }, { label: `VAT ${vatPercent}% (included)`, centavos: totals.vat });
  }
  rows.push({ label: vat === 'non-vat' ? 'Total (non-VAT)' : 'Total', centavos: totals.total, strong: !withholding });
  if (withholding) {
    rows.push(
      { label: 'Less withholding tax', centavos: totals.withholding },
      { label: 'Amount due', centavos: totals.amountDue, strong: true },
    );
  }
  if (depositPercent > 0 && depositPercent < 100) rows.push({ label: `Down payment ${depositPercent}%`, centavos: totals.deposit });
  return rows;
}
