// A browser that has signed in to the dashboard before: a year-long cookie signed with
// SESSION_SECRET. It grants nothing by itself (the password is still asked for); it only lets
// the owner's phone sign in while a password spray has paused sign-in for new devices.
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { PasswordLogin } from './sign-in-method';

/** Sent as __Host-admin_device: Secure, Path=/, no Domain. */
const cookieName = 'admin_device';
const lifetimeSeconds = 365 * 24 * 60 * 60;

export async function rememberDevice(c: Context<AppEnv>, login: PasswordLogin): Promise<void> {
  await setSignedCookie(c, cookieName, crypto.randomUUID(), login.sessionSecret, {
    prefix: 'host',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: lifetimeSeconds,
  });
}

export async function isKnownDevice(c: Context<AppEnv>, login: PasswordLogin): Promise<boolean> {
  return Boolean(await getSignedCookie(c, login.sessionSecret, cookieName, 'host'));
}
