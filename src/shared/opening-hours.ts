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

/** "saturday" -> "Saturday". */
export const dayName = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** "13:30" -> "1:30 PM". */
function clockText(time: string): string {
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
export function hoursRows(hours: WeeklyHours, dayNotes: Partial<Record<Weekday, string>> = {}): HoursRow[] {
  const rows: { first: Weekday; last: Weekday; hours: string; note: string | undefined }[] = [];
  for (const day of weekdays) {
    const text = dayHoursText(hours[day]);
    const note = Object.hasOwn(dayNotes, day) ? dayNotes[day] : undefined;
    const previous = rows.at(-1);
    if (previous && previous.hours === text && previous.note === note) previous.last = day;
    else rows.push({ first: day, last: day, hours: text, note });
  }
  return rows.map(({ first, last, hours: text, note }) => ({
    days: `${first === last ? dayName(first) : `${dayName(first)} - ${dayName(last)}`}${note ? ` (${note})` : ''}`,
    hours: text,
  }));
}
