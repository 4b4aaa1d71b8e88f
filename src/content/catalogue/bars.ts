// The catalogue's bars page: copy and size tables (loaded on its own by the page's code).
import type { CatalogueFamily } from './types';
import { namedRows, inStock, leadTime } from './standard-sizes';

const family: CatalogueFamily = {
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
      weighedAs: { shape: 'round-bar', dimensions: ['diameter'] },
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
      weighedAs: { shape: 'square-bar', dimensions: ['side'] },
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
      weighedAs: { shape: 'flat-bar', dimensions: ['thickness', 'width'] },
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
      weighedAs: { shape: 'hex-bar', dimensions: ['side'] },
    },
  ],
};

export default family;
