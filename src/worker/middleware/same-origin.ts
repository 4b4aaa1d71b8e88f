// Accepts only requests that a page of this site sent. Hono's csrf() is not used: it checks only
// bodies an HTML form can send (so it lets JSON through) and refuses in plain text.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';
import { siteOrigin } from '../site-config';

interface SameOriginOptions {
  /** What is refused, for the message, e.g. "Analytics events". */
  what: string;
}

/**
 * `Sec-Fetch-Site: same-origin`, or, from browsers that send no Sec-Fetch-Site (Safari before
 * 16.4, pages on plain http), an `Origin` that is SITE_URL's or the request's own (the page and
 * its beacon share a host on workers.dev and preview URLs). A script can forge both headers:
 * this stops other sites' pages, and makes forging take a script, which the rate limit bounds.
 */
export function sameOriginOnly({ what }: SameOriginOptions) {
  return createMiddleware<AppEnv>(async function refuseOtherOrigins(c, next) {
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed =
      fetchSite !== undefined
        ? fetchSite === 'same-origin'
        : origin !== undefined && (origin === siteOrigin(c.env) || origin === new URL(c.req.url).origin);
    if (allowed) return next();
    return apiError(c, 403, 'cross_site_request', `${what} are accepted only from this site's own pages.`);
  });
}
