// The browser's random analytics ids, as client/analytics.ts makes them: crypto.randomUUID(), or
// 32 hex digits where randomUUID is missing (plain http), and where the tab's session is kept (the
// privacy notice names it). No zod here: the tracker imports it.
export const browserIdPattern = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{32})$/;

/** Session storage: this tab's analytics session (client/analytics.ts). */
export const analyticsSessionKey = 'analytics-session';
/** A session ends after this long without an event. */
export const analyticsSessionIdleMinutes = 30;
