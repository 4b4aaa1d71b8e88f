// The catalogue's tubes page: copy and size tables (loaded on its own by the page's code).
import { sanitaryTubes } from './sanitary-tubes';
import type { CatalogueFamily } from './types';
import { namedRows, inStock, leadTime, unbroken } from './standard-sizes';

const family: CatalogueFamily = {
  id: 'tubes',
  meta: {
    title: 'Stainless Steel Tubes: Round, Square, Sanitary',
    description:
      'Stainless steel round, square and rectangular tubes for railings and frames, and ASTM A270 sanitary tube for food and pharma lines, in 6 m lengths.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel tubes',
    lead: 'Ornamental tubes for railings, furniture and frames, and polished sanitary tube for food, dairy and pharma lines. Sold in 6 m lengths.',
  },
  tables: [
    {
      id: 'round-tube',
      title: 'Ornamental round tube',
      note: 'Welded (ASTM A554), 6 m lengths.',
      columns: ['OD (mm)', 'Wall (mm)'],
      rows: namedRows('Round tube', ', 6 m', [
        ['19.1', '1.0'],
        ['25.4', '1.2'],
        ['31.8', '1.2'],
        ['38.1', '1.2'],
        ['38.1', '1.5'],
        ['50.8', '1.5'],
        ['63.5', '1.5'],
        ['76.2', '1.5'],
      ]),
      grades: ['304', '316', '201'],
      finishes: ['polished', 'hairline'],
      unit: 'length',
      availability: inStock,
      sampleSizes: true,
      weighedAs: { shape: 'pipe', dimensions: ['od', 'wall'] },
    },
    {
      id: 'square-tube',
      title: 'Square and rectangular tube',
      note: 'Welded (ASTM A554), 6 m lengths.',
      columns: ['Size (mm)', 'Wall (mm)'],
      rows: namedRows('Box tube', ', 6 m', [
        ['19 x 19', '1.2'],
        ['25 x 25', '1.2'],
        ['38 x 38', '1.5'],
        ['50 x 50', '1.5'],
        ['25 x 50', '1.5'],
        ['38 x 76', '1.5'],
        ['50 x 100', '2.0'],
      ]),
      grades: ['304', '201'],
      finishes: ['hairline', 'polished'],
      unit: 'length',
      availability: inStock,
      sampleSizes: true,
      weighedAs: { shape: 'rect-tube', dimensions: ['width', 'height', 'wall'] },
    },
    {
      id: 'sanitary-tube',
      title: 'Sanitary tube',
      note: 'ASTM A270, polished inside and out, 6 m lengths. Sizes are the tube OD in inches.',
      columns: ['Size', 'OD (mm)', 'Wall (mm)'],
      rows: sanitaryTubes.map((tube) => ({
        cells: [unbroken(tube.size), tube.od, tube.wall],
        item: `Sanitary tube ${tube.size} in (${tube.od} x ${tube.wall} mm), 6 m`,
      })),
      grades: ['304', '316L'],
      finishes: ['polished'],
      unit: 'length',
      availability: leadTime('1 to 2 weeks'),
      sampleSizes: false,
      weighedAs: { shape: 'pipe', dimensions: [null, 'od', 'wall'] },
    },
  ],
};

export default family;
