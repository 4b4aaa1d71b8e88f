// The shapes of a catalogue family's content (its own module so the family modules and
// ../catalogue.ts, which loads them, do not import each other).
import type { MaterialFamilyId, MaterialFinishId, MaterialGradeId, SaleUnitId } from '../../shared/catalogue';
import type { Dimension, Sizes, WeightShapeId } from '../../shared/weight-formulas';
import type { PageHeaderContent, PageMetaContent } from '../types';

export interface SizeRow {
  /** One cell per column of its table. */
  cells: string[];
  /** The size as a quote line names it, e.g. "NPS 2 Sch 10S pipe (60.3 x 2.77 mm), 6 m". */
  item: string;
}

export interface Availability {
  text: string;
  inStock: boolean;
  /** True until the owner confirms what is kept in stock and the lead times. */
  sample: boolean;
}

/**
 * How a table's rows are weighed (./weights.ts, at build time): the shape, and which size each
 * number in a row's cells is (null for a number that is not one, e.g. a pipe's NPS).
 */
export interface WeighedAs {
  shape: WeightShapeId;
  dimensions: (Dimension | null)[];
  /** Sizes every row shares, in mm: a sheet's width and length. */
  fixed?: Partial<Sizes>;
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
  weighedAs?: WeighedAs;
  /** True while the size list is the trade's usual range rather than the owner's confirmed stock. */
  sampleSizes: boolean;
}

export interface CatalogueFamily {
  id: MaterialFamilyId;
  meta: PageMetaContent;
  header: PageHeaderContent;
  tables: SizeTable[];
}
