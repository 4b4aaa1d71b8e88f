// Opening hours per day as the site prints them ("Monday - Friday: 8:00 AM - 6:00 PM").
// No zod here: the client bundle imports this.

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** 24-hour "HH:MM" times; a day without them is closed. */
export interface DayHours {
  opens: string;
  closes: string;
}
export type WeeklyHours = Record<Weekday, DayHours | null>;

export const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** "13:30" -> "1:30 PM". */
export function clockText(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function dayHoursText(hours: DayHours | null): string {
  return hours ? `${clockText(hours.opens)} - ${clockText(hours.closes)}` : 'Closed';
}

export interface HoursRow {
  /** "Monday - Friday", "Saturday". */
  days: string;
  hours: string;
}

/** Consecutive days with the same hours share a row: the week in as few lines as it takes. */
export function hoursRows(hours: WeeklyHours): HoursRow[] {
  const rows: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of weekdays) {
    const text = dayHoursText(hours[day]);
    const previous = rows.at(-1);
    if (previous && previous.hours === text) previous.last = day;
    else rows.push({ first: day, last: day, hours: text });
  }
  return rows.map(({ first, last, hours: text }) => ({
    days: first === last ? dayNames[first] : `${dayNames[first]} - ${dayNames[last]}`,
    hours: text,
  }));
}

/** "Monday - Friday 8:00 AM - 6:00 PM, Saturday 8:00 AM - 1:00 PM": the open days, for a sentence. */
export function openHoursSentence(hours: WeeklyHours): string {
  return hoursRows(hours)
    .filter((row) => row.hours !== 'Closed')
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
}

/** A dated closure as the site and emails read it. */
export interface DatedClosure {
  date: string;
  reason: string;
}

/** "YYYY-MM-DD" in Manila for an instant. */
export function manilaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** "Thu 25 Dec" for "2026-12-25". */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The closures in the next `days` days (today included) as one sentence for the "we reply within
 * one working day" promise, e.g. "We are closed Thu 25 Dec (Christmas Day): we reply on the next
 * working day after."; null when none is near.
 */
export function nearClosuresSentence(closures: readonly DatedClosure[], now: Date, days = 7): string | null {
  const today = manilaDate(now);
  const last = manilaDate(new Date(now.getTime() + days * 86_400_000));
  const near = closures.filter((closure) => closure.date >= today && closure.date <= last);
  if (near.length === 0) return null;
  const list = near.map((closure) => `${shortDate(closure.date)} (${closure.reason})`).join(', ');
  return `We are closed ${list}: we reply on the next working day after.`;
}
