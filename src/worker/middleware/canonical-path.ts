import { createMiddleware } from 'hono/factory';
import { canonicalRedirect } from '../../shared/routes';

/** /About/ and /ABOUT answer 301 to /about, keeping the query string. */
export function canonicalPath() {
  return createMiddleware(async function redirectToCanonicalPath(c, next) {
    const url = new URL(c.req.url);
    const canonical = canonicalRedirect(url.pathname);
    if (canonical === null) return next();
    return c.redirect(canonical + url.search, 301);
  });
}
