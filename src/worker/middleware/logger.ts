import { createMiddleware } from 'hono/factory';
import { appEnvironment } from '../../shared/release';
import { createLogger, type Logger } from '../../shared/logger';
import { warnOnSuspectTurnstileSiteKey } from '../../shared/turnstile';
import type { AppEnv } from '../app-env';

/** Puts a logger on the context; checks the configuration once per isolate. */
export function logger() {
  let shared: Logger | undefined;
  return createMiddleware<AppEnv>(async function attachLogger(c, next) {
    if (!shared) {
      const environment = appEnvironment(c.env.ENVIRONMENT);
      shared = createLogger({ debug: environment === 'development', environment });
      warnOnSuspectTurnstileSiteKey(c.env.TURNSTILE_SITE_KEY, shared);
    }
    c.set('logger', shared);
    await next();
  });
}
