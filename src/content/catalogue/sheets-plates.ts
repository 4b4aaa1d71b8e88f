// The catalogue's sheets-plates page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily, SizeRow, WeighedAs } from './types';
import { inStock, leadTime } from './standard-sizes';

const sheetSizes = {
  fourByEight: { name: '1219 x 2438 mm (4 x 8 ft)', width: 1219, length: 2438 },
  fourByTen: { name: '1219 x 3048 mm (4 x 10 ft)', width: 1219, length: 3048 },
};

/** A table of one sheet size, weighed per sheet from each row's thickness. */
const weighedPerSheet = ({ width, length }: { width: number; length: number }): WeighedAs => ({
  shape: 'sheet',
  dimensions: ['thickness'],
  fixed: { width, length },
});

function sheetRows(kind: 'Sheet' | 'Plate', { name: size }: { name: string }, thicknesses: string[]): SizeRow[] {
  return thicknesses.map((thickness) => ({ cells: [thickness], item: `${kind} ${thickness} mm, ${size}` }));
}

const family: CatalogueFamily = {
  id: 'sheets-plates',
  meta: {
    title: 'Stainless Steel Sheets and Plates',
    description:
      'Stainless steel sheets 4 x 8 ft and 4 x 10 ft in 304, 316L, 201 and 430, 2B, No. 4, hairline and mirror, and plates from 4 mm, from our Cavite stock.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel sheets and plates',
    lead: 'Full sheets in the two standard sizes, or sheared and bent to your sizes in our shop. Tell us the grade and finish, or ask and we will recommend one.',
  },
  tables: [
    {
      id: 'sheet-4x8',
      title: `Cold-rolled sheet, ${sheetSizes.fourByEight.name}`,
      note: 'Thickness in mm. Sheared to size on request.',
      columns: ['Thickness (mm)'],
      rows: sheetRows('Sheet', sheetSizes.fourByEight, ['0.5', '0.6', '0.8', '1.0', '1.2', '1.5', '2.0', '2.5', '3.0']),
      grades: ['304', '304L', '316L', '201', '430'],
      finishes: ['2b', 'no4', 'hairline', 'ba', 'mirror'],
      unit: 'sheet',
      availability: inStock,
      sampleSizes: true,
      weighedAs: weighedPerSheet(sheetSizes.fourByEight),
    },
    {
      id: 'sheet-4x10',
      title: `Cold-rolled sheet, ${sheetSizes.fourByTen.name}`,
      note: 'Thickness in mm. For long panels and cladding with fewer joints.',
      columns: ['Thickness (mm)'],
      rows: sheetRows('Sheet', sheetSizes.fourByTen, ['0.8', '1.0', '1.2', '1.5', '2.0', '3.0']),
      grades: ['304', '316L'],
      finishes: ['2b', 'no4', 'hairline'],
      unit: 'sheet',
      availability: leadTime('1 to 2 weeks'),
      sampleSizes: true,
      weighedAs: weighedPerSheet(sheetSizes.fourByTen),
    },
    {
      id: 'plate',
      title: `Hot-rolled plate, ${sheetSizes.fourByEight.name}`,
      note: 'For flanges, base plates and tank bottoms; cut to size by plasma or laser.',
      columns: ['Thickness (mm)'],
      rows: sheetRows('Plate', sheetSizes.fourByEight, ['4', '5', '6', '8', '10', '12']),
      grades: ['304', '304L', '316L'],
      finishes: ['no1'],
      unit: 'sheet',
      availability: inStock,
      sampleSizes: true,
      weighedAs: weighedPerSheet(sheetSizes.fourByEight),
    },
  ],
};

export default family;
