// The brand mark (public/favicon.svg, the bent steel plate on a navy tile) as path data in its
// 40-unit square, for what draws it without the SVG file: the quotation PDF. A unit test keeps the
// two the same drawing.

/** The navy tile: a 38-unit square with corners of radius 8, inset 1. */
export const brandTile = 'M9 1H31A8 8 0 0 1 39 9V31A8 8 0 0 1 31 39H9A8 8 0 0 1 1 31V9A8 8 0 0 1 9 1Z';
/** The plate, filled with steel. */
export const brandPlate = 'M9 29V13l7-4h15v16l-7 4z';
/** The plate's fold lines, stroked in navy 1.6 units wide. */
export const brandFolds = 'M16 9v16h15M16 25l-7 4';

export const brandColours = { navy: '#10263f', steel: '#b7c2cd' } as const;
