// The stock catalogue's shared words. Each family's copy and size tables are a module of their
// own under ./catalogue/ (loaded by the family's page only), their shapes in ./catalogue/types.ts.
// The index's copy is ./materials-index.ts; the ids come from src/shared/catalogue.ts.
import { materialsPath } from '../shared/catalogue';
import type { CallToAction } from './types';

export type { Availability, CatalogueFamily, SizeTable } from './catalogue/types';

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
  inStock: 'In stock',
  leadTimeDays: (days: number) => `Lead time ${days} ${days === 1 ? 'day' : 'days'}`,
  quoteColumn: 'Quote',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} tables.`,
  noMatch: 'No sizes match that grade and finish here. Clear the filters, or ask us: we may source it.',
  unknownValue: (what: 'grade' | 'finish', value: string) => `We do not list the ${what} “${value}” here, so all ${what}s are shown.`,
  sampleNote: 'Sample content: stock, lead times and size ranges are illustrative until confirmed',
  millCertificateLink: { label: 'Mill certificates on request', href: `${materialsPath}#mill-certificates` } satisfies CallToAction,
};
