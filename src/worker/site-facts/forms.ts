// The dashboard's site-facts forms: each section's posted fields to the facts, checked by the
// schema the site renders with; a field that does not fit gets its message, keyed by field name.
import type * as z from 'zod';
import { manilaClock, manilaDay } from '../../shared/business-time';
import { weekdays } from '../../shared/opening-hours';
import {
  businessSchema,
  closuresSchema,
  noticeSchema,
  temporaryHoursListSchema,
  weeklyHoursSchema,
  type SiteFacts,
} from '../../shared/site-facts';
import { parseAvailability } from './availability';
import { coordinatesFromMapLink } from './map-link';
import { parseQuotations, quotationValues } from './quotations';

export const factSections = ['details', 'hours', 'closures', 'notice', 'availability', 'quotations'] as const;
export type FactSection = (typeof factSections)[number];

/** Form field name -> value, as the forms post them and show them. */
export type { FieldErrors, FormValues, SectionResult } from './form-result';
import type { FieldErrors, FormValues, SectionResult } from './form-result';

/** Blank rows offered under the saved ones: each save offers them again, so any number can be added. */
const blankClosureRows = 2;
const blankTemporaryRows = 1;

/** The form fields' values for facts: what each form shows before anyone types; temporary hours that ended are left out. */
export function formValues(facts: SiteFacts, now: Date): FormValues {
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
    values[`closure-from-${index}`] = closure.from;
    values[`closure-to-${index}`] = closure.to;
    values[`closure-reason-${index}`] = closure.reason;
    values[`closure-opens-${index}`] = closure.hours?.opens ?? '';
    values[`closure-closes-${index}`] = closure.hours?.closes ?? '';
  });
  const today = manilaDay(now);
  facts.temporaryHours
    .filter((change) => change.until >= today)
    .forEach((change, index) => {
      values[`temporary-day-${index}`] = change.day;
      values[`temporary-opens-${index}`] = change.hours?.opens ?? '';
      values[`temporary-closes-${index}`] = change.hours?.closes ?? '';
      if (!change.hours) values[`temporary-closed-${index}`] = 'on';
      values[`temporary-from-${index}`] = change.from ?? '';
      values[`temporary-until-${index}`] = change.until;
    });
  return values;
}

const savedRows = (values: FormValues, prefix: string) => Object.keys(values).filter((name) => name.startsWith(prefix)).length;

/** Rows the closures form shows (or was posted with): the saved ones and the blank ones. */
export function closureRowCount(values: FormValues): number {
  return savedRows(values, 'closure-from-') + blankClosureRows;
}

export function temporaryRowCount(values: FormValues): number {
  return savedRows(values, 'temporary-day-') + blankTemporaryRows;
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

/** The temporary changes posted, or their errors; an end date already past is refused. */
function parseTemporaryHours(
  values: FormValues,
  now: Date,
): { ok: true; list: SiteFacts['temporaryHours'] } | { ok: false; errors: FieldErrors } {
  const rows = Array.from({ length: temporaryRowCount(values) }, (_, index) => {
    const field = (name: string) => values[`temporary-${name}-${index}`]?.trim() ?? '';
    const closed = Boolean(field('closed'));
    return {
      index,
      day: field('day'),
      hours: closed ? null : { opens: field('opens'), closes: field('closes') },
      from: field('from') || undefined,
      until: field('until'),
      filled: Boolean(field('day') || field('from') || field('until') || field('opens') || field('closes') || closed),
    };
  }).filter((row) => row.filled);
  const errors: FieldErrors = {};
  const today = manilaDay(now);
  for (const row of rows) {
    if (row.until && row.until < today)
      errors[`temporary-until-${row.index}`] = 'This date has passed: pick a later end, or clear the row.';
  }
  const parsed = temporaryHoursListSchema.safeParse(rows.map(({ day, hours, from, until }) => ({ day, hours, from, until })));
  if (!parsed.success) {
    Object.assign(
      errors,
      errorsFrom(parsed.error, (path) => {
        const [position, part, inner] = path;
        if (typeof position !== 'number') return 'temporary';
        const name = part === 'hours' ? (inner === 'opens' ? 'opens' : 'closes') : part === 'day' || part === 'from' ? part : 'until';
        return `temporary-${name}-${rows[position]!.index}`;
      }),
      errors,
    );
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, list: parsed.data };
}

function parseHours(values: FormValues, facts: SiteFacts, now: Date): SectionResult {
  const candidate = Object.fromEntries(
    weekdays.map((day) => [
      day,
      values[`${day}-closed`] ? null : { opens: values[`${day}-opens`] ?? '', closes: values[`${day}-closes`] ?? '' },
    ]),
  );
  const parsed = weeklyHoursSchema.safeParse(candidate);
  const temporary = parseTemporaryHours(values, now);
  if (!parsed.success || !temporary.ok) {
    return {
      ok: false,
      errors: {
        ...(parsed.success ? {} : errorsFrom(parsed.error, ([day, part]) => `${String(day)}-${part === 'opens' ? 'opens' : 'closes'}`)),
        ...(temporary.ok ? {} : temporary.errors),
      },
    };
  }
  return { ok: true, facts: { ...facts, business: { ...facts.business, hours: parsed.data }, temporaryHours: temporary.list } };
}

function parseClosures(values: FormValues, facts: SiteFacts): SectionResult {
  const rows = Array.from({ length: closureRowCount(values) }, (_, index) => {
    const field = (name: string) => values[`closure-${name}-${index}`]?.trim() ?? '';
    const [from, opens, closes] = [field('from'), field('opens'), field('closes')];
    return {
      index,
      from,
      // One day when only the first is given.
      to: field('to') || from,
      reason: field('reason'),
      // No times: closed all day.
      hours: opens || closes ? { opens, closes } : null,
      kept: !field('remove') && Boolean(from || field('to') || field('reason') || opens || closes),
    };
  }).filter((row) => row.kept);
  const parsed = closuresSchema.safeParse(rows.map(({ from, to, reason, hours }) => ({ from, to, reason, hours })));
  if (!parsed.success) {
    return {
      ok: false,
      errors: errorsFrom(parsed.error, ([position, part, inner]) => {
        if (typeof position !== 'number') return 'closures';
        const name = part === 'hours' ? (inner === 'opens' ? 'opens' : 'closes') : String(part);
        return `closure-${name}-${rows[position]!.index}`;
      }),
    };
  }
  return { ok: true, facts: { ...facts, closures: parsed.data } };
}

/** Manila's wall clock now, as the notice's fields hold it ("2026-12-20T09:30"). */
export const manilaNow = (now: Date) => `${manilaDay(now)}T${manilaClock(now)}`;

const noticeFields: Record<string, string> = { text: 'noticeText', link: 'noticeLink', startsAt: 'noticeStartsAt', endsAt: 'noticeEndsAt' };

function parseNotice(values: FormValues, facts: SiteFacts, now: Date): SectionResult {
  const fields = ['noticeText', 'noticeLink', 'noticeStartsAt', 'noticeEndsAt'].map((name) => values[name]?.trim() ?? '');
  // Every field empty: no notice.
  if (fields.every((value) => !value)) return { ok: true, facts: { ...facts, notice: null } };
  const [text, link, startsAt, endsAt] = fields as [string, string, string, string];
  // The text box is a few lines high so a phone shows all of it; the notice is one line, so Enter is a space.
  // Split and trimmed rather than one pattern around the line break, which backtracks over long runs of spaces.
  const oneLine = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join(' ');
  // No start: it runs from now.
  const parsed = noticeSchema.safeParse({ text: oneLine, link: link || null, startsAt: startsAt || manilaNow(now), endsAt });
  if (!parsed.success) return { ok: false, errors: errorsFrom(parsed.error, ([field]) => noticeFields[String(field)] ?? 'noticeText') };
  return { ok: true, facts: { ...facts, notice: parsed.data } };
}

const parsers: Record<FactSection, (values: FormValues, facts: SiteFacts, now: Date) => SectionResult> = {
  details: parseDetails,
  hours: parseHours,
  closures: parseClosures,
  notice: parseNotice,
  availability: parseAvailability,
  quotations: parseQuotations,
};

/** The draft with one section replaced by the posted form, or that form's field errors. */
export function applySection(section: FactSection, values: FormValues, draft: SiteFacts, now: Date): SectionResult {
  return parsers[section](values, draft, now);
}
