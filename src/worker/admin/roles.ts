// Who may open what. Every route under /admin and /api/admin is the owner's unless its declaration
// starts with `staffMay` (`xRoutes.post('/:id{[0-9]+}/notes', staffMay, ...)`): a new route is
// owner-only until it says otherwise. The sign-in check (src/worker/dashboard/admin-auth.tsx)
// reads the role off the route the request matched, before any of the route's handlers run.
import type { MiddlewareHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import type { RouterRoute } from 'hono/types';
import { adminPaths, dashboardScreens, type DashboardPage } from '../../shared/admin-paths';
import type { Role } from '../../shared/roles';

/** Marks a route staff may use too. It must be the route's first handler; anywhere else it is ignored (owner-only). */
export const staffMay: MiddlewareHandler = async function staffMay(_c, next) {
  await next();
};

/** Does nothing: an owner-only screen says so where a staff screen would carry `staffMay`. */
const ownerOnly: MiddlewareHandler = async function ownerOnly(_c, next) {
  await next();
};

/** A dashboard screen's own page: staff's where the screens list (src/shared/admin-paths.ts) says so. */
export const screenAccess = (page: DashboardPage): MiddlewareHandler => (dashboardScreens[page].staff ? staffMay : ownerOnly);

/**
 * The role the matched routes need, in the order the router matched them: the first one bound to
 * a method is the route that answers, and only its first handler can mark it staff's. Middleware
 * (`use`, method ALL) runs on every route and marks none. A sub-app with its own onError wraps its
 * handlers, so the marker is not found and its routes stay the owner's: failing closed.
 */
export function routeRole(matched: readonly RouterRoute[]): Role {
  const answering = matched.find((route) => route.method !== METHOD_NAME_ALL);
  return answering?.handler === staffMay ? 'staff' : 'owner';
}

export const mayOpen = (role: Role, needed: Role) => role === 'owner' || needed === 'staff';

/** Where a person lands after signing in or on the dashboard's home. */
export const homeFor = (role: Role) => (role === 'owner' ? adminPaths.overview : adminPaths.leads);
