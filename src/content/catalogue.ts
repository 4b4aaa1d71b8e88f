// The stock catalogue's shared words and the loaders of each family's content: one module per
// family under ./catalogue/ (its own chunk, so a family page carries only its own tables), their
// shapes in ./catalogue/types.ts. The index's copy is ./materials-index.ts; the ids (families,
// grades, finishes, units) come from src/shared/catalogue.ts.
import { materialsPath, type MaterialFamilyId } from '../shared/catalogue';
import type { CatalogueFamily } from './catalogue/types';
import type { CallToAction } from './types';

export type { Availability, CatalogueFamily, SizeRow, SizeTable } from './catalogue/types';

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
