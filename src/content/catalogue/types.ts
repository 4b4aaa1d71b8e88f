// The shapes of a catalogue family's content (its own module so the family modules and
// ../catalogue.ts, which loads them, do not import each other).
import type { MaterialFamilyId, MaterialFinishId, MaterialGradeId, SaleUnitId } from '../../shared/catalogue';
import type { PageHeaderContent, PageMetaContent } from '../types';

export interface SizeRow {
  /** One cell per column of its table. */
  cells: string[];
  /** The size as a quote line names it, e.g. "NPS 2 Sch 10S pipe (60.3 x 2.77 mm), 6 m". */
  item: string;
  /**
   * Theoretical kg per metre (sold by the length) or per sheet, at the density of
   * ./weights.ts's basis grade; absent where a row has no formula (fittings, perforated sheet).
   */
  kg?: number;
}

export interface Availability {
  text: string;
  inStock: boolean;
  /** True until the owner confirms what is kept in stock and the lead times. */
  sample: boolean;
}

export interface SizeTable {
  /** Unique within its family: the table's anchor. */
  id: string;
  title: string;
  /** The standard the dimensions follow, lengths, tolerances. */
  note?: string;
  columns: string[];
  rows: SizeRow[];
  grades: MaterialGradeId[];
  finishes: MaterialFinishId[];
  unit: SaleUnitId;
  availability: Availability;
  /** True while the size list is the trade's usual range rather than the owner's confirmed stock. */
  sampleSizes: boolean;
}

export interface CatalogueFamily {
  id: MaterialFamilyId;
  meta: PageMetaContent;
  header: PageHeaderContent;
  tables: SizeTable[];
}
