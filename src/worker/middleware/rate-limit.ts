import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';
import { clientKey } from './client-key';

type RateLimitBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

interface RateLimitOptions {
  binding: RateLimitBinding;
  /** The binding's period: how long the visitor should wait. */
  retryAfterSeconds: number;
  what: string;
}

/** Per-client limit (IPv4 address, IPv6 /64) with the Workers rate-limiting binding; 429 with Retry-After when over. */
export function rateLimit({ binding, retryAfterSeconds, what }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function limitPerClient(c, next) {
    const { success } = await c.env[binding].limit({ key: clientKey(c.req.raw) });
    if (success) return next();
    c.header('Retry-After', String(retryAfterSeconds));
    return apiError(c, 429, 'rate_limited', `Too many ${what} from your connection. Please wait a minute and try again.`);
  });
}
