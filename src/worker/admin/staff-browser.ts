// A browser the business's own staff signed in with: every signed-in dashboard answer marks it
// (src/worker/dashboard/admin-auth.tsx), and POST /api/analytics drops its beacons, so operators' own browsing of the
// site is not counted. Only a mark: it grants nothing, so it is not signed, and it outlives
// sign-out (the phone is still the owner's).
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The privacy notice names it (src/content/privacy.ts). */
export const staffBrowserCookie = 'staff_browser';
/** 400 days, the longest a browser keeps a cookie; each signed-in dashboard answer renews it. */
const lifetimeSeconds = 400 * 24 * 60 * 60;

export function markStaffBrowser(c: Context): void {
  setCookie(c, staffBrowserCookie, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    // Plain http only under `npm start`; a Secure cookie would not be kept there.
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: lifetimeSeconds,
  });
}

/** Whether this request comes from a browser staff signed in with (the overview says so). */
export function isStaffBrowser(c: Context): boolean {
  return getCookie(c, staffBrowserCookie) === '1';
}
