// The operator's password session: a random id in a cookie signed with SESSION_SECRET (Hono's
// signed cookies), and a D1 row keyed by the id's SHA-256. Sign-out, an hour idle, 8 hours
// after sign-in or a new password delete the row, and the cookie is worthless from then on.
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { adminSessionByIdHash, deleteAdminSession, insertAdminSession, touchAdminSession } from '../db/admin-sessions';
import type { PasswordLogin } from './sign-in-method';

const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionIdleMs = 60 * 60 * 1000;
/** Last-seen is written at most this often, so a busy dashboard is not a D1 write per request. */
const touchEveryMs = 60 * 1000;
/** Sent as __Host-admin_session: Secure, Path=/, no Domain. */
const cookieName = 'admin_session';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
const randomId = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function startSession(c: Context<AppEnv>, login: PasswordLogin, now: Date): Promise<void> {
  const id = randomId();
  await insertAdminSession(c.env.DB, {
    id_hash: await sha256Hex(id),
    password_fingerprint: await sha256Hex(login.passwordHash),
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  });
  await setSignedCookie(c, cookieName, id, login.sessionSecret, {
    prefix: 'host',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: sessionLifetimeMs / 1000,
  });
}

/** Whether the request carries a live session; one found ended is deleted there and then. */
export async function hasLiveSession(c: Context<AppEnv>, login: PasswordLogin, now: Date): Promise<boolean> {
  const id = await getSignedCookie(c, login.sessionSecret, cookieName, 'host');
  if (!id) return false;
  const idHash = await sha256Hex(id);
  const session = await adminSessionByIdHash(c.env.DB, idHash);
  if (!session) return false;
  const lastSeen = Date.parse(session.last_seen_at);
  const ended =
    Date.parse(session.expires_at) <= now.getTime() ||
    lastSeen <= now.getTime() - sessionIdleMs ||
    session.password_fingerprint !== (await sha256Hex(login.passwordHash));
  if (ended) {
    await deleteAdminSession(c.env.DB, idHash);
    return false;
  }
  if (now.getTime() - lastSeen >= touchEveryMs) await touchAdminSession(c.env.DB, idHash, now.toISOString());
  return true;
}

export async function endSession(c: Context<AppEnv>, login: PasswordLogin): Promise<void> {
  const id = await getSignedCookie(c, login.sessionSecret, cookieName, 'host');
  if (id) await deleteAdminSession(c.env.DB, await sha256Hex(id));
  deleteCookie(c, cookieName, { prefix: 'host' });
}
