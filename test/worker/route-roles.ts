// The role a dashboard request needs, read as the sign-in check reads it: off the routes the
// worker's router matches for it (src/worker/admin/roles.ts).
import { routeRole } from '../../src/worker/admin/roles';
import { app } from '../../src/worker/index';

export const requiredRole = (method: string, path: string) =>
  routeRole(app.router.match(method === 'HEAD' ? 'GET' : method, path)[0].map(([[, route]]) => route));
