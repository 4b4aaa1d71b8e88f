// The periods the overview, the CSV export and the weekly report read: ranges of whole Manila
// calendar days (YYYY-MM-DD, both ends included), from a preset or a custom from/to.
import { isMonthPreset, monthPresets, type MonthPreset } from '../../shared/admin-overview';
import { addDays, calendarDayInWords, isCalendarDay, manilaDay } from '../../shared/business-time';

export { addDays };

export interface DayRange {
  /** The first Manila day, YYYY-MM-DD. */
  from: string;
  /** The last Manila day, included. */
  to: string;
}

/**
 * The preset periods, in days, each ending yesterday: complete days only, so a morning's barely
 * begun day never weighs against a whole one (the overview's "Today so far" shows today).
 */
export const presetDays = [7, 30, 90, 365] as const;
export type PresetDays = (typeof presetDays)[number];
/** The dashboard's period when the request names none. */
const defaultPresetDays: PresetDays = 7;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / (24 * 60 * 60 * 1000);

/** How many days the range covers, both ends included. */
export function rangeLength(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Every day of the range, oldest first. */
export function rangeDays(range: DayRange): string[] {
  return Array.from({ length: rangeLength(range) }, (_, i) => addDays(range.from, i));
}

export const manilaToday = manilaDay;

/** The last `days` complete Manila days: the `days` days ending yesterday. */
export function presetRange(days: PresetDays, now: Date): DayRange {
  const to = addDays(manilaToday(now), -1);
  return { from: addDays(to, 1 - days), to };
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** This Manila month from its 1st to today (today's part so far), or last month from its 1st to its last day. */
export function monthRange(preset: MonthPreset, now: Date): DayRange {
  const today = manilaToday(now);
  if (preset === 'this-month') return { from: firstOfMonth(today), to: today };
  const lastMonthEnd = addDays(firstOfMonth(today), -1);
  return { from: firstOfMonth(lastMonthEnd), to: lastMonthEnd };
}

/**
 * The month before a month preset's range: last month whole for last month; for this month so far,
 * the same dates of last month (the 31st compares with the end of a shorter month).
 */
function monthBefore(preset: MonthPreset, range: DayRange): DayRange {
  const end = addDays(range.from, -1);
  const from = firstOfMonth(end);
  if (preset === 'last-month') return { from, to: end };
  // Same month, so the strings compare as dates; a day past the month's end ("…-02-30") sorts after it.
  const sameDate = `${from.slice(0, 8)}${range.to.slice(8)}`;
  return { from, to: sameDate < end ? sameDate : end };
}

/** What a period's changes compare with: the month before for a month, else the previous period. */
export function comparisonPeriod(period: ChosenPeriod): DayRange {
  return isMonthPreset(period.preset) ? monthBefore(period.preset, period.range) : previousPeriod(period.range);
}

/**
 * The previous period: the same length, shifted back by the smallest whole number of weeks that
 * clears the range, so the two never overlap and each day is compared with the same weekday.
 */
export function previousPeriod(range: DayRange): DayRange {
  const shift = weeksBack(rangeLength(range));
  return { from: addDays(range.from, -shift), to: addDays(range.to, -shift) };
}

const weeksBack = (days: number) => Math.ceil(days / 7) * 7;

/** The days a preset of `days` and its previous period span together (365: 736), all before today. */
export const daysWithPreviousPeriod = (days: number) => days + weeksBack(days);

/** ISO weekday, Monday 1 ... Sunday 7. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The last whole Monday-to-Sunday week that ended before `day`. */
export function weekBefore(day: string): DayRange {
  const monday = addDays(day, 1 - isoWeekday(day) - 7);
  return { from: monday, to: addDays(monday, 6) };
}

/** The week before a Monday-to-Sunday week. */
export function previousWeek(week: DayRange): DayRange {
  return { from: addDays(week.from, -7), to: addDays(week.to, -7) };
}

/** The period a request asked for: a preset (`preset` set) or a custom from/to. */
export interface ChosenPeriod {
  range: DayRange;
  preset: PresetDays | MonthPreset | null;
}

/** The default preset, ending yesterday. */
export const defaultPeriod = (now: Date): ChosenPeriod => ({ range: presetRange(defaultPresetDays, now), preset: defaultPresetDays });

export type PeriodChoice = { ok: true; period: ChosenPeriod } | { ok: false; message: string };

/** The query values that choose a period: `days` or `period` (a preset), or `from` and `to`. */
export interface PeriodQuery {
  days?: string;
  /** A calendar month: this-month or last-month. */
  period?: string;
  from?: string;
  to?: string;
}

/**
 * The period the query asks for. No values: the default preset. A `days` or `period` outside the presets or
 * a custom range that cannot be read is refused with a message saying what to change.
 */
export function choosePeriod(query: PeriodQuery, now: Date, retentionDays: number): PeriodChoice {
  const today = manilaToday(now);
  if (query.from !== undefined || query.to !== undefined) {
    const from = query.from?.trim() ?? '';
    const to = query.to?.trim() ?? '';
    if (!from || !to) return { ok: false, message: 'A custom period needs both a start and an end date.' };
    for (const [name, value] of [
      ['start', from],
      ['end', to],
    ] as const) {
      if (!isCalendarDay(value))
        return { ok: false, message: `The ${name} date "${value.slice(0, 20)}" is not a date: use YYYY-MM-DD, e.g. ${today}.` };
    }
    if (from > to)
      return {
        ok: false,
        message: `The start date (${calendarDayInWords(from)}) is after the end date (${calendarDayInWords(to)}): swap them.`,
      };
    if (to > today)
      return {
        ok: false,
        message: `The end date (${calendarDayInWords(to)}) is in the future: choose ${calendarDayInWords(today)} (today in Manila) or earlier.`,
      };
    // The retention counts finished days, as the nightly rollup keeps them: today - retentionDays on.
    const oldest = addDays(today, -retentionDays);
    if (from < oldest) {
      return {
        ok: false,
        message: `Figures are kept for ${retentionDays} days: choose a start date on or after ${calendarDayInWords(oldest)}.`,
      };
    }
    return { ok: true, period: { range: { from, to }, preset: null } };
  }
  if (query.period !== undefined && query.period !== '') {
    const month = monthPresets.find((preset) => preset === query.period);
    if (!month)
      return {
        ok: false,
        message: `The period can be this-month or last-month, ${presetDays.join(', ')} days, or a custom start and end date; not "${query.period.slice(0, 20)}".`,
      };
    return { ok: true, period: { range: monthRange(month, now), preset: month } };
  }
  if (query.days === undefined || query.days === '') return { ok: true, period: defaultPeriod(now) };
  const days = Number(query.days);
  if (!presetDays.includes(days as PresetDays)) {
    return {
      ok: false,
      message: `The period can be ${presetDays.join(', ')} days, or a custom start and end date; not "${query.days.slice(0, 20)}".`,
    };
  }
  return { ok: true, period: { range: presetRange(days as PresetDays, now), preset: days as PresetDays } };
}
