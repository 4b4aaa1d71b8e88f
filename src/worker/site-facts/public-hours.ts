// The hours a visitor reads now: the week with its temporary changes, and the closures near
// enough to plan around, printed under the week (footer, Contact, the offline page).
import { addDays, manilaDay } from '../../shared/business-time';
import { dayHoursText, dayName, type HoursRow, type WeeklyHours } from '../../shared/opening-hours';
import type { Closure, SiteFacts } from '../../shared/site-facts';

/** How long before a closure the site starts showing it. */
const closureNoticeDays = 14;

const dayMonth = (day: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month }).format(new Date(`${day}T00:00:00Z`));

/** "24-26 Dec", "31 Dec - 1 Jan", "31 Dec"; `long` spells the month ("24-26 December"). */
export function closureDatesText({ from, to }: Pick<Closure, 'from' | 'to'>, month: 'short' | 'long' = 'short'): string {
  if (from === to) return dayMonth(from, month);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}-${dayMonth(to, month)}`;
  return `${dayMonth(from, month)} - ${dayMonth(to, month)}`;
}

/** The weekly hours with the temporary changes that have not ended by `now` (Manila's day). */
export function hoursNow(facts: Pick<SiteFacts, 'business' | 'temporaryHours'>, now: Date): WeeklyHours {
  const today = manilaDay(now);
  const hours = { ...facts.business.hours };
  for (const change of facts.temporaryHours) if (change.until >= today) hours[change.day] = change.hours;
  return hours;
}

/** Closures from two weeks before until they pass, then the temporary changes still running. */
export function hoursNotes(facts: Pick<SiteFacts, 'closures' | 'temporaryHours'>, now: Date): HoursRow[] {
  const today = manilaDay(now);
  const horizon = addDays(today, closureNoticeDays);
  const closures = facts.closures
    .filter((closure) => closure.to >= today && closure.from <= horizon)
    .map((closure) => ({ days: `${closureDatesText(closure)} (${closure.reason})`, hours: dayHoursText(closure.hours) }));
  const temporary = facts.temporaryHours
    .filter((change) => change.until >= today)
    .map((change) => ({ days: `${dayName(change.day)}s until ${dayMonth(change.until, 'short')}`, hours: dayHoursText(change.hours) }));
  return [...closures, ...temporary];
}
