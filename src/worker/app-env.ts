import type { Logger } from '../shared/logger';

/**
 * Secrets are set with `wrangler secret put` and never appear in wrangler.toml, so
 * `wrangler types` cannot see them; each is optional because a deployment may lack it.
 */
export interface Secrets {
  RESEND_API_KEY?: string;
  RESEND_WEBHOOK_SECRET?: string;
  TURNSTILE_SECRET_KEY?: string;
}

export type WorkerEnv = Env & Secrets;

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: {
    logger: Logger;
  };
}
