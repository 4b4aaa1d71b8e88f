// The stock catalogue's shapes and shared words. Each family's copy and size tables are in its own
// module under ./catalogue/ (loaded on their own by the page's code); the ids (families, grades,
// finishes, units) come from src/shared/catalogue.ts; grade and finish notes from ./materials.
import { materialsPath, type MaterialFamilyId, type MaterialFinishId, type MaterialGradeId, type SaleUnitId } from '../shared/catalogue';
import { quotePath } from '../shared/routes';
import type { CallToAction, CtaBandContent, PageHeaderContent, PageMetaContent } from './types';

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

/** Each family's content, fetched only by the page that shows it. */
export const familyContentLoaders: Record<MaterialFamilyId, () => Promise<{ default: CatalogueFamily }>> = {
  'sheets-plates': () => import('./catalogue/sheets-plates'),
  coils: () => import('./catalogue/coils'),
  pipes: () => import('./catalogue/pipes'),
  tubes: () => import('./catalogue/tubes'),
  bars: () => import('./catalogue/bars'),
  'angles-channels': () => import('./catalogue/angles-channels'),
  'fittings-flanges': () => import('./catalogue/fittings-flanges'),
  'perforated-expanded': () => import('./catalogue/perforated-expanded'),
};

/** Words of the family pages' tables, filters and notes. */
export const catalogueLabels = {
  sizesTitle: 'Sizes, grades and finishes',
  filterTitle: 'Filter by grade and finish',
  grade: 'Grade',
  finish: 'Finish',
  allGrades: 'All grades',
  allFinishes: 'All finishes',
  show: 'Show',
  clear: 'Clear filters',
  gradeForLines: 'Grade to quote',
  grades: 'Grades',
  finishes: 'Finishes',
  unit: 'Sold per',
  availability: 'Availability',
  quoteColumn: 'Quote',
  addToList: 'Add to list',
  requestQuote: 'Get a quote',
  added: 'Added to your quote list',
  listFull: 'Your quote list is full',
  listFullText: 'Send the request first, or remove a line, to add more.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} tables.`,
  noMatch: 'No sizes match that grade and finish here. Clear the filters, or ask us: we may source it.',
  unknownValue: (what: 'grade' | 'finish', value: string) => `We do not list the ${what} “${value}” here, so all ${what}s are shown.`,
  sampleNote: 'Sample content: stock, lead times and size ranges are illustrative until confirmed',
  millCertificateLink: { label: 'Mill certificates on request', href: `${materialsPath}#mill-certificates` } satisfies CallToAction,
};

/** The closing call to action of the index and every family page. */
export const catalogueCta: CtaBandContent = {
  title: 'Need material for a project?',
  text: 'Send us your list of sizes, or your drawings. We will confirm the grade, finish and stock and send a quotation.',
  primary: { label: 'Request a Quote', href: quotePath },
  callPrompt: 'Or call us on',
};
