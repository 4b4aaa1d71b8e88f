// The dashboard's stock form: one family's size tables at a time, each left at the catalogue's
// default, in stock, or a lead time in days. Checked by the schema the site renders with, and
// refused when it names a family or table the catalogue does not have.
import { catalogueFamilies } from '../../content/catalogue/all-families';
import type { CatalogueFamily } from '../../content/catalogue/types';
import { availabilitySchema, type SiteFacts, type StockAvailability, type StockStatus } from '../../shared/site-facts';
import type { FieldErrors, FormValues, SectionResult } from './form-result';

export const stockChoices = [
  { value: 'default', label: 'Catalogue default' },
  { value: 'in-stock', label: 'In stock' },
  { value: 'lead-time', label: 'Lead time (days)' },
] as const;

/** The family `?family=` names, else the first: the stock form shows one family at a time. */
export function stockFamily(id: string | undefined): CatalogueFamily {
  return catalogueFamilies.find((family) => family.id === id) ?? catalogueFamilies[0]!;
}

export const statusField = (tableId: string) => `stock-${tableId}`;
export const daysField = (tableId: string) => `days-${tableId}`;

/** The stock form's fields for one family, from the draft. */
export function stockFormValues(facts: SiteFacts, family: CatalogueFamily): FormValues {
  const values: FormValues = { family: family.id };
  for (const table of family.tables) {
    const set = facts.availability[family.id]?.[table.id];
    values[statusField(table.id)] = set?.status ?? 'default';
    values[daysField(table.id)] = set?.status === 'lead-time' ? String(set.days) : '';
  }
  return values;
}

export function parseAvailability(values: FormValues, facts: SiteFacts): SectionResult {
  const family = catalogueFamilies.find((candidate) => candidate.id === values.family);
  if (!family) return { ok: false, errors: { family: 'Choose a family from the list: the catalogue has none by that name.' } };
  const tableIds = new Set(family.tables.map((table) => table.id));
  const unknown = Object.keys(values)
    .filter((name) => name.startsWith('stock-') || name.startsWith('days-'))
    .map((name) => name.replace(/^(stock|days)-/, ''))
    .find((id) => !tableIds.has(id));
  if (unknown !== undefined) {
    return { ok: false, errors: { stock: `The ${family.header.title.toLowerCase()} catalogue has no size table "${unknown.slice(0, 40)}": reload this page and try again.` } };
  }
  const errors: FieldErrors = {};
  const chosen: Record<string, unknown> = {};
  for (const table of family.tables) {
    const status = values[statusField(table.id)] ?? 'default';
    if (status === 'in-stock') chosen[table.id] = { status };
    else if (status === 'lead-time') {
      const days = values[daysField(table.id)]?.trim() ?? '';
      chosen[table.id] = { status, days: /^\d{1,4}$/.test(days) ? Number(days) : undefined };
    } else if (status !== 'default') errors[statusField(table.id)] = 'Choose catalogue default, in stock or lead time.';
  }
  const others = { ...facts.availability };
  delete others[family.id];
  const parsed = availabilitySchema.safeParse(Object.keys(chosen).length ? { ...others, [family.id]: chosen } : others);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const tableId = String(issue.path[1] ?? '');
      errors[daysField(tableId)] ??= issue.message;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, facts: { ...facts, availability: parsed.data! } };
}

const statusText = (status: StockStatus | undefined) =>
  !status ? 'catalogue default' : status.status === 'in-stock' ? 'in stock' : `lead time ${status.days} ${status.days === 1 ? 'day' : 'days'}`;

/** e.g. ["stock, Schedule 10S pipe: catalogue default → lead time 14 days"], in the catalogue's order. */
export function availabilityChanges(before: StockAvailability, after: StockAvailability): string[] {
  const changes: string[] = [];
  for (const family of catalogueFamilies) {
    for (const table of family.tables) {
      const [was, now] = [statusText(before[family.id]?.[table.id]), statusText(after[family.id]?.[table.id])];
      if (was !== now) changes.push(`stock, ${table.title}: ${was} → ${now}`);
    }
  }
  return changes;
}
