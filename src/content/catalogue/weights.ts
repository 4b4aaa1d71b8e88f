// The size tables' theoretical weights, from the calculator's formulas and densities
// (src/shared/weight-formulas.ts). Worked out at build time into ./weights/<family>.json
// (`node scripts/catalogue-weights.mjs`; test/unit/catalogue-weights.test.ts fails when they are
// stale), so a family page's chunk carries numbers, never the formulas: it has little room left.
import type { MaterialGradeId } from '../../shared/catalogue';
import { crossSections, gradeDensities, kilograms, type Sizes } from '../../shared/weight-formulas';
import type { CatalogueFamily, SizeRow, SizeTable, WeighedAs } from './types';

/** The grade every table is weighed in; the others' difference is named under the table. */
export const weightBasisGrade: MaterialGradeId = '304';

/** What a family page shows of a table's weights. */
export interface TableWeights {
  /** The density and grades the weights are for, as the buyer reads it under the table. */
  basis: string;
  /** Per row, in order: kg per metre (sold by the length) or per sheet. */
  kg: number[];
}

/** The numbers in a row's size cells, in order: "3 x 25" gives 3 and 25. */
const sizeNumbers = (cells: string[]) => cells.join(' x ').split(' x ').map(Number);

/** kg per metre, or per sheet for a table with a fixed length (a sheet's), at the basis grade. */
function rowKg(row: SizeRow, weighedAs: WeighedAs): number {
  const sizes: Partial<Sizes> = { ...weighedAs.fixed };
  sizeNumbers(row.cells).forEach((value, index) => {
    const dimension = weighedAs.dimensions[index];
    if (dimension) sizes[dimension] = value;
  });
  const area = crossSections[weighedAs.shape](sizes as Sizes);
  return kilograms(area, weighedAs.fixed?.length ?? 1000, gradeDensities[weightBasisGrade]);
}

/** E.g. "Theoretical weight at 7.93 g/cm³ (304, 304L); 316, 316L 0.6% heavier; 201 1.6% lighter." */
function weightBasis(grades: MaterialGradeId[]): string {
  const basis = gradeDensities[weightBasisGrade];
  const byDensity = new Map<number, MaterialGradeId[]>([[basis, []]]);
  for (const grade of grades) byDensity.set(gradeDensities[grade], [...(byDensity.get(gradeDensities[grade]) ?? []), grade]);
  const others = [...byDensity].filter(([density]) => density !== basis);
  const differences = others.map(([density, named]) => {
    const percent = Math.round((density / basis - 1) * 1000) / 10;
    return `; ${named.join(', ')} ${Math.abs(percent)}% ${percent > 0 ? 'heavier' : 'lighter'}`;
  });
  const same = byDensity.get(basis)!;
  return `Theoretical weight at ${basis} g/cm³ (${(same.length ? same : [weightBasisGrade]).join(', ')})${differences.join('')}.`;
}

/** Rounded to 0.1 g: display rounds further, and the file stays short. */
const stored = (kg: number) => Math.round(kg * 10_000) / 10_000;

export function familyWeights(family: CatalogueFamily): Record<string, TableWeights> {
  const weighed = family.tables.filter((table): table is SizeTable & { weighedAs: WeighedAs } => table.weighedAs !== undefined);
  return Object.fromEntries(
    weighed.map((table) => [
      table.id,
      { basis: weightBasis(table.grades), kg: table.rows.map((row) => stored(rowKg(row, table.weighedAs))) },
    ]),
  );
}
