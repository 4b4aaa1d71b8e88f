import type { Logger } from '../shared/logger';

/**
 * Secrets are set with `wrangler secret put` and never appear in wrangler.toml, so
 * `wrangler types` cannot see them; each is optional because a deployment may lack it.
 */
export interface Secrets {
  /** "pbkdf2-sha256$..." from `npm run hash-password`: enables the operator password login. */
  ADMIN_PASSWORD_HASH?: string;
  /** 32 or more random characters: signs the dashboard's session cookie (`openssl rand -base64 32`). */
  SESSION_SECRET?: string;
  RESEND_API_KEY?: string;
  RESEND_WEBHOOK_SECRET?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Signs bot-check tickets (src/worker/bot-check/ticket.ts); at least 32 random characters. */
  TICKET_SECRET?: string;
  /** The Cloudflare account id, for the Analytics Engine SQL API (the dashboard's production source). */
  CF_ACCOUNT_ID?: string;
  /** An API token with Account Analytics: Read, for the Analytics Engine SQL API. */
  CF_ANALYTICS_API_TOKEN?: string;
  /** The Sentry project's DSN: unhandled errors and error-level logs go there (src/worker/error-service.ts). */
  SENTRY_DSN?: string;
}

export type WorkerEnv = Env & Secrets;

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: {
    /** This request's id, on every log line and error report (set by Hono's `requestId()`). */
    requestId: string;
    logger: Logger;
    /** This request's Content-Security-Policy nonce (set by the security headers middleware). */
    cspNonce: string;
    /** Who is signed in to the dashboard (set by the admin auth middleware). */
    operator?: string;
  };
}
