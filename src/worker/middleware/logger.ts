import { createMiddleware } from 'hono/factory';
import { warnOnSuspectTurnstileSiteKey } from '../../shared/turnstile';
import type { AppEnv } from '../app-env';
import { workerLogger } from '../logging';

/** Puts the request's logger on the context (after `requestId()`); checks the configuration once per isolate. */
export function logger() {
  let checked = false;
  return createMiddleware<AppEnv>(async function attachLogger(c, next) {
    const logger = workerLogger(c.env, c.get('requestId'));
    if (!checked) {
      checked = true;
      warnOnSuspectTurnstileSiteKey(c.env.TURNSTILE_SITE_KEY, logger);
    }
    c.set('logger', logger);
    await next();
  });
}
