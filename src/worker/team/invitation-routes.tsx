// /admin/invitation: where an invited person sets their password and gets in (open without a session).
import { Hono } from 'hono';
import { InvitationPage } from '../../ui/admin/team/InvitationPage';
import { formFields } from '../admin/form-fields';
import { hashPassword } from '../admin/password-hash';
import { homeFor } from '../admin/roles';
import { startSession } from '../admin/session';
import { signInMethod } from '../admin/sign-in-method';
import { rememberDevice } from '../admin/known-device';
import type { AppEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { acceptInvitation, isInvitationProblem, openInvitation } from './invitations';
import { newPasswordProblem } from './new-password';
import { recordDashboardAction } from '../action-records/dashboard-actions';

export const invitationRoutes = new Hono<AppEnv>();

invitationRoutes.get('/', async (c) => {
  const token = c.req.query('token') ?? '';
  const invitation = await openInvitation(c.env.DB, token, new Date());
  if (isInvitationProblem(invitation)) return adminPage(c, <InvitationPage problem={invitation.message} />, invitation.status);
  return adminPage(c, <InvitationPage token={token} invitation={invitation} passwordSignIn={signInMethod(c.env).kind === 'password'} />);
});

invitationRoutes.post('/', async (c) => {
  const form = await formFields(c);
  const token = String(form.token ?? '');
  const now = new Date();
  const method = signInMethod(c.env);
  const invitation = await openInvitation(c.env.DB, token, now);
  if (isInvitationProblem(invitation)) return adminPage(c, <InvitationPage problem={invitation.message} />, invitation.status);
  const passwordSignIn = method.kind === 'password';
  const problem = passwordSignIn ? newPasswordProblem(form.password, form.confirmation) : null;
  if (problem) {
    return adminPage(c, <InvitationPage token={token} invitation={invitation} passwordSignIn error={problem} />, 400);
  }
  const account = await acceptInvitation(c.env.DB, invitation, passwordSignIn ? await hashPassword(String(form.password)) : null, now);
  if (isInvitationProblem(account)) return adminPage(c, <InvitationPage problem={account.message} />, account.status);
  await recordDashboardAction(c.env.DB, { actor: account.email, action: 'invitation-accepted', detail: account.role, at: now });
  if (method.kind === 'password') {
    await startSession(c, method.password, account, now);
    await rememberDevice(c, method.password, account);
  }
  return c.redirect(homeFor(account.role), 303);
});
