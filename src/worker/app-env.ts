import type { Logger } from '../shared/logger';

/**
 * The bindings, vars and secrets, all from `wrangler types` (secrets from .dev.vars.example).
 * A deployment may lack a secret although its type says string: each is read with a check.
 */
export type WorkerEnv = Env;

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: {
    logger: Logger;
    /** This request's Content-Security-Policy nonce (set by the security headers middleware). */
    cspNonce: string;
    /** Who is signed in to the dashboard (set by the admin auth middleware). */
    operator?: string;
    /** Set by a dashboard page that shows an email's HTML in a sandboxed frame (the local outbox). */
    emailPreview?: boolean;
  };
}
