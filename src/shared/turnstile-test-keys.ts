// Cloudflare's documented Turnstile test keys. Imports nothing, so scripts/local-settings.mjs
// reads it too (scripts/import-ts.mjs): the worker and `npm start` share one value.

/** The always-pass secret, set under `npm start`; the worker accepts it in development only. */
export const alwaysPassTestSecret = '1x0000000000000000000000000000000AA';
