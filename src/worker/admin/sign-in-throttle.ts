// Throttling of the password sign-in beyond the per-address rate limit. A password spray from
// many addresses gets past any per-address limit, so failures are also counted in D1 by client:
// once enough different clients failed in the window, sign-in from devices that never signed in
// is paused until they leave it. Counting clients, not failures, keeps one address (held to 5
// tries a minute) from locking the owner out; the owner's own devices carry a known-device
// cookie and are never paused. D1 rather than a second rate-limit binding: the binding counts
// per Cloudflare location and cannot be read without counting, while a spray comes from
// everywhere at once. Failing clients are counted by the email typed too, to a lower limit: a
// spray at one person's password pauses sign-in to that account from new devices sooner.
import { clientKey } from '../middleware/client-key';
import { deleteSignInFailuresBefore, insertSignInFailure, nthLatestFailingClient } from './sign-in-failures';

export const sprayClientLimit = 10;
export const accountClientLimit = 5;
export const sprayWindowMs = 10 * 60 * 1000;

/** Seconds until sign-in (to this email) from new devices opens again after a spray; 0 when it is open. */
export async function sprayLockoutSeconds(db: D1Database, now: Date, email: string): Promise<number> {
  const windowStart = new Date(now.getTime() - sprayWindowMs).toISOString();
  // When this failure leaves the window, fewer than the limit remain in it.
  const pausedUntilGone = [
    await nthLatestFailingClient(db, windowStart, sprayClientLimit),
    email ? await nthLatestFailingClient(db, windowStart, accountClientLimit, email) : null,
  ].reduce<string | null>((latest, time) => (time && (!latest || time > latest) ? time : latest), null);
  if (!pausedUntilGone) return 0;
  return Math.max(1, Math.ceil((Date.parse(pausedUntilGone) + sprayWindowMs - now.getTime()) / 1000));
}

/** What a paused sign-in (password or passkey) is told. */
export function signInPausedMessage(lockoutSeconds: number): string {
  const count = Math.ceil(lockoutSeconds / 60);
  return `Too many failed sign-ins on this dashboard just now, so sign-in from new devices is paused. Try again in ${count} minute${count === 1 ? '' : 's'}, or from a phone or computer that has signed in here before.`;
}

/** `client` is the keyed hash from `loggedClient`; `email` as typed, lower-cased. */
export function recordSignInFailure(db: D1Database, now: Date, client: string, email: string) {
  return insertSignInFailure(db, now.toISOString(), client, email);
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
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(sessionSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`sign-in-log:${clientKey(request)}`));
  return [...new Uint8Array(mac).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
