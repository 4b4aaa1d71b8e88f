// A person's password session: a random id in a cookie signed with SESSION_SECRET (Hono's signed
// cookies), and a D1 row keyed by the id's SHA-256 naming the account. Sign-out, an hour idle,
// 8 hours after sign-in, a new password, "sign out everywhere" or the person's removal delete
// the row, and the cookie is worthless from then on.
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { accountById, type AccountRow } from './accounts';
import { adminSessionByIdHash, deleteAdminSession, insertAdminSession, touchAdminSession } from './session-store';
import type { PasswordLogin } from './sign-in-method';

const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionIdleMs = 60 * 60 * 1000;
/** Last-seen is written at most this often, so a busy dashboard is not a D1 write per request. */
const touchEveryMs = 60 * 1000;
/** Sent as __Host-admin_session: Secure, Path=/, no Domain. */
const cookieName = 'admin_session';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
export const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** Ties a session to the password it began under: a new password ends it. */
const passwordFingerprint = (account: AccountRow) => sha256Hex(account.password_hash ?? '');

export async function startSession<E extends AppEnv>(c: Context<E>, login: PasswordLogin, account: AccountRow, now: Date): Promise<void> {
  const id = randomToken();
  await insertAdminSession(c.env.DB, {
    id_hash: await sha256Hex(id),
    account_id: account.id,
    password_fingerprint: await passwordFingerprint(account),
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

/** The person whose live session the request carries; a session found ended is deleted there and then. */
export async function sessionAccount(c: Context<AppEnv>, login: PasswordLogin, now: Date): Promise<AccountRow | null> {
  const id = await getSignedCookie(c, login.sessionSecret, cookieName, 'host');
  if (!id) return null;
  const idHash = await sha256Hex(id);
  const session = await adminSessionByIdHash(c.env.DB, idHash);
  if (!session) return null;
  const account = session.account_id === null ? null : await accountById(c.env.DB, session.account_id);
  const lastSeen = Date.parse(session.last_seen_at);
  const ended =
    !account ||
    Date.parse(session.expires_at) <= now.getTime() ||
    lastSeen <= now.getTime() - sessionIdleMs ||
    session.password_fingerprint !== (await passwordFingerprint(account));
  if (ended) {
    await deleteAdminSession(c.env.DB, idHash);
    return null;
  }
  if (now.getTime() - lastSeen >= touchEveryMs) await touchAdminSession(c.env.DB, idHash, now.toISOString());
  return account;
}

export async function endSession<E extends AppEnv>(c: Context<E>, login: PasswordLogin): Promise<void> {
  const id = await getSignedCookie(c, login.sessionSecret, cookieName, 'host');
  if (id) await deleteAdminSession(c.env.DB, await sha256Hex(id));
  deleteCookie(c, cookieName, { prefix: 'host' });
}
