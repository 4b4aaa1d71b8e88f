// /admin/account: a person's own name, password and sessions.
import { Hono, type Context } from 'hono';
import { AccountPage } from '../../ui/admin/AccountPage';
import { formFields } from '../admin/form-fields';
import { verifyPassword } from '../admin/password';
import { hashPassword } from '../admin/password-hash';
import { endSession, startSession } from '../admin/session';
import { signInMethod } from '../admin/sign-in-method';
import type { AppEnv } from '../app-env';
import { accountById, recordTeamEvent, setAccountName, setAccountPassword } from '../db/accounts';
import { deleteSessionsOf } from '../db/admin-sessions';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../site-facts/published';
import { newPasswordProblem } from './new-password';

export const accountRoutes = new Hono<AppEnv>();

const nameMaxLength = 80;

async function accountPage(c: Context<AppEnv>, status: 200 | 400 | 401 = 200, message?: { field: 'name' | 'password'; text: string }) {
  const method = signInMethod(c.env);
  return adminPage(
    c,
    <AccountPage
      businessName={(await siteFacts(c.env)).business.name}
      person={c.get('person')!}
      passwordSignIn={method.kind === 'password'}
      notice={c.req.query('done')}
      error={message}
    />,
    status,
  );
}

accountRoutes.get('/', (c) => accountPage(c));

accountRoutes.post('/name', async (c) => {
  const name = String((await formFields(c)).name ?? '').trim();
  if (!name || name.length > nameMaxLength) {
    return accountPage(c, 400, { field: 'name', text: `Write your name, at most ${nameMaxLength} characters.` });
  }
  await setAccountName(c.env.DB, c.get('person')!.id, name);
  return c.redirect('/admin/account?done=name', 303);
});

accountRoutes.post('/password', async (c) => {
  const method = signInMethod(c.env);
  const person = c.get('person')!;
  if (method.kind !== 'password')
    return c.text('This dashboard signs in through Cloudflare Access: there is no password to change here.', 400);
  const form = await formFields(c);
  if (!person.password_hash || !(await verifyPassword(String(form.current ?? ''), person.password_hash))) {
    return accountPage(c, 401, { field: 'password', text: 'Your current password is not right. Type it again.' });
  }
  const problem = newPasswordProblem(form.password, form.confirmation);
  if (problem) return accountPage(c, 400, { field: 'password', text: problem });
  await setAccountPassword(c.env.DB, person.id, await hashPassword(String(form.password)));
  // Every other session ends; this one goes on under the new password.
  await deleteSessionsOf(c.env.DB, person.id);
  const now = new Date();
  await recordTeamEvent(c.env.DB, { at: now.toISOString(), actor: person.email, action: 'password-changed', subject: person.email });
  await startSession(c, method.password, (await accountById(c.env.DB, person.id))!, now);
  return c.redirect('/admin/account?done=password', 303);
});

accountRoutes.post('/sign-out-everywhere', async (c) => {
  const method = signInMethod(c.env);
  const person = c.get('person')!;
  if (method.kind !== 'password') return c.redirect('/cdn-cgi/access/logout', 303);
  await deleteSessionsOf(c.env.DB, person.id);
  await endSession(c, method.password);
  return c.redirect('/admin/login', 303);
});
