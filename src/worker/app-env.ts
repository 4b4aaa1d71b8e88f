import type { Logger } from '../shared/logger';
import type { AccountRow } from './admin/accounts';

/** Vars a deployment may leave out of wrangler.toml, so `wrangler types` does not list them. */
interface OptionalVars {
  /** The owner's mobile numbers for SMS alerts, comma-separated, e.g. "09171234567". */
  ALERT_SMS_NUMBERS?: string;
  /** The sender name registered with Semaphore; without it Semaphore sends as "SEMAPHORE". */
  SEMAPHORE_SENDER_NAME?: string;
  /** Where inbound mail is forwarded: a verified Email Routing destination (default: the business email). */
  INBOUND_FORWARD_TO?: string;
  /** Web Push's VAPID public key (base64url, 65 bytes): `npm run vapid-keys` makes the pair. */
  VAPID_PUBLIC_KEY?: string;
  /** Web Push's VAPID private key (base64url): a secret, set with `wrangler secret put`. */
  VAPID_PRIVATE_KEY?: string;
  /** Who push services may contact about our pushes: "mailto:owner@example.com". */
  VAPID_SUBJECT?: string;
  /** Meta's Graph API (https://graph.facebook.com unless set): a test's or a local stand-in's address. */
  GRAPH_API_URL?: string;
  /** The approved WhatsApp template sent outside the 24-hour window, and its language code ("en" unless set). */
  WHATSAPP_TEMPLATE_NAME?: string;
  WHATSAPP_TEMPLATE_LANGUAGE?: string;
}

/**
 * The bindings, vars and secrets from `wrangler types` (secrets from .dev.vars.example), plus
 * the optional vars above.
 * A deployment may lack a secret although its type says string: each is read with a check.
 */
export type WorkerEnv = Env & OptionalVars;

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: {
    /** This request's id, on every log line and error report (set by Hono's `requestId()`). */
    requestId: string;
    logger: Logger;
    /** Who is signed in to the dashboard (set by the admin auth middleware); always set in a DashboardEnv. */
    person?: AccountRow;
    /** The signed-in person as timeline and audit rows name them: their email. */
    operator?: string;
    /** Set by a dashboard page that shows an email's HTML in a sandboxed frame (the local outbox). */
    emailPreview?: boolean;
  };
}

/**
 * A dashboard route's environment: the sign-in check (src/worker/dashboard/admin-auth.tsx) runs
 * before every dashboard route but the few public ones, so the person is always there.
 */
export interface DashboardEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { person: AccountRow; operator: string };
}
