// Theoretical weights of the size tables' rows, from the calculator's formulas and densities
// (src/shared/weight-formulas.ts), worked out as a family's module loads: a row carries a number,
// not a formatted string, so the family's chunk grows by the formula module alone.
import { crossSections, gradeDensities, kilograms, type Sizes, type WeightShapeId } from '../../shared/weight-formulas';
import type { MaterialGradeId } from '../../shared/catalogue';

/** The grade every table's weights are given in; the others' difference is named beside the table. */
export const weightBasisGrade: MaterialGradeId = '304';

/** kg per metre of a length at the basis grade's density. */
export function kgPerMetre(shape: WeightShapeId, sizes: Partial<Sizes>): number {
  return kilograms(crossSections[shape](sizes as Sizes), 1000, gradeDensities[weightBasisGrade]);
}

/** kg per sheet (sizes in mm) at the basis grade's density. */
export function kgPerSheet(thickness: number, width: number, length: number): number {
  return kilograms(crossSections.sheet({ thickness, width } as Sizes), length, gradeDensities[weightBasisGrade]);
}

/** The numbers in a row's size cells, in order: "3 x 25" gives 3 and 25. */
export const sizeNumbers = (cells: string[]) => cells.join(' x ').split(' x ').map(Number);
