// The catalogue's angles-channels page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily } from './types';
import { namedRows, inStock, leadTime } from './standard-sizes';

const family: CatalogueFamily = {
  id: 'angles-channels',
  meta: {
    title: 'Stainless Steel Angle Bars and Channels',
    description:
      'Stainless steel equal angle bars and channels in 304 and 316L, hot-rolled, annealed and pickled, for frames, supports and brackets, in 6 m lengths.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel angles and channels',
    lead: 'Structural sections for frames, supports, tank legs and brackets in wet and corrosive places. Sold in 6 m lengths, or cut to length.',
  },
  tables: [
    {
      id: 'angle',
      title: 'Equal angle bar',
      note: 'Leg x leg x thickness in mm, 6 m lengths.',
      columns: ['Leg x leg x thickness (mm)'],
      rows: namedRows('Equal angle', ', 6 m', [
        ['25 x 25 x 3'],
        ['30 x 30 x 3'],
        ['40 x 40 x 4'],
        ['50 x 50 x 5'],
        ['65 x 65 x 6'],
        ['75 x 75 x 6'],
      ]),
      grades: ['304', '316L'],
      finishes: ['pickled'],
      unit: 'length',
      availability: inStock,
      sampleSizes: true,
      weighedAs: { shape: 'angle', dimensions: ['leg1', 'leg2', 'thickness'] },
    },
    {
      id: 'channel',
      title: 'Channel',
      note: 'Height x flange x thickness in mm, 6 m lengths.',
      columns: ['Height x flange x thickness (mm)'],
      rows: namedRows('Channel', ', 6 m', [['50 x 25 x 3'], ['75 x 40 x 5'], ['100 x 50 x 5'], ['150 x 75 x 6']]),
      grades: ['304'],
      finishes: ['pickled'],
      unit: 'length',
      availability: leadTime('2 to 4 weeks'),
      weighedAs: { shape: 'channel', dimensions: ['height', 'width', 'thickness'] },
      sampleSizes: true,
    },
  ],
};

export default family;
