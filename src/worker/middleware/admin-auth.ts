// Guards /admin and /api/admin. Fails closed: with no Cloudflare Access and no password
// configured, every admin request answers 503. Access (production) is checked first, then
// the password session cookie. State changes need a same-origin request and the CSRF token.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { verifyAccessJwt } from '../admin/access-jwt';
import { formFields } from '../admin/form-fields';
import { csrfCookie, csrfField, csrfTokensMatch, isValidSession, newCsrfToken, sessionCookie } from '../admin/session';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';

/** Admin paths anyone may open: signing in. Everything else under /admin needs an operator. */
export const publicAdminPaths = ['/admin/login'];

const isApi = (c: Context) => c.req.path.startsWith('/api/');
const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function accessConfig(env: AppEnv['Bindings']) {
  return env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD ? { teamDomain: env.ACCESS_TEAM_DOMAIN.replace(/\/$/, ''), audience: env.ACCESS_AUD } : null;
}

async function signedInOperator(c: Context<AppEnv>): Promise<string | null> {
  const access = accessConfig(c.env);
  if (access) {
    const identity = await verifyAccessJwt(c.req.header('cf-access-jwt-assertion'), access, Date.now());
    if (identity) return identity.email;
  }
  const passwordHash = c.env.ADMIN_PASSWORD_HASH;
  if (passwordHash && (await isValidSession(passwordHash, getCookie(c, sessionCookie), Math.floor(Date.now() / 1000)))) {
    return 'operator';
  }
  return null;
}

/** The form field or header must repeat the CSRF cookie, and the request must come from this site. */
async function passesCsrf(c: Context<AppEnv>): Promise<boolean> {
  const origin = c.req.header('origin');
  if (origin !== new URL(c.req.url).origin) return false;
  let submitted = c.req.header('x-csrf-token');
  if (!submitted && c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
    const form = await formFields(c);
    submitted = typeof form[csrfField] === 'string' ? form[csrfField] : undefined;
  }
  return csrfTokensMatch(getCookie(c, csrfCookie), submitted);
}

export function adminAuth() {
  return createMiddleware<AppEnv>(async function requireOperator(c, next) {
    // Every answer, the sign-in page and refusals included: no cache (the service worker's too) keeps one.
    c.header('Cache-Control', 'no-store');
    if (!accessConfig(c.env) && !c.env.ADMIN_PASSWORD_HASH) {
      return isApi(c)
        ? apiError(c, 503, 'admin_not_configured', 'admin not configured')
        : c.text('admin not configured: set ADMIN_PASSWORD_HASH or Cloudflare Access (see README)', 503);
    }

    let csrfToken = getCookie(c, csrfCookie);
    if (!csrfToken) {
      csrfToken = newCsrfToken();
      setCookie(c, csrfCookie, csrfToken, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    }
    c.set('csrfToken', csrfToken);
    if (changesState(c.req.method) && !(await passesCsrf(c))) {
      return isApi(c)
        ? apiError(c, 403, 'csrf_failed', 'This request did not come from the dashboard. Reload the page and try again.')
        : c.text('This form expired or did not come from the dashboard. Go back, reload the page and try again.', 403);
    }

    if (publicAdminPaths.includes(c.req.path)) return next();
    const operator = await signedInOperator(c);
    if (!operator) {
      if (isApi(c)) return apiError(c, 401, 'sign_in_required', 'Sign in to the dashboard first.');
      return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 303);
    }
    c.set('operator', operator);
    await next();
  });
}
