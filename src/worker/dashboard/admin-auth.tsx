// Guards /admin and /api/admin. Fails closed: with no sign-in method configured, every admin
// request answers 503. With Cloudflare Access configured only its JWT, matched to an account by
// email, lets a person in; otherwise their password session. Then the person's role must allow
// the route the request matched: the owner's unless it is marked staff's (src/worker/admin/roles.ts). State changes must come from the dashboard's own origin.
// Every signed-in answer marks the browser as staff's, so its visits to the site are not counted.
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import { homeFor, mayOpen, routeRole } from '../admin/roles';
import { signedInPerson } from '../admin/signed-in-person';
import { signInMethod } from '../admin/sign-in-method';
import { markStaffBrowser } from '../admin/staff-browser';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';
import { passkeySignInPaths } from '../passkeys/passkey-api';
import { adminPage } from '../render/render-admin';
import { ForbiddenPage } from '../../ui/admin/ForbiddenPage';
import { adminPaths } from '../../shared/admin-paths';

/** Admin paths anyone may open: signing in (with a password or a passkey) and accepting an invitation. Everything else needs a person. */
export const publicAdminPaths: readonly string[] = [adminPaths.login, adminPaths.invitation, ...passkeySignInPaths];

const isApi = (c: Context) => c.req.path.startsWith('/api/');

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
    const person = await signedInPerson(c, method);
    if (!person) {
      if (isApi(c)) return apiError(c, 401, 'sign_in_required', 'Sign in to the dashboard first.');
      if (method.kind === 'access') {
        return c.text('Your Cloudflare Access identity has no account on this dashboard. Ask the owner to invite your email.', 403);
      }
      return c.redirect(`${adminPaths.login}?next=${encodeURIComponent(c.req.path)}`, 303);
    }
    c.set('person', person);
    c.set('operator', person.email);
    const needed = routeRole(matchedRoutes(c));
    if (!mayOpen(person.role, needed)) {
      // The dashboard's home is the overview, the owner's; staff start at the leads.
      if (c.req.method === 'GET' && c.req.path === adminPaths.overview) return c.redirect(homeFor(person.role), 303);
      const message = 'This part of the dashboard is for the owner. Ask an owner if you need something changed here.';
      if (isApi(c)) return apiError(c, 403, 'owner_only', message);
      return adminPage(c, <ForbiddenPage message={message} home={homeFor(person.role)} />, 403);
    }
    await next();
    markStaffBrowser(c);
  });
}
