// /admin/account: a person's own name, password, passkeys and sessions.
import { Hono, type Context } from 'hono';
import { AccountPage } from '../../ui/admin/team/AccountPage';
import { ConfirmPage, type ConfirmView } from '../../ui/admin/ConfirmPage';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { formFields } from '../admin/form-fields';
import { verifyPassword } from '../admin/password';
import { hashPassword } from '../admin/password-hash';
import { endSession, startSession } from '../admin/session';
import { loggedClient, recordSignInFailure } from '../admin/sign-in-throttle';
import { signInMethod } from '../admin/sign-in-method';
import type { DashboardEnv } from '../app-env';
import { accountById, setAccountName, setAccountPassword } from '../admin/accounts';
import { recordTeamEvent } from './store';
import { rateLimit } from '../middleware/rate-limit';
import { adminPage } from '../render/render-admin';
import { endSessions, keepsPasskeys } from './end-sessions';
import { newPasswordProblem } from './new-password';
import { deletePasskey, passkeysOf } from '../passkeys/passkey-store';
import { relyingParty } from '../passkeys/relying-party';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess, staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const accountRoutes = new Hono<DashboardEnv>();

const nameMaxLength = 80;

async function accountPage(
  c: Context<DashboardEnv>,
  status: 200 | 400 | 401 | 404 | 429 = 200,
  message?: { field: 'name' | 'password' | 'passkeys'; text: string },
) {
  const method = signInMethod(c.env);
  const person = c.get('person');
  // Passkeys sit beside the password sign-in; under Cloudflare Access, Access is the only way in.
  const rp = method.kind === 'password' ? relyingParty(c.env) : null;
  const passkeys = rp && {
    origin: rp.origin,
    list: (await passkeysOf(c.env.DB, person.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.created_at,
      lastUsedAt: passkey.last_used_at,
    })),
  };
  return adminPage(
    c,
    <AccountPage
      person={person}
      passwordSignIn={method.kind === 'password'}
      passkeys={passkeys ?? undefined}
      notice={c.req.query('done')}
      error={message}
    />,
    status,
  );
}

accountRoutes.get('/', screenAccess('account'), (c) => accountPage(c));

accountRoutes.post('/name', staffMay, async (c) => {
  const name = String((await formFields(c)).name ?? '').trim();
  if (!name || name.length > nameMaxLength || hasInvisibleCharacters(name)) {
    return accountPage(c, 400, { field: 'name', text: `Write your name as one line of plain text, at most ${nameMaxLength} characters.` });
  }
  await setAccountName(c.env.DB, c.get('person').id, name);
  await recordDashboardAction(c.env.DB, { actor: c.get('person').email, action: 'account-renamed', detail: name });
  return c.redirect(`${adminPaths.account}?done=name`, 303);
});

// The current password is a guess like any sign-in: the same limit per address, and each wrong one
// counts towards pausing sign-in to this account from new devices.
const passwordLimit = rateLimit<DashboardEnv>({
  binding: 'ADMIN_LOGIN_RATE_LIMIT',
  what: 'password attempts',
  limited: (c, message) => accountPage(c, 429, { field: 'password', text: message }),
});
accountRoutes.post('/password', staffMay, passwordLimit, async (c) => {
  const method = signInMethod(c.env);
  const person = c.get('person');
  if (method.kind !== 'password')
    return c.text('This dashboard signs in through Cloudflare Access: there is no password to change here.', 400);
  const form = await formFields(c);
  if (!person.password_hash || !(await verifyPassword(String(form.current ?? ''), person.password_hash))) {
    const client = await loggedClient(c.req.raw, method.password.sessionSecret);
    await recordSignInFailure(c.env.DB, new Date(), client, person.email);
    c.get('logger').warn('current password wrong on a password change', { client });
    return accountPage(c, 401, { field: 'password', text: 'Your current password is not right. Type it again.' });
  }
  const problem = newPasswordProblem(form.password, form.confirmation);
  if (problem) return accountPage(c, 400, { field: 'password', text: problem });
  await setAccountPassword(c.env.DB, person.id, await hashPassword(String(form.password)));
  // Every other session ends, and the passkeys unless the form keeps them; this session goes on under the new password.
  const now = new Date();
  const keepPasskeys = keepsPasskeys(form);
  const passkeysRemoved = await endSessions(c.env.DB, person.id, { keepPasskeys, by: person.email, now });
  await recordTeamEvent(c.env.DB, {
    at: now.toISOString(),
    actor: person.email,
    action: 'password-changed',
    subject: person.email,
    detail: keepPasskeys ? 'passkeys kept' : '',
  });
  await startSession(c, method.password, (await accountById(c.env.DB, person.id))!, now);
  return c.redirect(`${adminPaths.account}?done=${passkeysRemoved > 0 ? 'password-passkeys' : 'password'}`, 303);
});

// Asks first (ConfirmPage.tsx): the list's Remove posts without confirm=yes, and "Yes" posts with it.
accountRoutes.post('/passkeys/remove', staffMay, async (c) => {
  const fields = await formFields(c);
  const id = String(fields.passkey ?? '');
  const person = c.get('person');
  const passkey = (await passkeysOf(c.env.DB, person.id)).find((candidate) => candidate.id === id);
  const gone = () => accountPage(c, 404, { field: 'passkeys', text: 'That passkey is not one of yours, or it is already removed.' });
  if (!passkey) return gone();
  if (fields.confirm !== 'yes') {
    const view: ConfirmView = {
      title: `Remove the passkey "${passkey.name}"?`,
      question: `You will no longer sign in with it. Your password and your other passkeys still work; to use this device again, add its passkey again.`,
      action: `${adminPaths.account}/passkeys/remove`,
      fields: { passkey: passkey.id },
      confirm: 'Yes, remove the passkey',
      back: adminPaths.account,
      keep: 'No, keep it',
    };
    return adminPage(c, <ConfirmPage current="account" view={view} />);
  }
  if (!(await deletePasskey(c.env.DB, person.id, id, { by: person.email, at: new Date().toISOString() }))) return gone();
  return c.redirect(`${adminPaths.account}?done=passkey-removed`, 303);
});

// "Sign out everywhere and remove my passkeys" or "..., keep my passkeys" (AccountPage.tsx): only an explicit keep keeps them.
accountRoutes.post('/sign-out-everywhere', staffMay, async (c) => {
  const method = signInMethod(c.env);
  const person = c.get('person');
  if (method.kind !== 'password') return c.redirect('/cdn-cgi/access/logout', 303);
  const now = new Date();
  const keepPasskeys = keepsPasskeys(await formFields(c));
  await endSessions(c.env.DB, person.id, { keepPasskeys, by: person.email, now });
  await recordTeamEvent(c.env.DB, {
    at: now.toISOString(),
    actor: person.email,
    action: 'sessions-ended',
    subject: person.email,
    detail: keepPasskeys ? 'passkeys kept' : '',
  });
  await endSession(c, method.password);
  return c.redirect(adminPaths.login, 303);
});
