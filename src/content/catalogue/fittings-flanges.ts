// The catalogue's fittings-flanges page: copy and size tables (loaded on its own by the page's code).
import { sanitaryTubes } from './sanitary-tubes';
import type { CatalogueFamily } from './types';
import { inStock, leadTime, unbroken } from './standard-sizes';

const family: CatalogueFamily = {
  id: 'fittings-flanges',
  meta: {
    title: 'Stainless Steel Pipe Fittings, Flanges, Tri-Clamp',
    description:
      'Stainless steel butt-weld elbows, tees, reducers and caps, slip-on and blind flanges, and sanitary tri-clamp ferrules and clamps in 304 and 316L.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel fittings and flanges',
    lead: 'Butt-weld fittings to match our schedule pipe, flanges, and sanitary tri-clamp parts for food and pharma lines. Tell us the size and schedule in the note.',
  },
  tables: [
    {
      id: 'butt-weld',
      title: 'Butt-weld fittings',
      note: 'ASME B16.9, schedules 10S and 40S to match the pipe. Add the NPS and schedule in the note.',
      columns: ['Fitting', 'Sizes'],
      rows: [
        ['90° long-radius elbow', 'NPS 1/2 to 8 in'],
        ['45° elbow', 'NPS 1/2 to 8 in'],
        ['Equal tee', 'NPS 1/2 to 8 in'],
        ['Concentric reducer', 'NPS 3/4 to 8 in'],
        ['Cap', 'NPS 1/2 to 8 in'],
      ].map((cells) => ({ cells, item: `${cells[0]}, butt-weld, ${cells[1]}` })),
      grades: ['304', '304L', '316', '316L'],
      finishes: ['pickled'],
      unit: 'piece',
      availability: inStock,
      sampleSizes: true,
    },
    {
      id: 'tri-clamp',
      title: 'Tri-clamp ferrules',
      note: 'Sanitary ferrules to weld on ASTM A270 tube; clamps and gaskets to match.',
      columns: ['Size', 'Tube OD (mm)', 'Ferrule OD (mm)'],
      rows: sanitaryTubes.map((tube) => ({
        cells: [unbroken(tube.size), tube.od, tube.ferrule],
        item: `Tri-clamp ferrule ${tube.size} in (tube ${tube.od} mm, ferrule ${tube.ferrule} mm)`,
      })),
      grades: ['304', '316L'],
      finishes: ['polished'],
      unit: 'piece',
      availability: inStock,
      sampleSizes: false,
    },
    {
      id: 'flanges',
      title: 'Flanges',
      note: 'ASME B16.5 Class 150 or JIS 10K drilling. Add the NPS in the note.',
      columns: ['Flange', 'Sizes'],
      rows: [
        ['Slip-on flange', 'NPS 1/2 to 8 in'],
        ['Weld-neck flange', 'NPS 1/2 to 8 in'],
        ['Blind flange', 'NPS 1/2 to 8 in'],
      ].map((cells) => ({ cells, item: `${cells[0]}, Class 150 or JIS 10K, ${cells[1]}` })),
      grades: ['304', '316L'],
      finishes: ['pickled'],
      unit: 'piece',
      availability: leadTime('1 to 3 weeks'),
      sampleSizes: true,
    },
  ],
};

export default family;
