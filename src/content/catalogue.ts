// The stock catalogue: what each family page says and the size tables it lists. The ids (families,
// grades, finishes, units) come from src/shared/catalogue.ts; grade and finish notes from ./materials.
import type { MaterialFamilyId, MaterialFinishId, MaterialGradeId, SaleUnitId } from '../shared/catalogue';
import { materialsPath } from '../shared/catalogue';
import { quotePath } from '../shared/routes';
import { materialFinishes, materialGrades } from './materials';
import type { CallToAction, CtaBandContent, NamedNote, PageHeaderContent, PageMetaContent, SectionIntroContent } from './types';

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
  /** One or two sentences for the family's card on /materials. */
  summary: string;
  tables: SizeTable[];
}

// ---------------------------------------------------------------------------------------------
// Standard dimensions (no sample mark): ASME B36.19M pipe, ASTM A270 sanitary tube, sheet sizes.

/** ASME B36.19M: outside diameter and wall (mm) for schedules 5S, 10S and 40S. */
const pipeSizes: { nps: string; od: string; sch5s: string; sch10s: string; sch40s: string }[] = [
  { nps: '1/2', od: '21.3', sch5s: '1.65', sch10s: '2.11', sch40s: '2.77' },
  { nps: '3/4', od: '26.7', sch5s: '1.65', sch10s: '2.11', sch40s: '2.87' },
  { nps: '1', od: '33.4', sch5s: '1.65', sch10s: '2.77', sch40s: '3.38' },
  { nps: '1 1/4', od: '42.2', sch5s: '1.65', sch10s: '2.77', sch40s: '3.56' },
  { nps: '1 1/2', od: '48.3', sch5s: '1.65', sch10s: '2.77', sch40s: '3.68' },
  { nps: '2', od: '60.3', sch5s: '1.65', sch10s: '2.77', sch40s: '3.91' },
  { nps: '2 1/2', od: '73.0', sch5s: '2.11', sch10s: '3.05', sch40s: '5.16' },
  { nps: '3', od: '88.9', sch5s: '2.11', sch10s: '3.05', sch40s: '5.49' },
  { nps: '4', od: '114.3', sch5s: '2.11', sch10s: '3.05', sch40s: '6.02' },
  { nps: '5', od: '141.3', sch5s: '2.77', sch10s: '3.40', sch40s: '6.55' },
  { nps: '6', od: '168.3', sch5s: '2.77', sch10s: '3.40', sch40s: '7.11' },
  { nps: '8', od: '219.1', sch5s: '2.77', sch10s: '3.76', sch40s: '8.18' },
];

type Schedule = 'sch5s' | 'sch10s' | 'sch40s';

/** "1 1/2 in" on one line, even in a phone's narrow column. */
const unbroken = (size: string) => `${size} in`.replaceAll(' ', '\u00a0');

function pipeRows(schedule: Schedule, label: string): SizeRow[] {
  return pipeSizes.map((size) => ({
    cells: [unbroken(size.nps), size.od, size[schedule]],
    item: `NPS ${size.nps} ${label} pipe (${size.od} x ${size[schedule]} mm), 6 m`,
  }));
}

/** ASTM A270 sanitary tube: OD in inches, 1.65 mm (0.065 in) wall, 2.11 mm (0.083 in) at 4 in. */
const sanitaryTubes = [
  { size: '1', od: '25.4', wall: '1.65', ferrule: '50.5' },
  { size: '1 1/2', od: '38.1', wall: '1.65', ferrule: '50.5' },
  { size: '2', od: '50.8', wall: '1.65', ferrule: '64.0' },
  { size: '2 1/2', od: '63.5', wall: '1.65', ferrule: '77.5' },
  { size: '3', od: '76.2', wall: '1.65', ferrule: '91.0' },
  { size: '4', od: '101.6', wall: '2.11', ferrule: '119.0' },
];

const sheetSizes = { fourByEight: '1219 x 2438 mm (4 x 8 ft)', fourByTen: '1219 x 3048 mm (4 x 10 ft)' } as const;

function sheetRows(kind: 'Sheet' | 'Plate', size: string, thicknesses: string[]): SizeRow[] {
  return thicknesses.map((thickness) => ({ cells: [thickness], item: `${kind} ${thickness} mm, ${size}` }));
}

/** Round holes on a 60° staggered pitch: open area = 90.69 x (hole / pitch)². */
function perforatedRow(hole: number, pitch: number): SizeRow {
  const openArea = Math.round(90.69 * (hole / pitch) ** 2);
  return {
    cells: [String(hole), String(pitch), `${openArea}%`],
    item: `Perforated sheet, ${hole} mm round holes at ${pitch} mm staggered pitch, 1219 x 2438 mm`,
  };
}

/** Rows named by their first cell, e.g. bars and angles: "Round bar 20 mm, 6 m". */
function namedRows(prefix: string, suffix: string, sizes: string[][]): SizeRow[] {
  return sizes.map((cells) => ({ cells, item: `${prefix} ${cells.join(' x ')} mm${suffix}` }));
}

// SAMPLE CONTENT: stock, lead times and the size ranges below are the trade's usual ones, not yet
// confirmed by the owner. Set `sample: false` / `sampleSizes: false` once each is confirmed.
const inStock: Availability = { text: 'In stock', inStock: true, sample: true };
const leadTime = (text: string): Availability => ({ text: `Lead time ${text}`, inStock: false, sample: true });
// END SAMPLE CONTENT

const families: CatalogueFamily[] = [
  {
    id: 'sheets-plates',
    meta: {
      title: 'Stainless Steel Sheets and Plates',
      description:
        'Stainless steel sheets 4 x 8 ft and 4 x 10 ft in 304, 316L, 201 and 430, 2B, No. 4, hairline and mirror, and plates from 3 mm, from our Cavite stock.',
    },
    header: {
      eyebrow: 'Materials',
      title: 'Stainless steel sheets and plates',
      lead: 'Full sheets in the two standard sizes, or sheared and bent to your sizes in our shop. Tell us the grade and finish, or ask and we will recommend one.',
    },
    summary: 'Cold-rolled sheets 4 x 8 ft and 4 x 10 ft from 0.5 mm, and hot-rolled plates from 3 mm.',
    tables: [
      {
        id: 'sheet-4x8',
        title: `Cold-rolled sheet, ${sheetSizes.fourByEight}`,
        note: 'Thickness in mm. Sheared to size on request.',
        columns: ['Thickness (mm)'],
        rows: sheetRows('Sheet', sheetSizes.fourByEight, ['0.5', '0.6', '0.8', '1.0', '1.2', '1.5', '2.0', '2.5', '3.0']),
        grades: ['304', '304L', '316L', '201', '430'],
        finishes: ['2b', 'no4', 'hairline', 'ba', 'mirror'],
        unit: 'sheet',
        availability: inStock,
        sampleSizes: true,
      },
      {
        id: 'sheet-4x10',
        title: `Cold-rolled sheet, ${sheetSizes.fourByTen}`,
        note: 'Thickness in mm. For long panels and cladding with fewer joints.',
        columns: ['Thickness (mm)'],
        rows: sheetRows('Sheet', sheetSizes.fourByTen, ['0.8', '1.0', '1.2', '1.5', '2.0', '3.0']),
        grades: ['304', '316L'],
        finishes: ['2b', 'no4', 'hairline'],
        unit: 'sheet',
        availability: leadTime('1 to 2 weeks'),
        sampleSizes: true,
      },
      {
        id: 'plate',
        title: `Hot-rolled plate, ${sheetSizes.fourByEight}`,
        note: 'For flanges, base plates and tank bottoms; cut to size by plasma or laser.',
        columns: ['Thickness (mm)'],
        rows: sheetRows('Plate', sheetSizes.fourByEight, ['4', '5', '6', '8', '10', '12']),
        grades: ['304', '304L', '316L'],
        finishes: ['no1'],
        unit: 'sheet',
        availability: inStock,
        sampleSizes: true,
      },
    ],
  },
  {
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
    summary: 'Cold-rolled coils and strip slit to width, sold by the kilogram.',
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
  },
  {
    id: 'pipes',
    meta: {
      title: 'Stainless Steel Pipe, Schedule 5S, 10S and 40S',
      description:
        'Welded and seamless stainless steel pipe, NPS 1/2 to 8 in, schedules 5S, 10S and 40S per ASME B36.19, in 304/304L and 316/316L, 6 m lengths.',
    },
    header: {
      eyebrow: 'Materials',
      title: 'Welded and seamless stainless steel pipe',
      lead: 'Schedule pipe for process lines, water and utilities, with outside diameters and walls per ASME B36.19. Sold in 6 m lengths, or cut to your lengths.',
    },
    summary: 'NPS 1/2 to 8 in, schedules 5S, 10S and 40S per ASME B36.19, in 6 m lengths.',
    tables: [
      {
        id: 'sch10s',
        title: 'Schedule 10S pipe',
        note: 'Welded (ASTM A312). Dimensions per ASME B36.19, 6 m lengths.',
        columns: ['NPS', 'OD (mm)', 'Wall (mm)'],
        rows: pipeRows('sch10s', 'Sch 10S'),
        grades: ['304', '304L', '316', '316L'],
        finishes: ['pickled'],
        unit: 'length',
        availability: inStock,
        sampleSizes: false,
      },
      {
        id: 'sch40s',
        title: 'Schedule 40S pipe',
        note: 'Welded, or seamless on request (ASTM A312). Dimensions per ASME B36.19, 6 m lengths.',
        columns: ['NPS', 'OD (mm)', 'Wall (mm)'],
        rows: pipeRows('sch40s', 'Sch 40S'),
        grades: ['304', '304L', '316', '316L'],
        finishes: ['pickled'],
        unit: 'length',
        availability: inStock,
        sampleSizes: false,
      },
      {
        id: 'sch5s',
        title: 'Schedule 5S pipe',
        note: 'Welded (ASTM A312). Dimensions per ASME B36.19, 6 m lengths.',
        columns: ['NPS', 'OD (mm)', 'Wall (mm)'],
        rows: pipeRows('sch5s', 'Sch 5S'),
        grades: ['304', '316L'],
        finishes: ['pickled'],
        unit: 'length',
        availability: leadTime('2 to 3 weeks'),
        sampleSizes: false,
      },
    ],
  },
  {
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
    summary: 'Ornamental round, square and rectangular tubes, and ASTM A270 sanitary tube.',
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
      },
    ],
  },
  {
    id: 'bars',
    meta: {
      title: 'Stainless Steel Bars: Round, Square, Flat, Hex',
      description:
        'Stainless steel round, square, flat and hex bars in 304, 316L and 201 for shafts, brackets and machined parts, in 6 m lengths or cut to length.',
    },
    header: {
      eyebrow: 'Materials',
      title: 'Stainless steel bars',
      lead: 'Round, square, flat and hex bar for shafts, pins, brackets and machined parts. Sold in 6 m lengths, or cut to the lengths on your cutting list.',
    },
    summary: 'Round, square, flat and hex bar in 6 m lengths or cut to length.',
    tables: [
      {
        id: 'round-bar',
        title: 'Round bar',
        note: 'Diameter in mm, 6 m lengths.',
        columns: ['Diameter (mm)'],
        rows: namedRows('Round bar', ', 6 m', [['6'], ['8'], ['10'], ['12'], ['16'], ['20'], ['25'], ['32'], ['40'], ['50']]),
        grades: ['304', '316L', '201'],
        finishes: ['bright', 'pickled'],
        unit: 'length',
        availability: inStock,
        sampleSizes: true,
      },
      {
        id: 'square-bar',
        title: 'Square bar',
        note: 'Side in mm, 6 m lengths.',
        columns: ['Side (mm)'],
        rows: namedRows('Square bar', ', 6 m', [['10'], ['12'], ['16'], ['20'], ['25']]),
        grades: ['304'],
        finishes: ['bright'],
        unit: 'length',
        availability: leadTime('1 to 2 weeks'),
        sampleSizes: true,
      },
      {
        id: 'flat-bar',
        title: 'Flat bar',
        note: 'Thickness x width in mm, 6 m lengths.',
        columns: ['Thickness x width (mm)'],
        rows: namedRows('Flat bar', ', 6 m', [['3 x 25'], ['3 x 38'], ['5 x 25'], ['5 x 50'], ['6 x 50'], ['10 x 50']]),
        grades: ['304', '316L', '201'],
        finishes: ['pickled', 'hairline'],
        unit: 'length',
        availability: inStock,
        sampleSizes: true,
      },
      {
        id: 'hex-bar',
        title: 'Hex bar',
        note: 'Across flats in mm, 6 m lengths.',
        columns: ['Across flats (mm)'],
        rows: namedRows('Hex bar', ', 6 m', [['13'], ['17'], ['19'], ['22'], ['24']]),
        grades: ['304', '316L'],
        finishes: ['bright'],
        unit: 'length',
        availability: leadTime('2 to 3 weeks'),
        sampleSizes: true,
      },
    ],
  },
  {
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
    summary: 'Equal angle bars and channels for frames and supports, in 6 m lengths.',
    tables: [
      {
        id: 'angle',
        title: 'Equal angle bar',
        note: 'Leg x leg x thickness in mm, 6 m lengths.',
        columns: ['Leg x leg x thickness (mm)'],
        rows: namedRows('Equal angle', ', 6 m', [['25 x 25 x 3'], ['30 x 30 x 3'], ['40 x 40 x 4'], ['50 x 50 x 5'], ['65 x 65 x 6'], ['75 x 75 x 6']]),
        grades: ['304', '316L'],
        finishes: ['pickled'],
        unit: 'length',
        availability: inStock,
        sampleSizes: true,
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
        sampleSizes: true,
      },
    ],
  },
  {
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
    summary: 'Butt-weld elbows, tees, reducers and caps, flanges, and tri-clamp ferrules.',
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
  },
  {
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
    summary: 'Perforated sheet with round holes, and expanded metal mesh.',
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
  },
];

export function catalogueFamily(id: MaterialFamilyId): CatalogueFamily {
  return families.find((family) => family.id === id)!;
}

export const catalogueFamilies: readonly CatalogueFamily[] = families;

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

export interface MaterialsIndexContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  families: SectionIntroContent;
  gradesAndFinishes: { intro: SectionIntroContent; gradesTitle: string; grades: NamedNote[]; finishesTitle: string; finishes: NamedNote[] };
  millCertificates: { intro: SectionIntroContent; points: string[]; sample: boolean; sampleNote: string };
  calculator: { intro: SectionIntroContent; link: CallToAction };
  cta: CtaBandContent;
}

export const materialsIndex: MaterialsIndexContent = {
  meta: {
    title: 'Stainless Steel Materials: Sheets, Pipes, Tubes, Bars',
    description:
      'Stainless steel sheets, coils, pipes, tubes, bars, angles, fittings and perforated sheet in 304, 316L, 201 and 430 from our Cavite stock. Request a quote.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel stock materials',
    lead: 'Sheets, pipes, tubes, bars, sections and fittings from the same stock we fabricate with, in full sheets and lengths or cut to size. Prices follow the nickel market, so we quote each order.',
  },
  families: {
    eyebrow: 'Catalogue',
    title: 'What we supply',
    text: 'Each page lists the grades, finishes and standard sizes. Add sizes to your quote list and send them in one request.',
  },
  gradesAndFinishes: {
    intro: {
      eyebrow: 'Grades and finishes',
      title: 'Choosing the grade and finish',
      text: 'The grade decides how the steel stands up to water, salt and chemicals; the finish decides how it looks and how easily it cleans.',
    },
    gradesTitle: 'Grades',
    grades: materialGrades,
    finishesTitle: 'Finishes',
    finishes: materialFinishes,
  },
  // SAMPLE CONTENT: what certificates the business supplies, until the owner confirms it.
  millCertificates: {
    intro: {
      eyebrow: 'Traceability',
      title: 'Mill certificates',
      text: 'On request, we supply the mill test certificate for the material you buy: EN 10204 type 3.1, issued per heat by the mill’s inspection department, with the chemical composition and mechanical properties of that heat.',
    },
    points: [
      'The heat number on the certificate matches the one marked on the sheet, pipe or bar, so each piece traces back to its melt.',
      'Grade 201 sold as 304 is a known problem in the market: the two look the same when new, but 201 has far less nickel and rusts in wet and salty places.',
      'On request we check the grade with a handheld XRF analyser (positive material identification, PMI) before the material leaves the shop.',
      'Ask for certificates when you order: pharma, food and government projects often need them for their files.',
    ],
    sample: true,
    sampleNote: 'Sample content: the certificates and checks offered are being confirmed',
  },
  // END SAMPLE CONTENT
  calculator: {
    intro: {
      eyebrow: 'Weight calculator',
      title: 'Steel is priced by weight',
      text: 'Work out the weight of sheets, pipes, tubes and bars before you ask for a quote.',
    },
    link: { label: 'Open the weight calculator', href: `${materialsPath}/weight-calculator` },
  },
  cta: {
    title: 'Need material for a project?',
    text: 'Send us your list of sizes, or your drawings. We will confirm the grade, finish and stock and send a quotation.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Or call us on',
  },
};
