// The catalogue's pipes page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily } from './types';
import { pipeRows, inStock, leadTime } from './standard-sizes';

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
};

export default family;
