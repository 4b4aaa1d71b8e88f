// A browser that has signed in to the dashboard before, as one person: a year-long cookie signed
// with SESSION_SECRET that names the account and its password at the time. It grants nothing by
// itself (the password is still asked for); it only lets that person's phone sign in to their own
// account while a password spray has paused sign-in for new devices. Naming the account keeps a
// copied cookie from lifting the pause for anyone else's; naming the password (a hash of its
// hash) retires it when the password changes, and a removed person's account id is never reused.
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { accountByEmail, type AccountRow } from './accounts';
import { sha256Hex } from './session';
import type { PasswordLogin } from './sign-in-method';

/** Sent as __Host-admin_device: Secure, Path=/, no Domain. */
const cookieName = 'admin_device';
const lifetimeSeconds = 365 * 24 * 60 * 60;

const deviceValue = async (account: AccountRow) => `${account.id}.${(await sha256Hex(account.password_hash ?? '')).slice(0, 16)}`;

export async function rememberDevice(c: Context<AppEnv>, login: PasswordLogin, account: AccountRow): Promise<void> {
  await setSignedCookie(c, cookieName, await deviceValue(account), login.sessionSecret, {
    prefix: 'host',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: lifetimeSeconds,
  });
}

/** Whether this browser signed in before as the person `email` names, with their current password. */
export async function isKnownDeviceOf(c: Context<AppEnv>, login: PasswordLogin, email: string): Promise<boolean> {
  const value = await getSignedCookie(c, login.sessionSecret, cookieName, 'host');
  if (!value || !email) return false;
  const account = await accountByEmail(c.env.DB, email);
  return Boolean(account) && value === (await deviceValue(account!));
}
