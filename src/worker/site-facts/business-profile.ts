// The reminder after a publish that changed the hours or closures: Google Search and Maps read
// the Google Business Profile, so the owner copies the same hours and dates there by hand.
import { calendarDayInWords, manilaDay } from '../../shared/business-time';
import { dayHoursText, dayName, hoursRows } from '../../shared/opening-hours';
import type { SiteFacts } from '../../shared/site-facts';

type HoursFacts = Pick<SiteFacts, 'business' | 'closures' | 'temporaryHours'>;

const hoursFacts = ({ business, closures, temporaryHours }: HoursFacts) => JSON.stringify([business.hours, closures, temporaryHours]);

export const hoursOrClosuresChanged = (before: HoursFacts, after: HoursFacts) => hoursFacts(before) !== hoursFacts(after);

/** What to copy: the weekly hours, then each closure and temporary change not yet over, with its dates. */
export function businessProfileLines(facts: HoursFacts, now: Date): string[] {
  const today = manilaDay(now);
  const week = hoursRows(facts.business.hours).map((row) => `${row.days}: ${row.hours}`);
  const closures = facts.closures
    .filter((closure) => closure.to >= today)
    .map((closure) => {
      const dates =
        closure.from === closure.to
          ? calendarDayInWords(closure.from)
          : `${calendarDayInWords(closure.from)} to ${calendarDayInWords(closure.to)}`;
      return `Special hours, ${dates}: ${dayHoursText(closure.hours)} (${closure.reason})`;
    });
  const temporary = facts.temporaryHours
    .filter((change) => change.until >= today)
    .map(
      (change) =>
        `Special hours, every ${dayName(change.day)}${change.from && change.from > today ? ` from ${calendarDayInWords(change.from)}` : ''} until ${calendarDayInWords(change.until)}: ${dayHoursText(change.hours)}`,
    );
  return [`Hours: ${week.join('; ')}`, ...closures, ...temporary];
}
