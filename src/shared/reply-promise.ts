// Sentences for the reply promise ("we reply within one working day"): the open hours and the
// closures near a date. Apart from opening-hours.ts so only the quote form's chunk carries them.
import type { HoursRow } from './opening-hours';
import { customerDaysInWords, manilaDay } from './business-time';
import type { Closure } from './site-facts';

/** "Monday - Friday 8:00 AM - 6:00 PM, Saturday 8:00 AM - 1:00 PM": the open days, for a sentence. */
export function openHoursSentence(rows: readonly HoursRow[]): string {
  return rows
    .filter((row) => row.hours !== 'Closed')
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
}

/**
 * The all-day closures in the next `days` days (today included) as one sentence for the "we reply within
 * one working day" promise, e.g. "We are closed 25 December 2026 (Christmas Day): we reply on the next
 * working day after."; null when none is near.
 */
export function nearClosuresSentence(closures: readonly Closure[], now: Date, days = 7): string | null {
  const today = manilaDay(now);
  const last = manilaDay(new Date(now.getTime() + days * 86_400_000));
  // A day with special hours is open: the promise holds.
  const near = closures.filter((closure) => closure.hours === null && closure.to >= today && closure.from <= last);
  if (near.length === 0) return null;
  const list = near.map((closure) => `${customerDaysInWords(closure.from, closure.to)} (${closure.reason})`).join(', ');
  return `We are closed ${list}: we reply on the next working day after.`;
}
