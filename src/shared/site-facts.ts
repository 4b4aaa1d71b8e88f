// The facts the owner publishes from the dashboard (business details, hours, closures, the
// notice, projects): one zod schema that checks the dashboard's forms and every snapshot the
// site renders from, so nothing an operator can save is something a page cannot show.
// Worker-only at run time (zod stays out of the client bundle): the client imports types only.
import * as z from 'zod';
import { materialGradeIds } from './catalogue';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from './invisible-characters';
import { groupedPhilippinePhone, philippinePhoneToE164 } from './phone';
import { weekdays } from './opening-hours';
import { photoFormats, renditionWidths } from './site-photos';
import { quotationSettingsSchema } from './quotation';

/** One line of text a person typed: trimmed, no control or invisible characters, capped. */
const line = (max: number, what: string) =>
  z
    .string(`${what} must be text`)
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} is at most ${max} characters.`)
    .refine(
      (value) => !hasInvisibleCharacters(value),
      `The ${what} must be one line of visible text: remove line breaks and hidden characters (paste it as plain text).`,
    );

const philippinePhone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const grouped = groupedPhilippinePhone(philippinePhoneToE164(value) ?? '');
    if (!grouped) {
      ctx.addIssue({ code: 'custom', message: 'Enter a Philippine number, e.g. 0917 123 4567 or (046) 471 2345.' });
      return z.NEVER;
    }
    return grouped;
  });

/** wa.me and viber:// want the international number as digits. */
const chatNumber = (app: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const e164 = philippinePhoneToE164(value) ?? value.replace(/[\s().-]/g, '');
      const digits = e164.replace(/^\+/, '');
      if (!/^[1-9]\d{7,14}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: `Enter the ${app} number with its country code, e.g. +63 917 123 4567.` });
        return z.NEVER;
      }
      return digits;
    });

/** The Philippines' extent, with a margin: a coordinate outside it is a typo (a swapped pair, a lost minus). */
const philippineBounds = { south: 4.2, north: 21.5, west: 116, east: 127 } as const;

const latitude = z
  .number('Enter the latitude as a number, e.g. 14.4291.')
  .min(philippineBounds.south, 'This latitude is outside the Philippines (4.2 to 21.5).')
  .max(philippineBounds.north, 'This latitude is outside the Philippines (4.2 to 21.5).');
const longitude = z
  .number('Enter the longitude as a number, e.g. 120.9367.')
  .min(philippineBounds.west, 'This longitude is outside the Philippines (116 to 127).')
  .max(philippineBounds.east, 'This longitude is outside the Philippines (116 to 127).');

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, e.g. 08:00.');

const openHours = z
  .object({ opens: clock, closes: clock })
  .refine(({ opens, closes }) => opens < closes, { message: 'Closing time must be after opening time.', path: ['closes'] });
const dayHours = openHours.nullable();

export const weeklyHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<(typeof weekdays)[number], typeof dayHours>,
);

export const businessSchema = z.object({
  name: line(80, 'business name'),
  phone: philippinePhone,
  email: z.email('Enter an email address, e.g. sales@example.ph.').max(254, 'The email address is at most 254 characters.'),
  address: z.object({
    street: line(120, 'street'),
    barangay: line(80, 'barangay'),
    city: line(80, 'city'),
  }),
  whatsappNumber: chatNumber('WhatsApp'),
  viberNumber: chatNumber('Viber').nullable(),
  /** The Facebook page's username, for m.me links. */
  messengerPage: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.]{5,50}$/, 'Enter the Facebook page username (letters, numbers and dots), e.g. cavitestainless.'),
  hours: weeklyHoursSchema,
  latitude,
  longitude,
});

/** A calendar date that exists, "YYYY-MM-DD". */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist.');

/** The longest closure, in days: longer is a typo in a date, or more than one closure. */
const maxClosureDays = 60;

const daysFrom = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * Days the business is closed (hours null) or keeps special hours, first to last day inclusive.
 * Snapshots and drafts from before ranges hold one `date` a closure: read as a one-day range.
 */
const closureSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && 'date' in value && !('from' in value)
      ? { from: value.date, to: value.date, reason: (value as { reason?: unknown }).reason, hours: null }
      : value,
  z
    .object({ from: isoDate, to: isoDate, reason: line(80, 'reason'), hours: dayHours })
    .refine(({ from, to }) => from <= to, { message: 'The last day must be on or after the first day.', path: ['to'] })
    .refine(({ from, to }) => daysFrom(from, to) < maxClosureDays, {
      message: `A closure is at most ${maxClosureDays} days: split a longer one or check the dates.`,
      path: ['to'],
    }),
);

export const closuresSchema = z
  .array(closureSchema)
  .max(60, 'At most 60 closures: remove past ones first.')
  .superRefine((closures, ctx) => {
    closures.forEach((closure, index) => {
      const other = closures.slice(0, index).find((earlier) => earlier.from <= closure.to && closure.from <= earlier.to);
      if (other)
        ctx.addIssue({ code: 'custom', path: [index, 'from'], message: `These dates overlap "${other.reason}": one closure a day.` });
    });
  })
  .transform((closures) => [...closures].sort((a, b) => a.from.localeCompare(b.from)));

/**
 * A weekday's hours for a while ("Saturdays 8:00-12:00 from 5 December until 9 January"); the weekly
 * hours again after `until`. Without `from` (and in snapshots from before it) it runs from now.
 */
const temporaryHoursSchema = z
  .object({ day: z.enum(weekdays, 'Choose the weekday.'), hours: dayHours, from: isoDate.optional(), until: isoDate })
  .refine((change) => !change.from || change.from <= change.until, { path: ['from'], message: 'The first day comes before the last day.' });

export const temporaryHoursListSchema = z
  .array(temporaryHoursSchema)
  .max(weekdays.length)
  .superRefine((list, ctx) => {
    list.forEach((entry, index) => {
      if (list.findIndex((other) => other.day === entry.day) < index)
        ctx.addIssue({ code: 'custom', path: [index, 'day'], message: 'One temporary change a weekday.' });
    });
  });

/** Manila wall-clock time "YYYY-MM-DDTHH:MM", as an <input type="datetime-local"> sends it. */
const manilaDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Enter a date and time, e.g. 2026-12-24T08:00.')
  .refine((value) => isoDate.safeParse(value.slice(0, 10)).success, 'This date does not exist.');

const httpsUrl = z
  .url({ protocol: /^https$/, message: 'Enter a full https:// address, e.g. https://www.example.ph/holidays.' })
  .max(500, 'The link is at most 500 characters.');

export const noticeSchema = z
  .object({
    text: line(200, 'notice text'),
    link: httpsUrl.nullable(),
    startsAt: manilaDateTime,
    endsAt: manilaDateTime,
  })
  .refine(({ startsAt, endsAt }) => startsAt < endsAt, { message: 'The notice must end after it starts.', path: ['endsAt'] })
  .nullable();

export const projectPhotoSchema = z.object({
  /** SHA-256 of the full-size file: every rendition's name starts with it (site-photos.ts). */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  format: z.enum(photoFormats),
  width: z.number().int().min(1).max(2000),
  height: z.number().int().min(1).max(2000),
  /** Widths stored besides the full size (480, 960, 1440 when the photo is wider). */
  renditions: z.array(z.number().int().min(1).max(2000)).max(renditionWidths.length),
});

export const projectSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: line(100, 'project title'),
  industry: line(60, 'industry'),
  location: line(80, 'location'),
  year: z.number().int().min(1970, 'Enter a year from 1970.').max(2100, 'Enter a year up to 2100.'),
  gradeAndFinish: line(80, 'grade and finish'),
  description: z
    .string()
    .trim()
    .max(600, 'The description is at most 600 characters.')
    .refine(
      (value) => !hasInvisibleCharactersBesidesLineBreaks(value),
      'The description may have line breaks but no hidden or control characters: paste it as plain text.',
    ),
  hidden: z.boolean(),
  photos: z.array(projectPhotoSchema).max(8, 'At most 8 photos a project.'),
});

export const maxProjects = 40;

/** Longest lead time the owner can set, in days (half a year: longer is "ask us"). */
export const maxLeadTimeDays = 180;

const stockStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in-stock') }),
  z.object({
    status: z.literal('lead-time'),
    days: z
      .number('Enter the lead time in days, e.g. 14.')
      .int('Enter the lead time in whole days.')
      .min(1, `Enter a lead time from 1 to ${maxLeadTimeDays} days.`)
      .max(maxLeadTimeDays, `Enter a lead time from 1 to ${maxLeadTimeDays} days.`),
  }),
]);

const catalogueKey = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** A grade as the catalogue names it, e.g. "316L". */
const gradeKey = z.string().regex(/^[A-Za-z0-9]{1,20}$/);

/**
 * One size table's stock per grade (grade -> status); a grade left out shows the catalogue's
 * default. A snapshot published before grades held one status per table: it is read as that
 * status for every grade.
 */
const tableStockSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && 'status' in value
      ? Object.fromEntries(materialGradeIds.map(({ id }) => [id, value]))
      : value,
  z.record(gradeKey, stockStatusSchema),
);

/**
 * The owner's stock per catalogue family, size table and grade (family id -> table id -> grade ->
 * status). Keys are not checked against the catalogue here: a table or grade the catalogue drops
 * later must not make a stored snapshot unreadable (pages skip it). The dashboard's form refuses
 * keys the catalogue does not have (site-facts/availability.ts).
 */
export const availabilitySchema = z.record(catalogueKey, z.record(catalogueKey, tableStockSchema));

export const siteFactsSchema = z.object({
  business: businessSchema,
  closures: closuresSchema,
  /** Snapshots from before temporary hours have none. */
  temporaryHours: temporaryHoursListSchema.default([]),
  notice: noticeSchema,
  /** null until the owner publishes projects: the site shows the sample projects in code. */
  projects: z.array(projectSchema).max(maxProjects, `At most ${maxProjects} projects.`).nullable(),
  /** Snapshots published before stock availability existed have none: every table shows its default. */
  availability: availabilitySchema.default({}),
  /** How the business quotes (VAT, TIN, payment details, default terms); older snapshots have none and read the defaults (storedSiteFactsSchema). */
  quotations: quotationSettingsSchema,
});

export type SiteFacts = z.output<typeof siteFactsSchema>;
export type Closure = SiteFacts['closures'][number];
export type Notice = NonNullable<z.output<typeof noticeSchema>>;
export type Project = z.output<typeof projectSchema>;
export type ProjectPhoto = z.output<typeof projectPhotoSchema>;

/** The photo list a project form posted (JSON in a hidden field), or none when it is not a valid list. */
export function postedProjectPhotos(json: string | undefined): ProjectPhoto[] {
  try {
    const parsed = z.array(projectPhotoSchema).safeParse(JSON.parse(json || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
export type StockStatus = z.output<typeof stockStatusSchema>;
export type StockAvailability = z.output<typeof availabilitySchema>;
/** One size table's published stock: grade -> status. */
export type TableStock = StockAvailability[string][string];

/** What KV holds: a published version of the facts. */
export const publishedSnapshotSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  facts: siteFactsSchema,
});
export type PublishedSnapshot = z.output<typeof publishedSnapshotSchema>;

/** Every day of a closure, first to last, "YYYY-MM-DD". */
function closureDays({ from, to }: Pick<Closure, 'from' | 'to'>): string[] {
  return Array.from({ length: daysFrom(from, to) + 1 }, (_, offset) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * The days the owner closed all day as "YYYY-MM-DD", for "one working day" math alongside the
 * national holidays; a day with special hours is open. Weekly closed days are
 * `facts.business.hours[day] === null`.
 */
export function closedDates(facts: Pick<SiteFacts, 'closures'>): ReadonlySet<string> {
  return new Set(facts.closures.filter((closure) => closure.hours === null).flatMap(closureDays));
}
