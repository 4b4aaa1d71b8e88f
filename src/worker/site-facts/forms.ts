// The dashboard's site-facts forms: each section's posted fields to the facts, checked by the
// schema the site renders with; a field that does not fit gets its message, keyed by field name.
import type * as z from 'zod';
import { weekdays } from '../../shared/opening-hours';
import { businessSchema, closuresSchema, noticeSchema, weeklyHoursSchema, type SiteFacts } from '../../shared/site-facts';
import { parseAvailability } from './availability';
import { coordinatesFromMapLink } from './map-link';
import { parseQuotations, quotationValues } from './quotations';

export const factSections = ['details', 'hours', 'closures', 'notice', 'availability', 'quotations'] as const;
export type FactSection = (typeof factSections)[number];

export const sectionTitles: Record<FactSection, string> = {
  details: 'Business details',
  hours: 'Business hours',
  closures: 'Closures',
  notice: 'Notice',
  availability: 'Stock availability',
  quotations: 'Quotations',
};

/** Form field name -> value, as the forms post them and show them. */
export type { FieldErrors, FormValues, SectionResult } from './form-result';
import type { FieldErrors, FormValues, SectionResult } from './form-result';

/** Blank closure rows offered under the saved ones. */
const blankClosureRows = 3;

/** The form fields' values for facts: what each form shows before anyone types. */
export function formValues(facts: SiteFacts): FormValues {
  const { business, closures, notice } = facts;
  const values: FormValues = {
    name: business.name,
    phone: business.phone,
    email: business.email,
    street: business.address.street,
    barangay: business.address.barangay,
    city: business.address.city,
    whatsapp: `+${business.whatsappNumber}`,
    viber: business.viberNumber ? `+${business.viberNumber}` : '',
    messenger: business.messengerPage,
    mapLink: '',
    latitude: String(business.latitude),
    longitude: String(business.longitude),
    noticeText: notice?.text ?? '',
    noticeLink: notice?.link ?? '',
    noticeStartsAt: notice?.startsAt ?? '',
    noticeEndsAt: notice?.endsAt ?? '',
    ...quotationValues(facts.quotations),
  };
  for (const day of weekdays) {
    const hours = business.hours[day];
    values[`${day}-opens`] = hours?.opens ?? '';
    values[`${day}-closes`] = hours?.closes ?? '';
    if (!hours) values[`${day}-closed`] = 'on';
  }
  closures.forEach((closure, index) => {
    values[`closure-date-${index}`] = closure.date;
    values[`closure-reason-${index}`] = closure.reason;
  });
  return values;
}

export function closureRowCount(values: FormValues): number {
  const saved = Object.keys(values).filter((name) => name.startsWith('closure-date-')).length;
  return saved + blankClosureRows;
}

function errorsFrom(error: z.ZodError, fieldFor: (path: PropertyKey[]) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = fieldFor(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

const detailFields: Record<string, string> = { whatsappNumber: 'whatsapp', viberNumber: 'viber', messengerPage: 'messenger' };

function parseDetails(values: FormValues, facts: SiteFacts): SectionResult {
  let latitude = Number(values.latitude?.trim() || Number.NaN);
  let longitude = Number(values.longitude?.trim() || Number.NaN);
  const mapLink = values.mapLink?.trim() ?? '';
  if (mapLink) {
    const read = coordinatesFromMapLink(mapLink);
    if (read.kind === 'problem') return { ok: false, errors: { mapLink: read.message } };
    ({ latitude, longitude } = read);
  }
  const candidate = {
    name: values.name ?? '',
    phone: values.phone ?? '',
    email: (values.email ?? '').trim(),
    address: { street: values.street ?? '', barangay: values.barangay ?? '', city: values.city ?? '' },
    whatsappNumber: values.whatsapp ?? '',
    viberNumber: values.viber?.trim() ? values.viber : null,
    messengerPage: values.messenger ?? '',
    hours: facts.business.hours,
    latitude: Number.isNaN(latitude) ? undefined : latitude,
    longitude: Number.isNaN(longitude) ? undefined : longitude,
  };
  const parsed = businessSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      errors: errorsFrom(parsed.error, (path) => {
        const [first, second] = path.map(String);
        if (first === 'address') return second!;
        if ((first === 'latitude' || first === 'longitude') && mapLink) return 'mapLink';
        return detailFields[first!] ?? first!;
      }),
    };
  }
  return { ok: true, facts: { ...facts, business: parsed.data } };
}

function parseHours(values: FormValues, facts: SiteFacts): SectionResult {
  const candidate = Object.fromEntries(
    weekdays.map((day) => [
      day,
      values[`${day}-closed`] ? null : { opens: values[`${day}-opens`] ?? '', closes: values[`${day}-closes`] ?? '' },
    ]),
  );
  const parsed = weeklyHoursSchema.safeParse(candidate);
  if (!parsed.success) {
    return { ok: false, errors: errorsFrom(parsed.error, ([day, part]) => `${String(day)}-${part === 'opens' ? 'opens' : 'closes'}`) };
  }
  return { ok: true, facts: { ...facts, business: { ...facts.business, hours: parsed.data } } };
}

function parseClosures(values: FormValues, facts: SiteFacts): SectionResult {
  const rows = Array.from({ length: closureRowCount(values) }, (_, index) => ({
    index,
    date: values[`closure-date-${index}`]?.trim() ?? '',
    reason: values[`closure-reason-${index}`] ?? '',
  })).filter((row) => row.date || row.reason.trim());
  const parsed = closuresSchema.safeParse(rows.map(({ date, reason }) => ({ date, reason })));
  if (!parsed.success) {
    return {
      ok: false,
      errors: errorsFrom(parsed.error, ([position, part]) =>
        typeof position === 'number' ? `closure-${part === 'reason' ? 'reason' : 'date'}-${rows[position]!.index}` : 'closures',
      ),
    };
  }
  return { ok: true, facts: { ...facts, closures: parsed.data } };
}

const noticeFields: Record<string, string> = { text: 'noticeText', link: 'noticeLink', startsAt: 'noticeStartsAt', endsAt: 'noticeEndsAt' };

function parseNotice(values: FormValues, facts: SiteFacts): SectionResult {
  const fields = ['noticeText', 'noticeLink', 'noticeStartsAt', 'noticeEndsAt'].map((name) => values[name]?.trim() ?? '');
  // Every field empty: no notice.
  if (fields.every((value) => !value)) return { ok: true, facts: { ...facts, notice: null } };
  const [text, link, startsAt, endsAt] = fields as [string, string, string, string];
  const parsed = noticeSchema.safeParse({ text, link: link || null, startsAt, endsAt });
  if (!parsed.success) return { ok: false, errors: errorsFrom(parsed.error, ([field]) => noticeFields[String(field)] ?? 'noticeText') };
  return { ok: true, facts: { ...facts, notice: parsed.data } };
}

const parsers: Record<FactSection, (values: FormValues, facts: SiteFacts) => SectionResult> = {
  details: parseDetails,
  hours: parseHours,
  closures: parseClosures,
  notice: parseNotice,
  availability: parseAvailability,
  quotations: parseQuotations,
};

/** The draft with one section replaced by the posted form, or that form's field errors. */
export function applySection(section: FactSection, values: FormValues, draft: SiteFacts): SectionResult {
  return parsers[section](values, draft);
}
