// The family pages' filters, read from the address (`?grade=316L&finish=2b`) so a filtered page
// renders on the server, can be shared, and works without JavaScript.
import type { CatalogueFamily, SizeTable } from '../../content/catalogue';
import { materialFinishIds, materialGradeIds, type MaterialFinishId, type MaterialGradeId } from '../../shared/catalogue';

export interface CatalogueFilter {
  grade?: MaterialGradeId;
  finish?: MaterialFinishId;
  /** Values in the address that name no grade or finish of this family: ignored, and said so. */
  ignored: { what: 'grade' | 'finish'; value: string }[];
}

/** Longest ignored value repeated back to the visitor; the rest of a pasted essay is cut. */
const shownValueLength = 24;

/** The family's grades, in the catalogue's order. */
export function familyGrades(family: CatalogueFamily): MaterialGradeId[] {
  const traded = new Set(family.tables.flatMap((table) => table.grades));
  return materialGradeIds.map((grade) => grade.id).filter((id) => traded.has(id));
}

export function familyFinishes(family: CatalogueFamily): MaterialFinishId[] {
  const offered = new Set(family.tables.flatMap((table) => table.finishes));
  return materialFinishIds.map((finish) => finish.id).filter((id) => offered.has(id));
}

/** Case does not matter (`316l`, `2B`); a value this family does not trade is ignored. */
export function readCatalogueFilter(search: string, family: CatalogueFamily): CatalogueFilter {
  const params = new URLSearchParams(search);
  const filter: CatalogueFilter = { ignored: [] };
  const grade = params.get('grade')?.trim();
  if (grade) {
    filter.grade = familyGrades(family).find((id) => id.toLowerCase() === grade.toLowerCase());
    if (!filter.grade) filter.ignored.push({ what: 'grade', value: grade.slice(0, shownValueLength) });
  }
  const finish = params.get('finish')?.trim();
  if (finish) {
    filter.finish = familyFinishes(family).find((id) => id === finish.toLowerCase());
    if (!filter.finish) filter.ignored.push({ what: 'finish', value: finish.slice(0, shownValueLength) });
  }
  return filter;
}

/** The query string for a filter, with its "?", or empty for no filter. */
export function catalogueSearch({ grade, finish }: { grade?: string; finish?: string }): string {
  const params = new URLSearchParams();
  if (grade) params.set('grade', grade);
  if (finish) params.set('finish', finish);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function tablesMatching(family: CatalogueFamily, { grade, finish }: CatalogueFilter): SizeTable[] {
  return family.tables.filter((table) => (!grade || table.grades.includes(grade)) && (!finish || table.finishes.includes(finish)));
}
