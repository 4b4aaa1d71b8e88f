// Who is signed in to the dashboard on a request: with Cloudflare Access configured its JWT,
// matched to an account by email; otherwise the password session's account.
import type { Context } from 'hono';
import { loadAccessJwt } from '../lazy-modules';
import type { AppEnv } from '../app-env';
import type { AccountRow } from './accounts';
import { accountForAccessEmail } from './people';
import { sessionAccount } from './session';
import type { SignInMethod } from './sign-in-method';

/** The person signed in, or null. */
export async function signedInPerson(c: Context<AppEnv>, method: SignInMethod): Promise<AccountRow | null> {
  if (method.kind === 'access') {
    const { verifyAccessJwt } = await loadAccessJwt();
    const identity = await verifyAccessJwt(c.req.header('cf-access-jwt-assertion'), method.access);
    return identity ? accountForAccessEmail(c.env.DB, identity.email, new Date()) : null;
  }
  if (method.kind === 'password') return sessionAccount(c, method.password, new Date());
  return null;
}
