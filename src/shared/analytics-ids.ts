// The browser's random analytics ids, as client/analytics.ts makes them: crypto.randomUUID(), or
// 32 hex digits where randomUUID is missing (plain http). No zod here: the tracker imports it.
export const browserIdPattern = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{32})$/;
