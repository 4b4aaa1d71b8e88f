// The overview's words for a time of day and a day of the week, in Manila.
import { businessTimeZone } from '../../shared/business-time';
import { rangeInWords } from './figures';

const timeFormat = new Intl.DateTimeFormat('en-PH', { timeZone: businessTimeZone, hour: 'numeric', minute: '2-digit' });

/** An instant's Manila time of day: "7:05 AM". */
export const timeOfDay = (iso: string) => timeFormat.format(new Date(iso));

/** A Manila day's weekday (YYYY-MM-DD): "Monday". */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', weekday: 'long' });

/** A Manila day with its weekday: "Monday 16 Nov". */
export const dayWithWeekday = (day: string) => `${weekdayOf(day)} ${rangeInWords(day, day, day.slice(0, 4))}`;
