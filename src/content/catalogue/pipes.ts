// The catalogue's pipes page: copy and size tables (loaded on its own by the page's code).
import { inStock, leadTime, unbroken } from './standard-sizes';
import type { CatalogueFamily, SizeRow } from './types';

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

function pipeRows(schedule: Schedule, label: string): SizeRow[] {
  return pipeSizes.map((size) => ({
    cells: [unbroken(size.nps), size.od, size[schedule]],
    item: `NPS ${size.nps} ${label} pipe (${size.od} x ${size[schedule]} mm), 6 m`,
  }));
}

const family: CatalogueFamily = {
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
      weighedAs: { shape: 'pipe', dimensions: [null, 'od', 'wall'] },
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
      weighedAs: { shape: 'pipe', dimensions: [null, 'od', 'wall'] },
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
      weighedAs: { shape: 'pipe', dimensions: [null, 'od', 'wall'] },
    },
  ],
};

export default family;
