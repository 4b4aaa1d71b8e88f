// The catalogue's perforated-expanded page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily, SizeRow } from './types';
import { namedRows, leadTime } from './standard-sizes';

/** Round holes on a 60° staggered pitch: open area = 90.69 x (hole / pitch)². */
function perforatedRow(hole: number, pitch: number): SizeRow {
  const openArea = Math.round(90.69 * (hole / pitch) ** 2);
  return {
    cells: [String(hole), String(pitch), `${openArea}%`],
    item: `Perforated sheet, ${hole} mm round holes at ${pitch} mm staggered pitch, 1219 x 2438 mm`,
  };
}

const family: CatalogueFamily = {
  id: 'perforated-expanded',
  meta: {
    title: 'Stainless Steel Perforated and Expanded Sheet',
    description:
      'Stainless steel perforated sheet with round holes on a staggered pitch, and expanded metal mesh, in 304 and 201, for guards, screens, trays and cladding.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Perforated and expanded stainless sheet',
    lead: 'Perforated sheet for screens, trays, dryers and acoustic panels, and expanded mesh for guards, walkways and fences.',
  },
  tables: [
    {
      id: 'perforated',
      title: 'Perforated sheet, round holes',
      note: 'Holes on a 60° staggered pitch, 1219 x 2438 mm, 0.8 to 2.0 mm thick. Open area = 90.69 x (hole / pitch)².',
      columns: ['Hole (mm)', 'Pitch (mm)', 'Open area'],
      rows: [
        [1, 2],
        [2, 3.5],
        [3, 5],
        [5, 8],
        [6, 9],
        [10, 15],
      ].map(([hole, pitch]) => perforatedRow(hole!, pitch!)),
      grades: ['304', '201'],
      finishes: ['2b'],
      unit: 'sheet',
      availability: leadTime('1 to 2 weeks'),
      sampleSizes: true,
    },
    {
      id: 'expanded',
      title: 'Expanded metal mesh',
      note: 'Diamond opening, short way x long way of the diamond, 1219 x 2438 mm.',
      columns: ['Opening (mm)', 'Strand x thickness (mm)'],
      rows: namedRows('Expanded mesh', ', 1219 x 2438 mm sheet', [
        ['10 x 20', '1.5 x 1.0'],
        ['20 x 40', '2.5 x 1.5'],
        ['30 x 60', '3.0 x 2.0'],
      ]),
      grades: ['304'],
      finishes: ['2b'],
      unit: 'sheet',
      availability: leadTime('2 to 3 weeks'),
      sampleSizes: true,
    },
  ],
};

export default family;
