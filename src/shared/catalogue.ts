// The stock catalogue's vocabulary: the ids in URLs, quote-list lines, the quote schema and D1.
// Copy about each family (sizes, availability, descriptions) lives in src/content/. The families and
// their paths are in ./material-families (every page's code needs them for the routes; the grades,
// finishes and units only the pages that show them), re-exported here.
export { materialFamilies, materialFamilyForSlug, materialFamilyPath, materialsPath, type MaterialFamilyId } from './material-families';

export const materialGradeIds = [
  { id: '201', label: '201' },
  { id: '304', label: '304' },
  { id: '304L', label: '304L' },
  { id: '316', label: '316' },
  { id: '316L', label: '316L' },
  { id: '430', label: '430' },
] as const;

export const materialFinishIds = [
  { id: 'no1', label: 'No. 1 (hot-rolled, annealed and pickled)' },
  { id: '2b', label: '2B (cold-rolled, matte)' },
  { id: 'no4', label: 'No. 4 (brushed)' },
  { id: 'hairline', label: 'Hairline (HL)' },
  { id: 'ba', label: 'BA (bright annealed)' },
  { id: 'mirror', label: 'Mirror (No. 8)' },
  { id: 'pickled', label: 'Annealed and pickled' },
  { id: 'polished', label: 'Polished (180/320 grit)' },
  { id: 'bright', label: 'Bright drawn' },
] as const;

/** How a line is sold and counted. */
export const saleUnits = [
  { id: 'sheet', label: 'sheet', plural: 'sheets' },
  { id: 'length', label: 'length', plural: 'lengths' },
  { id: 'piece', label: 'piece', plural: 'pieces' },
  { id: 'kg', label: 'kg', plural: 'kg' },
] as const;

/** "3 lengths" or "1 sheet"; a retired unit id (an old stored line) is shown as it is. */
export function quantityWithUnit(quantity: number, unit: string): string {
  const sold = saleUnits.find((option) => option.id === unit);
  return `${quantity} ${sold ? (quantity === 1 ? sold.label : sold.plural) : unit}`;
}

export type MaterialGradeId = (typeof materialGradeIds)[number]['id'];
export type MaterialFinishId = (typeof materialFinishIds)[number]['id'];
export type SaleUnitId = (typeof saleUnits)[number]['id'];
