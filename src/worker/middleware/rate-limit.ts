import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';
import { clientKey } from './client-key';

type RateLimitBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

/**
 * Each binding's period in seconds, as wrangler.toml sets it (the binding cannot tell the worker):
 * how long a limited visitor should wait. test/unit/wrangler-rate-limits.test.ts keeps them equal.
 */
export const rateLimitPeriods: Record<RateLimitBinding, 10 | 60> = {
  QUOTE_RATE_LIMIT: 60,
  UPLOAD_RATE_LIMIT: 60,
  ADMIN_LOGIN_RATE_LIMIT: 60,
  ANALYTICS_RATE_LIMIT: 60,
  BOT_CHECK_RATE_LIMIT: 60,
  QUOTATION_RATE_LIMIT: 60,
};

interface RateLimitOptions<E extends AppEnv> {
  binding: RateLimitBinding;
  what: string;
  /** A page's own answer (e.g. a form shown again with the message); JSON for the API otherwise. */
  limited?: (c: Context<E>, message: string) => Response | Promise<Response>;
}

/** Per-client limit (IPv4 address, IPv6 /64) with the Workers rate-limiting binding; 429 with Retry-After when over. */
export function rateLimit<E extends AppEnv = AppEnv>({ binding, what, limited }: RateLimitOptions<E>) {
  const period = rateLimitPeriods[binding];
  const wait = period === 60 ? 'a minute' : `${period} seconds`;
  return createMiddleware<E>(async function limitPerClient(c, next) {
    const { success } = await c.env[binding].limit({ key: clientKey(c.req.raw) });
    if (success) return next();
    c.header('Retry-After', String(period));
    const message = `Too many ${what} from your connection. Please wait ${wait} and try again.`;
    return limited ? limited(c, message) : apiError(c, 429, 'rate_limited', message);
  });
}
