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
  /** Semaphore (semaphore.co) API key: new-lead alerts by SMS to ALERT_SMS_NUMBERS. */
  SEMAPHORE_API_KEY?: string;
  /** A Telegram bot's token (from @BotFather) and the chat it alerts (TELEGRAM_CHAT_ID). */
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  /** A Slack, Google Chat or Discord incoming-webhook URL; the URL itself is the credential. */
  ALERT_WEBHOOK_URL?: string;
}

/** Vars a deployment may leave out of wrangler.toml, so `wrangler types` does not list them. */
export interface OptionalVars {
  /** The owner's mobile numbers for SMS alerts, comma-separated, e.g. "09171234567". */
  ALERT_SMS_NUMBERS?: string;
  /** The sender name registered with Semaphore; without it Semaphore sends as "SEMAPHORE". */
  SEMAPHORE_SENDER_NAME?: string;
  /** Where inbound mail is forwarded: a verified Email Routing destination (default: the business email). */
  INBOUND_FORWARD_TO?: string;
}

export type WorkerEnv = Env & Secrets & OptionalVars;

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: {
    logger: Logger;
    /** This request's Content-Security-Policy nonce (set by the security headers middleware). */
    cspNonce: string;
    /** Who is signed in to the dashboard (set by the admin auth middleware). */
    operator?: string;
  };
}
