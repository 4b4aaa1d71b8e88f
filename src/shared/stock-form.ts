// What the worker hands the dashboard's stock form (src/ui/admin/site-facts/StockForm.tsx): one
// family's size tables with their grades and catalogue defaults, and the form's values and errors.
import type { MaterialFamilyId, MaterialGradeId } from './catalogue';

export interface StockFormView {
  family: MaterialFamilyId;
  tables: { id: string; title: string; grades: MaterialGradeId[]; defaultText: string }[];
  /** Field name -> value: the draft's, or what was just posted when it came back with errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
}

// Grade ids are letters and digits only, so a field's last hyphen splits its table from its grade.
export const stockStatusField = (tableId: string, grade: string) => `stock-${tableId}-${grade}`;
export const stockDaysField = (tableId: string, grade: string) => `days-${tableId}-${grade}`;
