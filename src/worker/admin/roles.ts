// Who may open what: the one table of dashboard routes a staff account may use. Everything else
// under /admin and /api/admin is the owner's, so a new route is owner-only until listed here.
import type { Role } from '../../shared/roles';

/** Signed-in people of any role; the rest of this list is staff's work. */
const staffRoutes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: RegExp }> = [
  { method: 'POST', path: /^\/admin\/logout$/ },
  { method: 'GET', path: /^\/admin\/account$/ },
  { method: 'POST', path: /^\/admin\/account\/(name|password|passkeys\/remove|sign-out-everywhere)$/ },
  // Adding one's own passkey (signing in with one is public: src/worker/middleware/admin-auth.tsx).
  { method: 'POST', path: /^\/api\/admin\/passkeys\/registration(-options)?$/ },
  // Leads, replies, notes, calls, follow-ups and quotations; erasure, joining two leads and the
  // contract hold (which decides whether the retention sweep erases the lead) are the owner's.
  { method: 'GET', path: /^\/admin\/leads(\/(?![^/]+\/erase$).*)?$/ },
  { method: 'POST', path: /^\/admin\/leads\/(?![^/]+\/(erase|contract|merge)$).+$/ },
  { method: 'GET', path: /^\/admin\/quotations$/ },
  { method: 'GET', path: /^\/admin\/follow-ups$/ },
  { method: 'GET', path: /^\/api\/admin\/leads$/ },
  // The Settings list (a staff account sees its own two there), and notifications on each person's own phone.
  { method: 'GET', path: /^\/admin\/settings$/ },
  { method: 'GET', path: /^\/admin\/notifications$/ },
  { method: 'POST', path: /^\/api\/admin\/push\/(subscription|subscription\/lookup|test)$/ },
  { method: 'PUT', path: /^\/api\/admin\/push\/subscription\/events$/ },
  { method: 'DELETE', path: /^\/api\/admin\/push\/subscription$/ },
  // Jobs: the board, a job's page and photos; moving a stage on, photos and notes. Dates, the kind,
  // the stage settings and a held notice sent at night are the owner's.
  { method: 'GET', path: /^\/admin\/jobs(\/[0-9]+(\/photos\/[0-9]+)?)?$/ },
  { method: 'POST', path: /^\/admin\/jobs\/[0-9]+\/(stage|photos|customer-note|notes)$/ },
  // A job's deliveries: staff see them, print a trip's receipt, open a heat's certificate and mark a
  // trip delivered with its photo (scheduling, sending out, cancelling, naming heats and the
  // certificate library are the owner's).
  { method: 'GET', path: /^\/admin\/jobs\/\d+\/deliveries(\/\d+\/(photo|receipt))?$/ },
  { method: 'GET', path: /^\/admin\/certificates\/\d+\/file$/ },
  { method: 'POST', path: /^\/admin\/jobs\/\d+\/deliveries\/\d+\/delivered$/ },
  // Shop drawings: staff send a drawing or its revision for the customer's approval and open the files.
  { method: 'POST', path: /^\/admin\/jobs\/[0-9]+\/drawings$/ },
  { method: 'GET', path: /^\/admin\/jobs\/[0-9]+\/drawings\/[0-9]+\/(file|markup)$/ },
];

/** The role a request needs; HEAD is read as GET. */
export function requiredRole(method: string, path: string): Role {
  const asked = method === 'HEAD' ? 'GET' : method;
  return staffRoutes.some((route) => route.method === asked && route.path.test(path)) ? 'staff' : 'owner';
}

export const mayOpen = (role: Role, needed: Role) => role === 'owner' || needed === 'staff';

/** Where a person lands after signing in or on the dashboard's home. */
export const homeFor = (role: Role) => (role === 'owner' ? '/admin' : '/admin/leads');
