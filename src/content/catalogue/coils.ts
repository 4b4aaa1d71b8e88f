// The catalogue's coils page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily } from './types';
import { namedRows, leadTime } from './standard-sizes';

const family: CatalogueFamily = {
  id: 'coils',
  meta: {
    title: 'Stainless Steel Coils and Strip',
    description:
      'Cold-rolled stainless steel coils and slit strip in 304, 316L, 201 and 430, 2B and BA finish, sold by the kilogram for roll-forming and stamping.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel coils and slit strip',
    lead: 'Full coils for roll-forming and stamping lines, or slit to the width your tooling takes. Sold by weight, with the mill certificate of each coil on request.',
  },
  tables: [
    {
      id: 'coil',
      title: 'Cold-rolled coil',
      note: 'Coil weights vary by mill; tell us the largest coil your decoiler takes.',
      columns: ['Thickness (mm)', 'Width (mm)'],
      rows: namedRows('Coil', '', [
        ['0.4', '1219'],
        ['0.5', '1219'],
        ['0.6', '1219'],
        ['0.8', '1219'],
        ['1.0', '1219'],
        ['1.2', '1219'],
        ['1.5', '1219'],
        ['2.0', '1219'],
      ]),
      grades: ['304', '316L', '201', '430'],
      finishes: ['2b', 'ba'],
      unit: 'kg',
      availability: leadTime('2 to 4 weeks'),
      weighedAs: { shape: 'sheet', dimensions: ['thickness', 'width'] },
      sampleSizes: true,
    },
    {
      id: 'strip',
      title: 'Slit strip',
      note: 'Slit from the coils above to any width in the range.',
      columns: ['Thickness (mm)', 'Width (mm)'],
      rows: [
        ['0.3 to 1.0', '20 to 600'],
        ['1.2 to 3.0', '30 to 600'],
      ].map((cells) => ({ cells, item: `Slit strip ${cells[0]} mm thick, width to order (${cells[1]} mm)` })),
      grades: ['304', '201', '430'],
      finishes: ['2b', 'ba'],
      unit: 'kg',
      availability: leadTime('1 to 2 weeks'),
      sampleSizes: true,
    },
  ],
};

export default family;
