// The business's clock: every date and time the site shows, stores or reports is Manila's.
export const businessTimeZone = 'Asia/Manila';
/** The Philippines has kept UTC+8, without daylight saving, since 1978 (for SQL date arithmetic). */
export const businessUtcOffsetHours = 8;
