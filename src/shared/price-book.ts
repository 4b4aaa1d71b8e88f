// What the worker hands the dashboard's price book (src/ui/admin/quotations/PriceBookPage.tsx):
// one family's size tables, each row with a price field per grade in the table's unit, and the
// form's values and errors.
import type { MaterialFamilyId, MaterialGradeId, SaleUnitId } from './catalogue';

export interface PriceBookView {
  family: MaterialFamilyId;
  tables: { id: string; title: string; unit: SaleUnitId; grades: MaterialGradeId[]; items: string[] }[];
  /** The family's most recent price change (an ISO time and who), or null while it has no prices. */
  lastChanged: { at: string; by: string } | null;
  /** Field name -> value: the stored prices ("4,480.50"), or what was just posted when it came back with errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * A price field's name: the grade and the row's item text, as a quote-list line names it (unique
 * within a family, and the table sets the unit). Named by the text, not the row's position, so a
 * form loaded before the catalogue changed can never price another size.
 */
export const priceField = (item: string, grade: string) => `price:${grade}:${item}`;

/** Where the form's own message goes when the post names a size the family does not have. */
export const priceFormError = 'prices';
