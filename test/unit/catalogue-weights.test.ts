// The size tables' weights: what the calculator gives for the same size, and the build's files current.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFamilies } from '../../src/content/catalogue/all-families';
import type { CatalogueFamily, SizeTable } from '../../src/content/catalogue/types';
import { familyWeights, weightBasisGrade } from '../../src/content/catalogue/weights';
import { gradeDensities } from '../../src/content/weight-calculator';
import { weigh, weightInputFromSearch } from '../../src/shared/weight';

const stored = (family: CatalogueFamily) =>
  JSON.parse(readFileSync(path.join(process.cwd(), `src/content/catalogue/weights/${family.id}.json`), 'utf8')) as ReturnType<
    typeof familyWeights
  >;

/** The calculator's answer for a query, as a visitor would type it. */
function calculator(query: string) {
  const outcome = weigh(weightInputFromSearch(`${query}&grade=${weightBasisGrade}&qty=1`), gradeDensities);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusals)}`);
  return outcome.result;
}

function tableOf(familyId: string, tableId: string): { table: SizeTable; kg: number[] } {
  const family = catalogueFamilies.find((candidate) => candidate.id === familyId)!;
  return { table: family.tables.find((table) => table.id === tableId)!, kg: stored(family)[tableId]!.kg };
}

/** Stored to 0.1 g: equal to the calculator's to within that. */
const closeTo = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.0001);

describe('catalogue weights', () => {
  it('are current: scripts/catalogue-weights.mjs writes what the formulas give today', () => {
    for (const family of catalogueFamilies) expect(stored(family), family.id).toEqual(familyWeights(family));
  });

  it('equal the calculator’s for a pipe (kg/m), a sheet (kg per sheet) and a bar (kg/m)', () => {
    const pipe = tableOf('pipes', 'sch10s');
    const pipeRow = pipe.table.rows.findIndex((row) => row.cells[1] === '60.3');
    closeTo(pipe.kg[pipeRow]!, calculator(`shape=pipe&od=60.3&wall=${pipe.table.rows[pipeRow]!.cells[2]}&length=1000`).kgPerMetre);

    const sheet = tableOf('sheets-plates', 'sheet-4x8');
    const sheetRow = sheet.table.rows.findIndex((row) => row.cells[0] === '1.5');
    closeTo(sheet.kg[sheetRow]!, calculator('shape=sheet&thickness=1.5&width=1219&length=2438').kgPerPiece);

    const bar = tableOf('bars', 'flat-bar');
    const barRow = bar.table.rows.findIndex((row) => row.cells[0] === '5 x 50');
    closeTo(bar.kg[barRow]!, calculator('shape=flat-bar&thickness=5&width=50&length=1000').kgPerMetre);
  });

  it('weigh a channel by its web and flanges (worked by hand) and a coil per metre as the calculator weighs a sheet', () => {
    const channel = tableOf('angles-channels', 'channel');
    const channelRow = channel.table.rows.findIndex((row) => row.cells[0] === '50 x 25 x 3');
    // 3 x (50 + 2 x 25 - 2 x 3) = 282 mm², x 1000 mm x 7.93 g/cm³ = 2.236 kg/m
    closeTo(channel.kg[channelRow]!, 2.23626);

    const coil = tableOf('coils', 'coil');
    const coilRow = coil.table.rows.findIndex((row) => row.cells[0] === '0.5');
    closeTo(coil.kg[coilRow]!, calculator('shape=sheet&thickness=0.5&width=1219&length=1000').kgPerPiece);
  });

  it('weigh every table of the families sold by the length or the sheet', () => {
    const weighedFamilies = ['pipes', 'tubes', 'sheets-plates', 'bars', 'angles-channels'];
    for (const family of catalogueFamilies.filter((candidate) => weighedFamilies.includes(candidate.id))) {
      for (const table of family.tables) expect(table.weighedAs, `${family.id} ${table.id}`).toBeDefined();
    }
  });

  it('give every row of a weighed table a weight, and name the density they are at', () => {
    for (const family of catalogueFamilies) {
      const weights = stored(family);
      for (const table of family.tables.filter((candidate) => candidate.weighedAs)) {
        expect(weights[table.id]!.kg, table.id).toHaveLength(table.rows.length);
        expect(weights[table.id]!.kg.every((kg) => kg > 0)).toBe(true);
        expect(weights[table.id]!.basis).toContain(`${gradeDensities[weightBasisGrade]} g/cm³`);
      }
    }
  });
});
