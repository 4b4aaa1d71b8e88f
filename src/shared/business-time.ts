// The business's clock: every date and time the site shows, stores or reports is Manila's.
export const businessTimeZone = 'Asia/Manila';
/** The Philippines has kept UTC+8, without daylight saving, since 1978 (for SQL date arithmetic). */
export const businessUtcOffsetHours = 8;

const dayMs = 24 * 60 * 60 * 1000;
const offsetMs = businessUtcOffsetHours * 60 * 60 * 1000;

/** The Manila calendar day of an instant, YYYY-MM-DD. */
export const manilaDay = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (not 2031-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  // Month 13 or day 00 is no date at all (NaN); February 30 rolls over into March.
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** The Manila wall-clock time of an instant, HH:MM (24-hour). */
export const manilaClock = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(11, 16);

/** Midnight in Manila at the start of a Manila day, as an instant. */
export function manilaDayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
}

/** The calendar day `days` after (or, negative, before) a day. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

// Dates in words: the one place a date is formatted (a unit test holds every other file to it).
// The dashboard, the owner's emails and staff screens write month first, with short month names;
// customers read dates as a business letter writes them, day first, the month spelled out.

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** A formatter made on its first use (the quote form's code carries this module; its start-up need not pay for them); marked pure, so a bundle drops those it never calls. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): (at: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (at) => (made ??= new Intl.DateTimeFormat(locale, options)).format(at);
}
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const manilaTime = /* @__PURE__ */ dateFormat('en-PH', { timeZone: businessTimeZone, dateStyle: 'medium', timeStyle: 'short' });
/** An instant as the dashboard shows it, in Manila: "Nov 26, 2026, 4:40 PM". */
export const formatManilaTime = (iso: string) => manilaTime(new Date(iso));

const calendarDay = /* @__PURE__ */ dateFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
/** A Manila day (YYYY-MM-DD) as the dashboard writes it, with its weekday to plan by: "Fri, Nov 27, 2026". */
export const calendarDayInWords = (day: string) => calendarDay(utcDay(day));

/** A Manila day in a range or a chart's label, month first: "Nov 27", with the year when asked ("Nov 27, 2026"). */
function dashboardDay(day: string, withYear: boolean) {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return `${shortMonths[month! - 1]} ${dayOfMonth}${withYear ? `, ${year}` : ''}`;
}

/**
 * A range of Manila days as the dashboard writes it: "Nov 1 – Nov 30, 2026", "Dec 20, 2025 – Jan 2, 2026";
 * one day is "Nov 16, 2026". The year is left out where the sentence has already named it (`yearShown`).
 */
export function dayRangeInWords(from: string, to: string, yearShown?: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const endYear = to.slice(0, 4) !== yearShown;
  if (from === to) return dashboardDay(from, endYear);
  return `${dashboardDay(from, !sameYear)} – ${dashboardDay(to, endYear || !sameYear)}`;
}

const weekday = /* @__PURE__ */ dateFormat('en-US', { timeZone: 'UTC', weekday: 'long' });
/** A Manila day's weekday: "Monday". */
export const weekdayInWords = (day: string) => weekday(utcDay(day));

const clock = /* @__PURE__ */ dateFormat('en-PH', { timeZone: businessTimeZone, hour: 'numeric', minute: '2-digit' });
/** An instant's Manila time of day: "7:05 AM" (the dashboard's and the customers' alike). */
export const timeOfDay = (iso: string) => clock(new Date(iso));

const monthFormat = /* @__PURE__ */ dateFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
/** A calendar month, '2026-11', as "November 2026". */
export const monthInWords = (month: string) => monthFormat(utcDay(`${month}-01`));

const customerDay = /* @__PURE__ */ dateFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
/**
 * A Manila day as customers read it, on their pages, emails and PDFs and in the site's hours, as a
 * business letter writes it: "26 November 2026". The dashboard writes days as calendarDayInWords, instants as formatManilaTime.
 */
export const customerDayInWords = (day: string) => customerDay(utcDay(day));

/** An instant as customers read it, in Manila: "26 November 2026, 4:40 PM". */
export const customerTimeInWords = (iso: string) => {
  const at = new Date(iso);
  return `${customerDayInWords(manilaDay(at))}, ${clock(at)}`;
};

/**
 * Days in a row as customers read them: "24–26 December 2026", "30 November – 2 December 2026",
 * "31 December 2026 – 1 January 2027"; one day is "25 December 2026".
 */
export function customerDaysInWords(from: string, to: string): string {
  if (from === to) return customerDayInWords(from);
  const [first, last] = [customerDayInWords(from), customerDayInWords(to)];
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${first} – ${last}`;
  const withoutYear = first.slice(0, -5);
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${withoutYear} – ${last}`;
  return `${Number(from.slice(8))}–${last}`;
}
