// Settings for the local worker under `npm start` and the browser tests; never used in production.
import { importTs } from './import-ts.mjs';

/**
 * Sign in to http://127.0.0.1:8787/admin with this email and password under `npm start`: the
 * first sign-in with the local shared password makes the account the owner.
 */
export const localAdminEmail = 'owner@example.com';
export const localAdminPassword = 'stainless-local';

/** Cloudflare's documented always-pass Turnstile test secret, as the worker knows it. */
export const { alwaysPassTestSecret: alwaysPassTurnstileSecret } = await importTs('src/shared/turnstile-test-keys.ts');

/** Signs bot-check tickets under `npm start`; a real deployment sets its own with `wrangler secret put`. */
export const localTicketSecret = 'local-development-bot-ticket-secret-7d41c9';
