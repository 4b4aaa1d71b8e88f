// /admin/team (the owner's): the people who sign in, invitations, roles, sessions, passkeys and removal.
import { Hono, type Context } from 'hono';
import { ConfirmPage, type ConfirmView } from '../../ui/admin/ConfirmPage';
import { TeamPage, type TeamNotice } from '../../ui/admin/team/TeamPage';
import { isRole, type Role } from '../../shared/roles';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { formFields } from '../admin/form-fields';
import { normalEmail } from '../admin/people';
import { sessionIdleMs } from '../admin/session';
import { signInMethod } from '../admin/sign-in-method';
import type { DashboardEnv } from '../app-env';
import { accountById, deleteAccount, listAccounts, setAccountRole, type AccountRow } from '../admin/accounts';
import { cancelInvitations, pendingInvitations, recordTeamEvent, type TeamAction } from './store';
import { sessionCounts } from '../admin/session-store';
import { deletePasskey, passkeysByPerson, passkeysOf, type PasskeyRow } from '../passkeys/passkey-store';
import { publicOrigin } from '../site-config';
import { adminPage } from '../render/render-admin';
import { endSessions, keepsPasskeys } from './end-sessions';
import { invitationPath, invite, isInvitationProblem } from './invitations';
import { parseRecordId } from '../record-id';
import { enqueue } from '../queue/enqueue';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const teamRoutes = new Hono<DashboardEnv>();

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function teamPage(c: Context<DashboardEnv>, status: 200 | 400 | 404 | 409 = 200, notice?: TeamNotice) {
  const now = new Date();
  const [people, invitations, sessions, passkeys] = await Promise.all([
    listAccounts(c.env.DB),
    pendingInvitations(c.env.DB, now.toISOString()),
    sessionCounts(c.env.DB, new Date(now.getTime() - sessionIdleMs).toISOString(), now.toISOString()),
    passkeysByPerson(c.env.DB),
  ]);
  return adminPage(
    c,
    <TeamPage
      selfId={c.get('person').id}
      passwordSignIn={signInMethod(c.env).kind === 'password'}
      people={people.map((person) => ({
        id: person.id,
        name: person.name || person.email,
        email: person.email,
        role: person.role,
        sessions: sessions.get(person.id) ?? 0,
        passkeys: (passkeys.get(person.id) ?? []).map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          createdAt: passkey.created_at,
          lastUsedAt: passkey.last_used_at,
        })),
      }))}
      invitations={invitations.map((invitation) => ({
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expires_at,
        emailStatus: invitation.email_status,
        emailError: invitation.email_error,
      }))}
      notice={notice}
    />,
    status,
  );
}

const doneNotices: Record<string, string> = {
  role: 'The role is changed.',
  sessions: 'Their sessions are ended and their phones get no more notifications: they must sign in again.',
  'sessions-passkeys':
    'Their sessions are ended, their passkeys removed and their phones get no more notifications: they must sign in again with their password.',
  'passkey-removed': 'The passkey is removed: it no longer signs them in. Sessions they have now go on until you end them.',
  cancelled: 'The invitation is withdrawn: its link no longer works.',
  removed: 'They are removed and signed out everywhere.',
};

teamRoutes.get('/', screenAccess('team'), (c) => {
  const key = c.req.query('done') ?? '';
  const done = Object.hasOwn(doneNotices, key) ? doneNotices[key] : undefined;
  return teamPage(c, 200, done ? { kind: 'done', text: done } : undefined);
});

teamRoutes.post('/invitations/cancel', async (c) => {
  const email = normalEmail(String((await formFields(c)).email ?? ''));
  if (!(await cancelInvitations(c.env.DB, email)))
    return teamPage(c, 404, { kind: 'error', text: 'There is no open invitation to that address any more.' });
  await recorded(c, 'invitation-withdrawn', email);
  return c.redirect(`${adminPaths.team}?done=cancelled`, 303);
});

teamRoutes.post('/invitations', async (c) => {
  const form = await formFields(c);
  const name = String(form.name ?? '').trim();
  const email = normalEmail(String(form.email ?? ''));
  const role = form.role;
  if (!name || name.length > 80 || hasInvisibleCharacters(name))
    return teamPage(c, 400, { kind: 'error', text: 'Write the person’s name as one line of plain text, at most 80 characters.' });
  // The length first: the pattern backtracks on a long string with many dots.
  if (email.length > 254 || !emailPattern.test(email))
    return teamPage(c, 400, { kind: 'error', text: 'Write the email they will sign in with, like ana@example.com.' });
  if (!isRole(role)) return teamPage(c, 400, { kind: 'error', text: 'Choose Owner or Staff.' });
  const result = await invite(c.env.DB, { name, email, role }, c.get('operator'), new Date(), c.env.SESSION_SECRET || undefined);
  if (isInvitationProblem(result)) return teamPage(c, 409, { kind: 'error', text: result.message });
  if (result.emailed) await enqueue(c.env, [{ kind: 'invitation', tokenHash: result.tokenHash }]);
  c.get('logger').info('person invited', { role, by: c.get('operator') });
  return teamPage(c, 200, {
    kind: 'invited',
    name,
    link: `${publicOrigin(c)}${invitationPath(result.token)}`,
    emailedTo: result.emailed ? email : undefined,
  });
});

/** The person an owner acts on, from the path. */
async function personFromPath(c: Context<DashboardEnv>) {
  const id = parseRecordId(c.req.param('id'));
  return id === null ? null : accountById(c.env.DB, id);
}

const lastOwner = 'There must always be an owner: make someone else an owner first.';

/** What an owner did to a person, for the audit. */
const recorded = (c: Context<DashboardEnv>, action: TeamAction, subject: string, detail?: string) =>
  recordTeamEvent(c.env.DB, { at: new Date().toISOString(), actor: c.get('operator'), action, subject, detail });

teamRoutes.post('/:id/role', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  const role: unknown = (await formFields(c)).role;
  if (!isRole(role)) return teamPage(c, 400, { kind: 'error', text: 'Choose Owner or Staff.' });
  if (!(await setAccountRole(c.env.DB, person.id, role as Role))) return teamPage(c, 409, { kind: 'error', text: lastOwner });
  if (role !== person.role) await recorded(c, 'role-changed', person.email, `${person.role} to ${role as Role}`);
  return c.redirect(`${adminPaths.team}?done=role`, 303);
});

// "End sessions and remove passkeys" and "End sessions, keep passkeys" (TeamPage.tsx): only an
// explicit keep keeps them, so a post from the one-button form removes a passkey added since the page was drawn.
teamRoutes.post('/:id/end-sessions', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  if (signInMethod(c.env).kind !== 'password')
    return teamPage(c, 409, {
      kind: 'error',
      text: 'Sign-in is through Cloudflare Access: end their session in Access (Zero Trust, Users), or remove them here to lock them out.',
    });
  const keepPasskeys = keepsPasskeys(await formFields(c));
  const passkeysRemoved = await endSessions(c.env.DB, person.id, { keepPasskeys, by: c.get('operator'), now: new Date() });
  await recorded(c, 'sessions-ended', person.email, keepPasskeys ? 'passkeys kept' : '');
  return c.redirect(`${adminPaths.team}?done=${passkeysRemoved > 0 ? 'sessions-passkeys' : 'sessions'}`, 303);
});

/** The passkey an owner removes, by the person in the path and the id in the query or form. */
async function passkeyOf(c: Context<DashboardEnv>, person: AccountRow, id: unknown): Promise<PasskeyRow | undefined> {
  return typeof id === 'string' ? (await passkeysOf(c.env.DB, person.id)).find((passkey) => passkey.id === id) : undefined;
}

const passkeyGone = (c: Context<DashboardEnv>) =>
  teamPage(c, 404, { kind: 'error', text: 'That passkey is not on their account any more: it was removed already.' });

/** Removing one of someone's passkeys asks first, as removing the person does. */
async function confirmPasskeyRemoval(c: Context<DashboardEnv>, person: AccountRow, passkey: PasskeyRow) {
  const view: ConfirmView = {
    title: `Remove ${person.name}’s passkey "${passkey.name}"?`,
    question: `${person.name} can no longer sign in with it. Their password, their other passkeys and the sessions they have now still work: to sign them out as well, use "End sessions and remove passkeys" on the Team screen.`,
    action: `${adminPaths.team}/${person.id}/passkeys/remove`,
    fields: { passkey: passkey.id },
    confirm: 'Yes, remove the passkey',
    back: adminPaths.team,
    keep: 'No, keep it',
  };
  return adminPage(c, <ConfirmPage current="team" view={view} />);
}

teamRoutes.get('/:id/passkeys/remove', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  const passkey = await passkeyOf(c, person, c.req.query('passkey'));
  return passkey ? confirmPasskeyRemoval(c, person, passkey) : passkeyGone(c);
});

// Without confirm=yes it only asks, as the person's removal does.
teamRoutes.post('/:id/passkeys/remove', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  const form = await formFields(c);
  const passkey = await passkeyOf(c, person, form.passkey);
  if (!passkey) return passkeyGone(c);
  if (form.confirm !== 'yes') return confirmPasskeyRemoval(c, person, passkey);
  const change = { by: c.get('operator'), at: new Date().toISOString() };
  if (!(await deletePasskey(c.env.DB, person.id, passkey.id, change))) return passkeyGone(c);
  return c.redirect(`${adminPaths.team}?done=passkey-removed`, 303);
});

/** Removing someone asks first, on a page of its own (ConfirmPage.tsx): one tap must not lock a person out. */
async function confirmRemoval(c: Context<DashboardEnv>, person: AccountRow) {
  const people = await listAccounts(c.env.DB);
  if (person.role === 'owner' && people.filter((candidate) => candidate.role === 'owner').length === 1)
    return teamPage(c, 409, { kind: 'error', text: lastOwner });
  const name = person.name || person.email;
  const view: ConfirmView = {
    title: `Remove ${name}?`,
    question: `${name} (${person.email}) can no longer sign in: their sessions end, their phones stop getting alerts, and invitations they sent that are not used yet are withdrawn. What they did stays in the audit. To let them back in, invite them again.`,
    action: `${adminPaths.team}/${person.id}/remove`,
    confirm: `Yes, remove ${name}`,
    back: adminPaths.team,
    keep: 'No, keep them',
  };
  return adminPage(c, <ConfirmPage current="team" view={view} />);
}

teamRoutes.get('/:id/remove', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  return confirmRemoval(c, person);
});

// Without confirm=yes (a form from before, a replayed post) it only asks.
teamRoutes.post('/:id/remove', async (c) => {
  const person = await personFromPath(c);
  if (!person) return teamPage(c, 404, { kind: 'error', text: 'That person is not on the team any more.' });
  if ((await formFields(c)).confirm !== 'yes') return confirmRemoval(c, person);
  if (!(await deleteAccount(c.env.DB, person.id))) return teamPage(c, 409, { kind: 'error', text: lastOwner });
  await recorded(c, 'removed', person.email, person.name || person.email);
  c.get('logger').info('person removed', { by: c.get('operator') });
  return c.redirect(`${adminPaths.team}?done=removed`, 303);
});
