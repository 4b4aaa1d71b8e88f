// The dashboard's stock form: one family's size tables at a time, each grade of each table left at
// the catalogue's default, in stock, or a lead time in days. Checked by the schema the site renders
// with, and refused when it names a family, table or grade the catalogue does not have.
import { catalogueFamilies } from '../../content/catalogue/all-families';
import type { CatalogueFamily, SizeTable } from '../../content/catalogue/types';
import { availabilitySchema, type SiteFacts, type StockAvailability, type StockStatus } from '../../shared/site-facts';
import { stockDaysField as daysField, stockStatusField as statusField, type StockFormView } from '../../shared/stock-form';
import type { FieldErrors, FormValues, SectionResult } from './form-result';

/** The family `?family=` names, else the first: the stock form shows one family at a time. */
export function stockFamily(id: string | undefined): CatalogueFamily {
  return catalogueFamilies.find((family) => family.id === id) ?? catalogueFamilies[0]!;
}

/**
 * The stock form for one family: its tables and grades, and its fields' values from the draft, or
 * as posted when the form came back with errors.
 */
export function stockFormView(
  facts: SiteFacts,
  family: CatalogueFamily,
  posted: { values?: FormValues; errors?: FieldErrors } = {},
): StockFormView {
  const values: FormValues = { family: family.id };
  for (const table of family.tables) {
    for (const grade of table.grades) {
      const set = facts.availability[family.id]?.[table.id]?.[grade];
      values[statusField(table.id, grade)] = set?.status ?? 'default';
      values[daysField(table.id, grade)] = set?.status === 'lead-time' ? String(set.days) : '';
    }
  }
  const tables = family.tables.map((table) => ({
    id: table.id,
    title: table.title,
    grades: table.grades,
    defaultText: table.availability.text,
  }));
  return { family: family.id, tables, values: { ...values, ...posted.values, family: family.id }, errors: posted.errors ?? {} };
}

/** Whether a posted stock or days field names one of the family's tables and one of its grades. */
function knownField(family: CatalogueFamily, name: string): boolean {
  const match = /^(?:stock|days)-(.+)-([^-]+)$/.exec(name);
  const table = match && family.tables.find((candidate) => candidate.id === match[1]);
  return Boolean(table?.grades.some((grade) => grade === match![2]));
}

function tableStock(table: SizeTable, values: FormValues, errors: FieldErrors): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const grade of table.grades) {
    const status = values[statusField(table.id, grade)] ?? 'default';
    if (status === 'in-stock') chosen[grade] = { status };
    else if (status === 'lead-time') {
      const days = values[daysField(table.id, grade)]?.trim() ?? '';
      chosen[grade] = { status, days: /^\d{1,4}$/.test(days) ? Number(days) : undefined };
    } else if (status !== 'default') errors[statusField(table.id, grade)] = 'Choose default, in stock or lead time.';
  }
  return chosen;
}

export function parseAvailability(values: FormValues, facts: SiteFacts): SectionResult {
  const family = catalogueFamilies.find((candidate) => candidate.id === values.family);
  if (!family) return { ok: false, errors: { family: 'Choose a family from the list: the catalogue has none by that name.' } };
  const unknown = Object.keys(values).find((name) => /^(stock|days)-/.test(name) && !knownField(family, name));
  if (unknown !== undefined) {
    return {
      ok: false,
      errors: {
        stock: `The ${family.header.title.toLowerCase()} catalogue has no size and grade "${unknown.replace(/^(stock|days)-/, '').slice(0, 40)}": reload this page and try again.`,
      },
    };
  }
  const errors: FieldErrors = {};
  const chosen: Record<string, Record<string, unknown>> = {};
  for (const table of family.tables) {
    const stock = tableStock(table, values, errors);
    if (Object.keys(stock).length) chosen[table.id] = stock;
  }
  const others = { ...facts.availability };
  delete others[family.id];
  const parsed = availabilitySchema.safeParse(Object.keys(chosen).length ? { ...others, [family.id]: chosen } : others);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, tableId, grade] = issue.path.map(String);
      errors[daysField(tableId ?? '', grade ?? '')] ??= issue.message;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, facts: { ...facts, availability: parsed.data! } };
}

const statusText = (status: StockStatus | undefined) =>
  !status
    ? 'catalogue default'
    : status.status === 'in-stock'
      ? 'in stock'
      : `lead time ${status.days} ${status.days === 1 ? 'day' : 'days'}`;

/**
 * e.g. ["stock, Schedule 10S pipe, 316L: catalogue default → lead time 14 days"], in the
 * catalogue's order; grades with the same change share a line, named only when not all of them.
 */
export function availabilityChanges(before: StockAvailability, after: StockAvailability): string[] {
  const changes: string[] = [];
  for (const family of catalogueFamilies) {
    for (const table of family.tables) {
      const grades = new Map<string, string[]>();
      for (const grade of table.grades) {
        const [was, now] = [statusText(before[family.id]?.[table.id]?.[grade]), statusText(after[family.id]?.[table.id]?.[grade])];
        if (was !== now) grades.set(`${was} → ${now}`, [...(grades.get(`${was} → ${now}`) ?? []), grade]);
      }
      for (const [change, changed] of grades) {
        changes.push(`stock, ${table.title}${changed.length === table.grades.length ? '' : `, ${changed.join(', ')}`}: ${change}`);
      }
    }
  }
  return changes;
}
