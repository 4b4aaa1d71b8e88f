// Throttling of the password sign-in beyond the per-address rate limit. A password spray from
// many addresses gets past any per-address limit, so failures are also counted for everyone in
// D1: past the limit in the window, every sign-in is refused until the oldest counted failure
// leaves it. D1 rather than a second rate-limit binding: the binding counts per Cloudflare
// location and cannot be read without counting, while a spray comes from everywhere at once.
import { clientKey } from '../middleware/client-key';
import { deleteSignInFailuresBefore, insertSignInFailure, nthLatestSignInFailure } from '../db/sign-in-failures';

export const sprayFailureLimit = 20;
export const sprayWindowMs = 10 * 60 * 1000;

/** Seconds until sign-in opens again after a spray; 0 when it is open. */
export async function sprayLockoutSeconds(db: D1Database, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - sprayWindowMs).toISOString();
  // Refused attempts are not counted, so the table holds about `sprayFailureLimit` rows a window.
  const oldestCounted = await nthLatestSignInFailure(db, windowStart, sprayFailureLimit);
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldestCounted) + sprayWindowMs - now.getTime()) / 1000));
}

export function recordSignInFailure(db: D1Database, now: Date) {
  return insertSignInFailure(db, now.toISOString());
}

/** For the cron sweep: failures that no longer count. */
export function deleteUncountedSignInFailures(db: D1Database, now: Date): Promise<number> {
  return deleteSignInFailuresBefore(db, new Date(now.getTime() - sprayWindowMs).toISOString());
}

/**
 * The client (IPv6 by /64) as the log shows it: an HMAC keyed with SESSION_SECRET, so failures
 * from one client can be told apart from a spray, yet the log never holds an address, and a
 * plain hash of the 2^32 IPv4 addresses could be reversed by trying them all.
 */
export async function loggedClient(request: Request, sessionSecret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(sessionSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`sign-in-log:${clientKey(request)}`));
  return [...new Uint8Array(mac).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
