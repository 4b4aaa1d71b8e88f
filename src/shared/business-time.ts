// The business's clock: every date and time the site shows, stores or reports is Manila's.
export const businessTimeZone = 'Asia/Manila';
/** The Philippines has kept UTC+8, without daylight saving, since 1978 (for SQL date arithmetic). */
export const businessUtcOffsetHours = 8;

const offsetMs = businessUtcOffsetHours * 60 * 60 * 1000;

/** The Manila calendar date of an instant, YYYY-MM-DD. */
export const manilaDay = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);

/** The instant a Manila calendar day (YYYY-MM-DD) begins: its midnight in Manila. */
export const manilaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
