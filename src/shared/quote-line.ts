// One line of a visitor's quote list: a catalogue item with quantity, unit and an optional note.
// Plain types and limits only (no zod): the header's badge reads the list on every page.
import type { MaterialFamilyId, MaterialFinishId, MaterialGradeId, SaleUnitId } from './catalogue';

export interface QuoteLine {
  /** The browser's id for the line: sent along so an accepted request clears exactly its lines; never stored by the worker. */
  id: string;
  family: MaterialFamilyId;
  /** The size or item as the catalogue names it, e.g. "2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m". */
  item: string;
  grade: MaterialGradeId;
  finish?: MaterialFinishId;
  quantity: number;
  unit: SaleUnitId;
  /** Cut length, finish wanted, "with mill certificate"... */
  note?: string;
}

export const quoteLineLimits = { lines: 50, item: 160, note: 200, quantity: 100_000 } as const;
