// Sentences for the reply promise ("we reply within one working day"): the open hours and the
// closures near a date. Apart from opening-hours.ts so only the quote form's chunk carries them.
import type { HoursRow } from './opening-hours';
import { manilaDate } from './quote-request';
import type { Closure } from './site-facts';

/** "Monday - Friday 8:00 AM - 6:00 PM, Saturday 8:00 AM - 1:00 PM": the open days, for a sentence. */
export function openHoursSentence(rows: readonly HoursRow[]): string {
  return rows
    .filter((row) => row.hours !== 'Closed')
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
}

/** "Thu 25 Dec" for "2026-12-25". */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The all-day closures in the next `days` days (today included) as one sentence for the "we reply within
 * one working day" promise, e.g. "We are closed Thu 25 Dec (Christmas Day): we reply on the next
 * working day after."; null when none is near.
 */
export function nearClosuresSentence(closures: readonly Closure[], now: Date, days = 7): string | null {
  const today = manilaDate(now);
  const last = manilaDate(new Date(now.getTime() + days * 86_400_000));
  // A day with special hours is open: the promise holds.
  const near = closures.filter((closure) => closure.hours === null && closure.to >= today && closure.from <= last);
  if (near.length === 0) return null;
  const dates = ({ from, to }: Closure) => (from === to ? shortDate(from) : `${shortDate(from)} - ${shortDate(to)}`);
  const list = near.map((closure) => `${dates(closure)} (${closure.reason})`).join(', ');
  return `We are closed ${list}: we reply on the next working day after.`;
}
