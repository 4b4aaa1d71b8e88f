// The hours a visitor reads now: the week with the temporary changes running (each once, on its
// day's row: "Saturday (until 9 January 2027)"), and under it the closures and temporary changes near
// enough to plan around (footer, Contact, the offline page).
import { addDays, customerDayInWords, customerDaysInWords, manilaDay } from '../../shared/business-time';
import { dayHoursText, dayName, hoursRows, type HoursRow, type Weekday, type WeeklyHours } from '../../shared/opening-hours';
import type { SiteFacts } from '../../shared/site-facts';

/** How long before a closure or a temporary change the site starts showing it: a December order is planned in November. */
const closureNoticeDays = 60;

type TemporaryChange = SiteFacts['temporaryHours'][number];

const runningOn = (change: TemporaryChange, today: string) => (change.from ?? today) <= today && change.until >= today;

/** The weekly hours with the temporary changes running on `now` (Manila's day). */
export function hoursNow(facts: Pick<SiteFacts, 'business' | 'temporaryHours'>, now: Date): WeeklyHours {
  const today = manilaDay(now);
  const hours = { ...facts.business.hours };
  for (const change of facts.temporaryHours) if (runningOn(change, today)) hours[change.day] = change.hours;
  return hours;
}

/** The week's rows as a visitor reads them: a day with a temporary change running says until when. */
export function weekRows(facts: Pick<SiteFacts, 'business' | 'temporaryHours'>, now: Date): HoursRow[] {
  const today = manilaDay(now);
  const untilWords: Partial<Record<Weekday, string>> = {};
  for (const change of facts.temporaryHours) {
    if (runningOn(change, today)) untilWords[change.day] = `until ${customerDayInWords(change.until)}`;
  }
  return hoursRows(hoursNow(facts, now), untilWords);
}

/** Closures and temporary changes still to come, from two months before, and closures until they pass. */
export function hoursNotes(facts: Pick<SiteFacts, 'closures' | 'temporaryHours'>, now: Date): HoursRow[] {
  const today = manilaDay(now);
  const horizon = addDays(today, closureNoticeDays);
  const closures = facts.closures
    .filter((closure) => closure.to >= today && closure.from <= horizon)
    .map((closure) => ({
      days: `${customerDaysInWords(closure.from, closure.to)} (${closure.reason})`,
      hours: dayHoursText(closure.hours),
    }));
  const comingChanges = facts.temporaryHours
    .filter((change) => change.from !== undefined && change.from > today && change.from <= horizon)
    .map((change) => ({
      days: `${dayName(change.day)}s ${customerDaysInWords(change.from!, change.until)}`,
      hours: dayHoursText(change.hours),
    }));
  return [...closures, ...comingChanges];
}
