// When a lead has waited "one working day": the business has been open, since the lead
// arrived, for as long as its longest day's hours (8:00 AM - 6:00 PM is 10 hours). Only open
// hours count: Saturday's shorter hours count as they are, closed days (Sundays, the days in
// src/content/holidays.ts and the owner's dated closures) not at all. So a lead at 10:00 on a Monday is due at 10:00 on
// Tuesday, and one at 17:00 on a Friday at 9:00 on Monday (1 hour Friday, 8 Saturday, 1 Monday).
import { weekdays, type WeeklyHours } from '../../shared/opening-hours';
import { businessUtcOffsetHours } from '../../shared/business-time';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const offsetMs = businessUtcOffsetHours * 60 * minuteMs;
/** Past this many days without enough open hours (every day closed), there is no reminder. */
const searchDays = 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The hours of a day of the week as Date.getUTCDay() numbers it (0 is Sunday). */
const hoursOn = (hours: WeeklyHours, weekday: number) => hours[weekdays[(weekday + 6) % 7]!];

/** The longest day's open time, the length of "one working day"; null when every day is closed. */
export function workingDayMs(hours: WeeklyHours): number | null {
  const lengths = weekdays
    .map((day) => hours[day])
    .flatMap((times) => (times ? [(minutesOf(times.closes) - minutesOf(times.opens)) * minuteMs] : []));
  return lengths.length > 0 ? Math.max(...lengths) : null;
}

/** True once the business has opened today (Manila): an open weekday, not a closed date, past its opening time. */
export function hasOpenedToday(now: Date, hours: WeeklyHours, closedDates: ReadonlySet<string>): boolean {
  const local = new Date(now.getTime() + offsetMs);
  if (closedDates.has(local.toISOString().slice(0, 10))) return false;
  const times = hoursOn(hours, local.getUTCDay());
  return times !== undefined && times !== null && local.getUTCHours() * 60 + local.getUTCMinutes() >= minutesOf(times.opens);
}

/** The moment the lead has waited one working day; null when the hours never add up to one. */
export function reminderDueAt(receivedAt: Date, hours: WeeklyHours, closedDates: ReadonlySet<string>): Date | null {
  let remaining = workingDayMs(hours);
  if (!remaining || remaining <= 0) return null;
  const received = receivedAt.getTime();
  // Manila midnight of the day it arrived, as a UTC instant.
  let dayStart = Math.floor((received + offsetMs) / dayMs) * dayMs - offsetMs;
  for (let day = 0; day < searchDays; day++, dayStart += dayMs) {
    const local = new Date(dayStart + offsetMs);
    if (closedDates.has(local.toISOString().slice(0, 10))) continue;
    const times = hoursOn(hours, local.getUTCDay());
    if (!times) continue;
    const from = Math.max(dayStart + minutesOf(times.opens) * minuteMs, received);
    const open = dayStart + minutesOf(times.closes) * minuteMs - from;
    if (open <= 0) continue;
    if (open >= remaining) return new Date(from + remaining);
    remaining -= open;
  }
  return null;
}
