// Where a dashboard form may send the operator back to after saving: a dashboard path on this
// site, with the overview's period (days, a calendar month, or from and to) when it had one.
// Anything else in the posted value is dropped, so the redirect can never leave the site.
import { monthPresets } from '../../shared/admin-overview';
import { isCalendarDay } from '../../shared/business-time';

/** Only a dashboard path: no scheme, host, backslash, dot segment or percent-escape gets through. */
const dashboardPath = /^\/admin(\/[a-z0-9-]+)*$/;

/** The period query's values, checked for their form only: the overview says what is wrong with a range. */
const periodParams = {
  days: (value: string) => /^\d{1,3}$/.test(value),
  period: (value: string) => monthPresets.some((preset) => preset === value),
  from: isCalendarDay,
  to: isCalendarDay,
};

/** The posted path rebuilt from its checked parts, or undefined when it is not a dashboard path. */
export function dashboardReturnPath(posted: unknown): string | undefined {
  if (typeof posted !== 'string') return undefined;
  const queryAt = posted.indexOf('?');
  const path = queryAt === -1 ? posted : posted.slice(0, queryAt);
  if (!dashboardPath.test(path)) return undefined;
  const postedQuery = new URLSearchParams(queryAt === -1 ? '' : posted.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const [name, valid] of Object.entries(periodParams)) {
    const value = postedQuery.get(name);
    if (value !== null && valid(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A page the sign-in may return to: /admin and segments of letters, digits, `_` and `-`, with dots
 * only between them (leads.csv). So no empty segment (`//`), no `.` or `..` segment, no backslash
 * and no percent-escape (`%2e%2e`, `%2f`) can reach Location, where a browser would resolve them.
 */
const signInReturnPath = /^\/admin(\/[\w-]+(\.[\w-]+)*)*$/;

/** Where sign-in sends a person next (`?next=`): a clean dashboard path only, never another site. */
export const safeNext = (next: unknown) =>
  typeof next === 'string' && next.length <= 300 && signInReturnPath.test(next) ? next : undefined;
