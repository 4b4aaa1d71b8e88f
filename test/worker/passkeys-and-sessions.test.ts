// A passkey does not outlive the sessions it was added from (issue 36, M2): the owner sees and
// removes each person's passkeys on the Team screen; ending someone's sessions, signing out
// everywhere and a password change remove the passkeys too unless told to keep them; and every
// passkey added or removed is in the audit with who did it.
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPasskeys } from '../../src/worker/lazy-modules';
import {
  asOperator,
  cookieValue,
  operator,
  operatorEmail,
  operatorPassword,
  postForm,
  signedInStaff,
  type OperatorSession,
} from './admin-helpers';
import { fixtures, refusal, register, signInWith } from './passkey-helpers';
import { newClientIp } from './quote-helpers';
import { workerLogs } from './worker-logs';

// The library's module is compiled on its first use: once here, not inside the first test's time limit.
beforeAll(async () => {
  await loadPasskeys();
}, 120_000);

let owner: OperatorSession;
let staffCount = 0;
/** A staff member, signed in with a password, who added the recorded passkey "Pixel 7" from that session. */
let staff: OperatorSession & { id: number; email: string };

beforeEach(async () => {
  // The recorded passkey is one credential: each test starts with nobody holding it, and no failed sign-in.
  await env.DB.batch(['passkeys', 'passkey_challenges', 'admin_sign_in_failures'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  owner = await operator();
  staff = await signedInStaff(`staff${++staffCount}@stainless.example`, `Rina ${staffCount}`);
  const added = await register(staff.cookie, staff.id);
  expect(added.status, await added.clone().text()).toBe(201);
});

const passkeySignIn = () => signInWith(fixtures.signIn.response, fixtures.signIn.challenge);
const passkeyCount = async (accountId: number) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM passkeys WHERE account_id = ?').bind(accountId).first<number>('n');
const signedIn = async (session: OperatorSession) => (await asOperator(session, '/admin/leads')).status === 200;
const sessionFrom = (response: Response): OperatorSession => ({
  cookie: `__Host-admin_session=${cookieValue(response, '__Host-admin_session')}`,
});
/** The opening tag of the element with these words, e.g. a button's, to read its attributes. */
const tagBefore = (html: string, words: string) => new RegExp(`<(?:button|input)\\b[^>]*>${words}`).exec(html)?.[0] ?? '';
/** A page's text without the markers React puts between text parts. */
const pageText = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** A second passkey of the person's, stored as registration would (it signs no one in here; it is listed and removed). */
const addStoredPasskey = (accountId: number, id: string, name: string) =>
  env.DB.prepare("INSERT INTO passkeys (id, account_id, name, public_key, created_at) VALUES (?, ?, ?, 'AA', ?)")
    .bind(id, accountId, name, new Date().toISOString())
    .run();

describe('ending sessions ends passkeys too', () => {
  it('refuses the passkey a staff member added once the owner ends their sessions and removes their passkeys', async () => {
    const warnings = workerLogs('warn');
    const team = await pageText(await asOperator(owner, '/admin/team'));
    // The buttons say what becomes of the passkeys.
    expect(tagBefore(team, 'End sessions and remove passkeys')).toMatch(/^<button(?=.*name="passkeys")(?=.*value="remove")/);
    expect(tagBefore(team, 'End sessions, keep passkeys')).toMatch(/^<button(?=.*name="passkeys")(?=.*value="keep")/);

    const ended = await postForm(owner, `/admin/team/${staff.id}/end-sessions`, { passkeys: 'remove' });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe('/admin/team?done=sessions-passkeys');
    expect(await signedIn(staff)).toBe(false);
    const refused = await passkeySignIn();
    expect(refused.status).toBe(401);
    expect((await refusal(refused)).code).toBe('passkey_unknown');
    expect(await passkeyCount(staff.id)).toBe(0);
    expect(await pageText(await asOperator(owner, '/admin/team?done=sessions-passkeys'))).toContain('their passkeys removed');
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it('removes them when the post makes no choice (the one-button form, drawn before the passkey was added)', async () => {
    workerLogs('warn');
    expect((await postForm(owner, `/admin/team/${staff.id}/end-sessions`, {})).status).toBe(303);
    expect(await passkeyCount(staff.id)).toBe(0);
    expect((await passkeySignIn()).status).toBe(401);
  });

  it('keeps them only when the owner says so, and the audit says they were kept', async () => {
    const kept = await postForm(owner, `/admin/team/${staff.id}/end-sessions`, { passkeys: 'keep' });
    expect(kept.headers.get('location')).toBe('/admin/team?done=sessions');
    expect(await signedIn(staff)).toBe(false);
    expect((await passkeySignIn()).status).toBe(200);
    const audit = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(operatorEmail)}`));
    // People are named by their names in what the owner reads.
    expect(audit).toContain(`Ended the sessions of Rina ${staffCount}, passkeys kept`);
  });

  it('offers one plain button for someone without passkeys', async () => {
    await env.DB.prepare('DELETE FROM passkeys').run();
    const team = await pageText(await asOperator(owner, '/admin/team'));
    expect(team).toContain('<button type="submit">End their sessions</button>');
    expect(team).not.toContain('End sessions and remove passkeys');
  });
});

describe('passkeys on the Team screen', () => {
  it('lists each person’s passkeys with when they were added and last used', async () => {
    expect((await passkeySignIn()).status).toBe(200);
    await addStoredPasskey(staff.id, 'work-laptop-credential', 'Work laptop');
    const team = await pageText(await asOperator(owner, '/admin/team'));
    const theirs = team.slice(team.indexOf(`${staff.email} ·`));
    // Times in the dashboard's style: "Added Nov 29, 2026, 9:05 AM; last used Nov 29, 2026, 9:06 AM".
    const time = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M`;
    expect(theirs).toMatch(new RegExp(`<strong>Pixel 7</strong><span class="muted">Added ${time}; last used ${time}</span>`));
    expect(theirs).toMatch(new RegExp(`<strong>Work laptop</strong><span class="muted">Added ${time}; not used yet</span>`));
    expect(team).toContain(
      `href="/admin/team/${staff.id}/passkeys/remove?passkey=work-laptop-credential" class="danger-link" aria-label="Remove Rina ${staffCount}’s passkey Work laptop">Remove…</a>`,
    );
    // The owner, who has none, is told so.
    expect(team).toContain('No passkeys.');
  });

  it('removes one passkey after asking, and it no longer signs them in; their sessions go on', async () => {
    workerLogs('warn');
    const id = fixtures.registration.response.id;
    await addStoredPasskey(staff.id, 'work-laptop-credential', 'Work laptop');
    const question = await asOperator(owner, `/admin/team/${staff.id}/passkeys/remove?passkey=${encodeURIComponent(id)}`);
    expect(question.status).toBe(200);
    const page = await pageText(question);
    expect(page).toContain('passkey &quot;Pixel 7&quot;?');
    expect(page).toContain(`action="/admin/team/${staff.id}/passkeys/remove"`);
    expect(page).toContain(`<input type="hidden" name="passkey" value="${id}"/>`);
    expect(page).toContain('<input type="hidden" name="confirm" value="yes"/>');
    // A post without confirm=yes only asks.
    expect((await postForm(owner, `/admin/team/${staff.id}/passkeys/remove`, { passkey: id })).status).toBe(200);
    expect(await passkeyCount(staff.id)).toBe(2);

    const removed = await postForm(owner, `/admin/team/${staff.id}/passkeys/remove`, { passkey: id, confirm: 'yes' });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/admin/team?done=passkey-removed');
    expect((await passkeySignIn()).status).toBe(401);
    expect(await env.DB.prepare('SELECT name FROM passkeys WHERE account_id = ?').bind(staff.id).all()).toMatchObject({
      results: [{ name: 'Work laptop' }],
    });
    expect(await signedIn(staff)).toBe(true);

    // Gone already, someone else's, or no passkey named: 404 with what happened, nothing removed.
    for (const [path, fields] of [
      [`/admin/team/${staff.id}/passkeys/remove`, { passkey: id, confirm: 'yes' }],
      [`/admin/team/${staff.id}/passkeys/remove`, { confirm: 'yes' }],
      [`/admin/team/${staff.id + 1000}/passkeys/remove`, { passkey: 'work-laptop-credential', confirm: 'yes' }],
    ] as const) {
      const response = await postForm(owner, path, fields);
      expect(response.status, JSON.stringify(fields)).toBe(404);
      expect(await response.text()).toMatch(/not on their account any more|not on the team any more/);
    }
    const otherPerson = await signedInStaff(`other${staffCount}@stainless.example`);
    const notTheirs = await postForm(owner, `/admin/team/${otherPerson.id}/passkeys/remove`, {
      passkey: 'work-laptop-credential',
      confirm: 'yes',
    });
    expect(notTheirs.status).toBe(404);
    expect((await asOperator(owner, `/admin/team/${staff.id}/passkeys/remove?passkey=nope`)).status).toBe(404);
    expect(await passkeyCount(staff.id)).toBe(1);
  });

  it('is the owner’s: staff get 403 and the passkey stays', async () => {
    const colleague = await signedInStaff(`colleague${staffCount}@stainless.example`);
    const id = fixtures.registration.response.id;
    for (const response of [
      await asOperator(colleague, `/admin/team/${staff.id}/passkeys/remove?passkey=${encodeURIComponent(id)}`),
      await postForm(colleague, `/admin/team/${staff.id}/passkeys/remove`, { passkey: id, confirm: 'yes' }),
      await postForm(staff, `/admin/team/${staff.id}/passkeys/remove`, { passkey: id, confirm: 'yes' }),
      await postForm(colleague, `/admin/team/${staff.id}/end-sessions`, { passkeys: 'remove' }),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('for the owner');
    }
    expect(await passkeyCount(staff.id)).toBe(1);
    expect((await passkeySignIn()).status).toBe(200);
  });
});

describe('a person’s own way out', () => {
  it('asks on a password change whether to keep the passkeys, removing them unless kept', async () => {
    workerLogs('warn');
    const account = await pageText(await asOperator(staff, '/admin/account'));
    expect(account).toContain('<legend>Your passkey</legend>');
    // Removing them is the choice made unless the person picks Keep.
    expect(tagBefore(account, 'Remove it: sign in with the new password')).toMatch(
      /^<input(?=.*type="radio")(?=.*name="passkeys")(?=.*value="remove")(?=.*checked="")/,
    );
    const keep = tagBefore(account, 'Keep it: it still signs you in');
    expect(keep).toMatch(/^<input(?=.*name="passkeys")(?=.*value="keep")/);
    expect(keep).not.toContain('checked');

    const change = (session: OperatorSession, current: string, password: string, choice: Record<string, string>) =>
      postForm(
        session,
        '/admin/account/password',
        { current, password, confirmation: password, ...choice },
        { 'cf-connecting-ip': newClientIp() },
      );
    const keptResponse = await change(staff, operatorPassword, 'a staff passphrase kept', { passkeys: 'keep' });
    expect(keptResponse.status).toBe(303);
    expect(keptResponse.headers.get('location')).toBe('/admin/account?done=password');
    expect(await passkeyCount(staff.id)).toBe(1);

    const session = sessionFrom(keptResponse);
    const removed = await change(session, 'a staff passphrase kept', 'a staff passphrase removed', { passkeys: 'remove' });
    expect(removed.headers.get('location')).toBe('/admin/account?done=password-passkeys');
    expect(await passkeyCount(staff.id)).toBe(0);
    expect((await passkeySignIn()).status).toBe(401);
    const after = sessionFrom(removed);
    expect(await pageText(await asOperator(after, '/admin/account?done=password-passkeys'))).toContain('your passkeys are removed');
  });

  it('offers to remove them with Sign out everywhere, and keeps them only when asked', async () => {
    workerLogs('warn');
    const account = await pageText(await asOperator(staff, '/admin/account'));
    expect(tagBefore(account, 'Sign out everywhere and remove my passkeys')).toMatch(/^<button(?=.*name="passkeys")(?=.*value="remove")/);
    expect(tagBefore(account, 'Sign out everywhere, keep my passkeys')).toMatch(/^<button(?=.*name="passkeys")(?=.*value="keep")/);

    expect((await postForm(staff, '/admin/account/sign-out-everywhere', { passkeys: 'keep' })).status).toBe(303);
    expect(await signedIn(staff)).toBe(false);
    expect(await passkeyCount(staff.id)).toBe(1);
    const again = sessionFrom(await passkeySignIn());
    expect((await postForm(again, '/admin/account/sign-out-everywhere', { passkeys: 'remove' })).status).toBe(303);
    expect(await passkeyCount(staff.id)).toBe(0);
    expect((await passkeySignIn()).status).toBe(401);
  });
});

describe('passkeys in the audit', () => {
  it('names who added and who removed each passkey: the person, or the owner', async () => {
    await addStoredPasskey(staff.id, 'work-laptop-credential', 'Work laptop');
    // The person removes one of their own; the owner removes the other.
    expect((await postForm(staff, '/admin/account/passkeys/remove', { passkey: 'work-laptop-credential', confirm: 'yes' })).status).toBe(
      303,
    );
    const id = fixtures.registration.response.id;
    expect((await postForm(owner, `/admin/team/${staff.id}/passkeys/remove`, { passkey: id, confirm: 'yes' })).status).toBe(303);
    // Added again, then removed with their sessions.
    expect((await register(staff.cookie, staff.id, 'Pixel 7 again')).status).toBe(201);
    expect((await postForm(owner, `/admin/team/${staff.id}/end-sessions`, { passkeys: 'remove' })).status).toBe(303);

    const rows = await env.DB.prepare('SELECT actor, action, subject, passkey_name FROM passkey_events WHERE subject = ? ORDER BY id')
      .bind(staff.email)
      .all();
    expect(rows.results).toEqual([
      { actor: staff.email, action: 'added', subject: staff.email, passkey_name: 'Pixel 7' },
      { actor: staff.email, action: 'removed', subject: staff.email, passkey_name: 'Work laptop' },
      { actor: operatorEmail, action: 'removed', subject: staff.email, passkey_name: 'Pixel 7' },
      { actor: staff.email, action: 'added', subject: staff.email, passkey_name: 'Pixel 7 again' },
      { actor: operatorEmail, action: 'removed', subject: staff.email, passkey_name: 'Pixel 7 again' },
    ]);

    const theirs = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(staff.email)}`));
    expect(theirs).toContain('Added a passkey, &quot;Pixel 7&quot;');
    expect(theirs).toContain('Removed their passkey &quot;Work laptop&quot;');
    expect(theirs).toContain('Added a passkey, &quot;Pixel 7 again&quot;');
    const owners = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(operatorEmail)}`));
    expect(owners).toContain(`Removed the passkey &quot;Pixel 7&quot; of Rina ${staffCount}`);
    expect(owners).toContain(`Removed the passkey &quot;Pixel 7 again&quot; of Rina ${staffCount}`);
    expect(owners).toContain(`Ended the sessions of Rina ${staffCount}`);
  });

  it('lists Sign out everywhere as the person’s own', async () => {
    expect((await postForm(staff, '/admin/account/sign-out-everywhere', { passkeys: 'keep' })).status).toBe(303);
    const theirs = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(staff.email)}`));
    expect(theirs).toContain('Signed out everywhere, passkeys kept');
  });
});
