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

const manilaTime = new Intl.DateTimeFormat('en-PH', { timeZone: businessTimeZone, dateStyle: 'medium', timeStyle: 'short' });
/** An instant as the dashboard shows it, in Manila: "Nov 26, 2026, 4:40 PM". */
export const formatManilaTime = (iso: string) => manilaTime.format(new Date(iso));

const calendarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
/** A Manila day (YYYY-MM-DD) in words, as the dashboard writes a follow-up's: "Fri, Nov 27, 2026". */
export const calendarDayInWords = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

const customerDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
/**
 * A Manila day as customers read it, on their pages, emails and PDFs, as a business letter writes
 * it: "26 November 2026". The dashboard writes days as calendarDayInWords, instants as formatManilaTime.
 */
export const customerDayInWords = (day: string) => customerDay.format(new Date(`${day}T00:00:00Z`));

const customerClock = new Intl.DateTimeFormat('en-PH', { timeZone: businessTimeZone, hour: 'numeric', minute: '2-digit' });
/** An instant as customers read it, in Manila: "26 November 2026, 4:40 PM". */
export const customerTimeInWords = (iso: string) => {
  const at = new Date(iso);
  return `${customerDayInWords(manilaDay(at))}, ${customerClock.format(at)}`;
};
