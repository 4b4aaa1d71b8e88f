// Passkeys: registration and sign-in against answers a real authenticator made (Chromium's
// virtual one, recorded by scripts/record-passkey-fixtures.mjs for this site, https://stainless.example),
// and each refusal: a forged or garbled answer, another origin, another site, a replayed
// challenge, an unknown passkey, a removed person's, a counter that went back.
import { SELF, env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { app } from '../../src/worker/index';
import { sweep } from '../../src/worker/scheduled/sweep';
import { asOperator, cookieValue, operator, postForm, type OperatorSession } from './admin-helpers';
import { type ApiAnswer, fixtures, handOut, postJson, refusal, register as registerAs, signInWith } from './passkey-helpers';
import { newClientIp, origin, workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';
import { loadPasskeys } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadPasskeys);

const ownerId = async () => (await env.DB.prepare("SELECT id FROM accounts WHERE role = 'owner' LIMIT 1").first<{ id: number }>())!.id;

const register = async (owner: OperatorSession, name = 'Pixel 7', answer = fixtures.registration) =>
  registerAs(owner.cookie, await ownerId(), name, answer);

/** One byte of a base64url value changed, the rest kept. */
function flipped(base64url: string, at: number): string {
  const bytes = Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  bytes[at] ^= 0x01;
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// The library's module is compiled on its first use: once here, not inside the first test's time limit.
beforeAll(async () => {
  await loadPasskeys();
}, 120_000);

let owner: OperatorSession;
beforeEach(async () => {
  // Each test from no passkey, no challenge and no failed sign-in (which would pause sign-in).
  await env.DB.batch(['passkeys', 'passkey_challenges', 'admin_sign_in_failures'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  owner = await operator();
});

const insertStaff = (email: string) =>
  env.DB.prepare(
    "INSERT INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, 'Staff', 'staff', NULL, ?, 'test') ON CONFLICT (email) DO UPDATE SET name = name RETURNING id",
  )
    .bind(email, new Date().toISOString())
    .first<number>('id');

describe('adding a passkey', () => {
  it('hands out options for this site with a stored, single-use challenge', async () => {
    const response = await postJson('registration-options', {}, owner.cookie);
    expect(response.status).toBe(200);
    const options = (await response.json()) as ApiAnswer & { authenticatorSelection: { userVerification: string } };
    expect(options.rp?.id).toBe('stainless.example');
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const stored = await env.DB.prepare('SELECT purpose, account_id FROM passkey_challenges WHERE challenge = ?')
      .bind(options.challenge)
      .first();
    expect(stored).toEqual({ purpose: 'registration', account_id: await ownerId() });
  });

  it('saves a passkey a real authenticator made, named, and lists it on Your account', async () => {
    const response = await register(owner);
    expect(response.status, await response.clone().text()).toBe(201);
    // Chromium's virtual authenticator keeps a counter: 1 at registration, as recorded.
    const row = await env.DB.prepare('SELECT * FROM passkeys WHERE id = ?').bind(fixtures.registration.response.id).first();
    expect(row).toMatchObject({ account_id: await ownerId(), name: 'Pixel 7', counter: 1, transports: 'internal', last_used_at: null });
    const page = await (await asOperator(owner, '/admin/account')).text();
    expect(page).toContain('Pixel 7');
    expect(page).toContain('not used yet');
    expect(page).toContain('data-passkey-origin="https://stainless.example"');
  });

  it('refuses an answer to a challenge it did not hand out, or handed out to someone else', async () => {
    const unknown = await postJson('registration', { name: 'Pixel 7', response: fixtures.registration.response }, owner.cookie);
    expect(unknown.status).toBe(400);
    expect((await refusal(unknown)).code).toBe('passkey_request_used');
    await handOut(fixtures.registration.challenge, 'registration', await insertStaff('someone@stainless.example'));
    const others = await postJson('registration', { name: 'Pixel 7', response: fixtures.registration.response }, owner.cookie);
    expect(others.status).toBe(400);
  });

  it("refuses another site's passkey, and one whose RP ID is another site's under our origin", async () => {
    const warnings = workerLogs('warn');
    const otherSite = await register(owner, 'Evil', fixtures.otherSiteRegistration);
    expect(otherSite.status).toBe(401);
    expect(await refusal(otherSite)).toMatchObject({ code: 'passkey_other_site', message: expect.stringContaining('another site') });
    // Attestation "none" signs nothing: our client data beside another site's authenticator data.
    const mixed = {
      ...fixtures.registration,
      response: {
        ...fixtures.registration.response,
        response: {
          ...fixtures.registration.response.response,
          attestationObject: fixtures.otherSiteRegistration.response.response.attestationObject,
        },
      },
    };
    const wrongRpId = await register(owner, 'Mixed', mixed);
    expect(wrongRpId.status).toBe(401);
    expect((await refusal(wrongRpId)).code).toBe('passkey_other_site');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM passkeys').first('n')).toBe(0);
    expect(warnings()).toContain('passkey registration refused');
  });

  it('refuses a garbled answer and a bad name with a 4xx that says what to do', async () => {
    const warnings = workerLogs('warn');
    const notJson = await postJson('registration', '{"name": "Pixel', owner.cookie);
    expect(notJson.status).toBe(400);
    expect((await refusal(notJson)).message).toContain('Add a passkey');
    await handOut(fixtures.registration.challenge, 'registration', await ownerId());
    const garbled = await postJson(
      'registration',
      {
        name: 'Pixel 7',
        response: {
          ...fixtures.registration.response,
          response: { ...fixtures.registration.response.response, attestationObject: 'bm90IGNib3I' },
        },
      },
      owner.cookie,
    );
    expect(garbled.status).toBe(400);
    expect((await refusal(garbled)).code).toBe('passkey_unreadable');
    const unnamed = await register(owner, '   ');
    expect(unnamed.status).toBe(400);
    expect((await refusal(unnamed)).code).toBe('invalid_passkey_name');
    expect(warnings()).toContain('passkey registration refused');
  });

  it('needs a signed-in person', async () => {
    const response = await postJson('registration-options', {});
    expect(response.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  beforeEach(async () => {
    expect((await register(owner)).status).toBe(201);
  });

  it('starts the same server-side session as a password, and records the use', async () => {
    const options = await postJson('sign-in-options', {});
    expect(options.status).toBe(200);
    const { challenge, rpId } = (await options.json()) as ApiAnswer;
    expect(rpId).toBe('stainless.example');
    expect(await env.DB.prepare('SELECT purpose FROM passkey_challenges WHERE challenge = ?').bind(challenge).first('purpose')).toBe(
      'sign-in',
    );

    const response = await signInWith(fixtures.signIn.response, fixtures.signIn.challenge, '/admin/leads');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as ApiAnswer).location).toBe('/admin/leads');
    const session = cookieValue(response, '__Host-admin_session');
    expect(session).toBeTruthy();
    expect(cookieValue(response, '__Host-admin_device')).toBeTruthy();
    const account = await asOperator({ cookie: `__Host-admin_session=${session}` }, '/admin/account');
    expect(account.status).toBe(200);
    const row = await env.DB.prepare('SELECT counter, last_used_at FROM passkeys').first<{ counter: number; last_used_at: string }>();
    expect(row!.counter).toBeGreaterThan(0);
    expect(row!.last_used_at).toBeTruthy();
  });

  it('refuses a replayed challenge', async () => {
    expect((await signInWith(fixtures.signIn.response, fixtures.signIn.challenge)).status).toBe(200);
    const replay = await postJson('sign-in', { response: fixtures.signIn.response });
    expect(replay.status).toBe(400);
    expect(await refusal(replay)).toMatchObject({
      code: 'passkey_request_used',
      message: expect.stringContaining('Sign in with a passkey'),
    });
  });

  it('refuses a forged signature and a garbled answer, and counts each as a failed sign-in', async () => {
    const warnings = workerLogs('warn');
    const answer = fixtures.signIn.response;
    const forged = await signInWith(
      { ...answer, response: { ...answer.response, signature: flipped(answer.response.signature, 40) } },
      fixtures.signIn.challenge,
    );
    expect(forged.status).toBe(401);
    expect((await refusal(forged)).code).toBe('passkey_not_verified');
    const garbled = await signInWith(
      { ...answer, response: { ...answer.response, authenticatorData: answer.response.authenticatorData.slice(0, 20) } },
      fixtures.signIn.challenge,
    );
    expect(garbled.status).toBeGreaterThanOrEqual(400);
    expect(garbled.status).toBeLessThan(500);
    const truncated = await signInWith(
      { ...answer, response: { ...answer.response, clientDataJSON: 'eyJjaGFsbGVu' } },
      fixtures.signIn.challenge,
    );
    expect(truncated.status).toBe(400);
    expect((await refusal(truncated)).code).toBe('passkey_unreadable');
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_sign_in_failures WHERE email = 'owner@stainless.example'").first('n'),
    ).toBe(2);
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it('refuses the passkey asked for from another origin, and a passkey of another site', async () => {
    const warnings = workerLogs('warn');
    const otherOrigin = await signInWith(fixtures.signInFromOtherOrigin.response, fixtures.signInFromOtherOrigin.challenge);
    expect(otherOrigin.status).toBe(401);
    expect((await refusal(otherOrigin)).code).toBe('passkey_other_site');
    const otherSite = await signInWith(fixtures.otherSiteSignIn.response, fixtures.otherSiteSignIn.challenge);
    expect(otherSite.status).toBe(401);
    expect(await refusal(otherSite)).toMatchObject({ code: 'passkey_unknown', message: expect.stringContaining('email and password') });
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it('refuses a signature counter that went back (a copy of the passkey)', async () => {
    const warnings = workerLogs('warn');
    await env.DB.prepare('UPDATE passkeys SET counter = 1000').run();
    const response = await signInWith(fixtures.signIn.response, fixtures.signIn.challenge);
    expect(response.status).toBe(401);
    expect((await refusal(response)).code).toBe('passkey_counter_went_back');
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it("refuses a removed person's passkey: removing them removed it", async () => {
    const warnings = workerLogs('warn');
    const staff = await insertStaff('leaving@stainless.example');
    await env.DB.prepare('UPDATE passkeys SET account_id = ?').bind(staff).run();
    expect((await postForm(owner, `/admin/team/${staff}/remove`, { confirm: 'yes' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM passkeys').first('n')).toBe(0);
    const response = await signInWith(fixtures.signIn.response, fixtures.signIn.challenge);
    expect(response.status).toBe(401);
    expect((await refusal(response)).code).toBe('passkey_unknown');
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it('is removed from Your account by its owner only', async () => {
    const warnings = workerLogs('warn');
    const id = fixtures.registration.response.id;
    const other = await insertStaff('other@stainless.example');
    await env.DB.prepare(
      "INSERT INTO passkeys (id, account_id, name, public_key, created_at) VALUES ('someone-elses', ?, 'Theirs', 'AA', ?)",
    )
      .bind(other, new Date().toISOString())
      .run();
    const notYours = await postForm(owner, '/admin/account/passkeys/remove', { passkey: 'someone-elses' });
    expect(notYours.status).toBe(404);
    // The list's Remove asks first, and removes nothing until "Yes".
    const asked = await postForm(owner, '/admin/account/passkeys/remove', { passkey: id });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('Remove the passkey &quot;');
    expect(question).toContain(`<input type="hidden" name="passkey" value="${id}"/>`);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM passkeys WHERE id = ?').bind(id).first('n')).toBe(1);
    const removed = await postForm(owner, '/admin/account/passkeys/remove', { passkey: id, confirm: 'yes' });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/admin/account?done=passkey-removed');
    expect(await env.DB.prepare('SELECT id FROM passkeys').all()).toMatchObject({ results: [{ id: 'someone-elses' }] });
    expect((await signInWith(fixtures.signIn.response, fixtures.signIn.challenge)).status).toBe(401);
    expect(warnings()).toContain('dashboard passkey sign-in failed');
  });

  it('refuses an expired challenge, and the cron sweep deletes the ones nobody answered', async () => {
    await handOut(fixtures.signIn.challenge, 'sign-in');
    const aSecondAgo = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare('UPDATE passkey_challenges SET expires_at = ?').bind(aSecondAgo).run();
    const late = await postJson('sign-in', { response: fixtures.signIn.response });
    expect(late.status).toBe(400);
    expect((await refusal(late)).code).toBe('passkey_request_used');

    await handOut('an-expired-challenge-nobody-answered', 'sign-in');
    await env.DB.prepare("UPDATE passkey_challenges SET expires_at = ? WHERE challenge = 'an-expired-challenge-nobody-answered'")
      .bind(aSecondAgo)
      .run();
    await handOut('a-live-challenge-still-waiting-for-its-answer', 'sign-in');
    const quiet = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
    await sweep(workerEnv, new Date(), quiet);
    expect((await env.DB.prepare('SELECT challenge FROM passkey_challenges').all()).results).toEqual([
      { challenge: 'a-live-challenge-still-waiting-for-its-answer' },
    ]);
  });

  it('offers passkeys on the sign-in page, beside the password', async () => {
    const html = await (await SELF.fetch(`${origin}/admin/login`, { headers: { 'cf-connecting-ip': newClientIp() } })).text();
    expect(html).toContain('Sign in with a passkey');
    expect(html).toContain('<script src="/admin-passkeys.js" defer=""></script>');
    expect(html).toContain('name="password"');
  });

  it('is not a way in when Cloudflare Access is configured', async () => {
    const accessEnv = { ...workerEnv, ACCESS_TEAM_DOMAIN: 'https://stainless.cloudflareaccess.com', ACCESS_AUD: 'aud' };
    await handOut(fixtures.signIn.challenge, 'sign-in');
    const response = await app.request(
      `${origin}/api/admin/passkeys/sign-in`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'cf-connecting-ip': newClientIp() },
        body: JSON.stringify({ response: fixtures.signIn.response }),
      },
      accessEnv,
    );
    expect(response.status).toBe(403);
    expect((await refusal(response)).message).toContain('Cloudflare Access');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
