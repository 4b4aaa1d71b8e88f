// Guards /admin and /api/admin. Fails closed: with no sign-in method configured, every admin
// request answers 503. With Cloudflare Access configured only its JWT lets an operator in;
// otherwise the password session. State changes must come from the dashboard's own origin.
// Every signed-in answer marks the browser as staff's, so its visits to the site are not counted.
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { verifyAccessJwt } from '../admin/access-jwt';
import { hasLiveSession } from '../admin/session';
import { signInMethod, type SignInMethod } from '../admin/sign-in-method';
import { markStaffBrowser } from '../admin/staff-browser';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';

/** Admin paths anyone may open: signing in. Everything else under /admin needs an operator. */
export const publicAdminPaths = ['/admin/login'];

const isApi = (c: Context) => c.req.path.startsWith('/api/');

/** Who is signed in to the dashboard on this request, or null. */
export async function signedInOperator(c: Context<AppEnv>, method: SignInMethod): Promise<string | null> {
  if (method.kind === 'access') {
    return (await verifyAccessJwt(c.req.header('cf-access-jwt-assertion'), method.access))?.email ?? null;
  }
  if (method.kind === 'password' && (await hasLiveSession(c, method.password, new Date()))) return 'operator';
  return null;
}

/** hono/csrf decides (Origin, else Sec-Fetch-Site, for form-like bodies); the refusal is ours to word. */
async function isCrossSite(c: Context<AppEnv>, sameOriginOnly: MiddlewareHandler): Promise<boolean> {
  try {
    await sameOriginOnly(c, async () => {});
    return false;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return true;
    throw error;
  }
}

export function adminAuth() {
  const sameOriginOnly = csrf();
  return createMiddleware<AppEnv>(async function requireOperator(c, next) {
    // Every answer, the sign-in page and refusals included: no cache (the service worker's too) keeps one.
    c.header('Cache-Control', 'no-store');
    const method = signInMethod(c.env);
    if (method.kind === 'unconfigured') {
      return isApi(c)
        ? apiError(c, 503, 'admin_not_configured', `admin not configured: ${method.problem}`)
        : c.text(`admin not configured: ${method.problem}`, 503);
    }

    if (await isCrossSite(c, sameOriginOnly)) {
      return isApi(c)
        ? apiError(c, 403, 'cross_site_request', 'This request did not come from the dashboard. Send it from the dashboard page itself.')
        : c.text('This form did not come from the dashboard. Go back, reload the page and try again.', 403);
    }

    if (publicAdminPaths.includes(c.req.path)) return next();
    const operator = await signedInOperator(c, method);
    if (!operator) {
      if (isApi(c)) return apiError(c, 401, 'sign_in_required', 'Sign in to the dashboard first.');
      return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 303);
    }
    c.set('operator', operator);
    await next();
    markStaffBrowser(c);
  });
}
