// Password sessions live in D1: sign-out, the idle timeout, the 8-hour lifetime and a new
// password end them everywhere at once, and the cookie is signed with SESSION_SECRET.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { app } from '../../src/worker/index';
import { sweep } from '../../src/worker/scheduled/sweep';
import {
  asOperator,
  cookieValue,
  operator,
  operatorPassword,
  postForm,
  sessionCookieValue,
  signIn,
  type OperatorSession,
} from './admin-helpers';
import { newClientIp, origin, workerEnv } from './quote-helpers';
import { inOneWindow } from './rate-limit-window';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import { workerLogs } from './worker-logs';
import { loadAccessJwt } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadAccessJwt);

const minuteMs = 60_000;
const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

async function hmac(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(message));
}

/** A cookie in the signed-cookie format (value "." base64 HMAC-SHA-256), signed with any key. */
async function signedSessionCookie(sessionId: string, key: BufferSource) {
  return `__Host-admin_session=${encodeURIComponent(`${sessionId}.${base64(await hmac(key, sessionId))}`)}`;
}

/** The random session id the cookie carries (before its signature). */
const sessionIdOf = (session: OperatorSession) => decodeURIComponent(sessionCookieValue(session)).split('.')[0];

interface SessionRow {
  id_hash: string;
  password_fingerprint: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

async function storedSession(session: OperatorSession) {
  return env.DB.prepare('SELECT * FROM admin_sessions WHERE id_hash = ?')
    .bind(await sha256Hex(sessionIdOf(session)))
    .first<SessionRow>();
}

async function setSessionTimes(session: OperatorSession, times: Partial<Pick<SessionRow, 'last_seen_at' | 'expires_at'>>) {
  const row = (await storedSession(session))!;
  await env.DB.prepare('UPDATE admin_sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?')
    .bind(times.last_seen_at ?? row.last_seen_at, times.expires_at ?? row.expires_at, row.id_hash)
    .run();
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function isSignedIn(session: OperatorSession): Promise<boolean> {
  const page = await asOperator(session, '/admin');
  await page.body?.cancel();
  const api = await asOperator(session, '/api/admin/leads');
  await api.body?.cancel();
  expect(page.status === 200, 'the page and the API agree').toBe(api.status === 200);
  if (page.status !== 200) {
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/admin\/login\?next=/);
    expect(api.status).toBe(401);
  }
  return page.status === 200;
}

describe('password sessions', () => {
  it('ends the session at sign-out: a copy of the cookie no longer works', async () => {
    const session = await operator();
    const copied: OperatorSession = { ...session };
    expect(await isSignedIn(copied)).toBe(true);

    const signOut = await postForm(session, '/admin/logout', {});
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get('location')).toBe('/admin/login');
    expect(signOut.headers.getSetCookie().some((header) => header.startsWith('__Host-admin_session=;'))).toBe(true);

    expect(await isSignedIn(copied)).toBe(false);
    expect(await storedSession(copied)).toBeNull();
  });

  it('stores only a hash of the session id, so a stolen row is not a usable cookie', async () => {
    const session = await operator();
    const row = (await storedSession(session))!;
    expect(row.id_hash).toBe(await sha256Hex(sessionIdOf(session)));
    expect(JSON.stringify(row)).not.toContain(sessionIdOf(session));
    const secret = encoder.encode(workerEnv.SESSION_SECRET!);
    // Even with SESSION_SECRET, the stored hash signed as if it were an id does not sign in.
    expect(await isSignedIn({ cookie: await signedSessionCookie(row.id_hash, secret) })).toBe(false);
    expect(await isSignedIn({ cookie: await signedSessionCookie(sessionIdOf(session), secret) })).toBe(true);
  });

  it('signs the cookie with SESSION_SECRET, never with a key derived from the password hash', async () => {
    const session = await operator();
    const passwordKey = await crypto.subtle.digest('SHA-256', encoder.encode(`admin-session:${workerEnv.ADMIN_PASSWORD_HASH}`));
    // The former stateless token: "<expires>.<nonce>.<HMAC with the password-derived key>".
    const payload = `${Math.floor(Date.now() / 1000) + 3600}.bm9uY2Utbm9uY2Utbm9uY2U`;
    const signature = base64(await hmac(passwordKey, payload))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await isSignedIn({ cookie: `__Host-admin_session=${payload}.${signature}` })).toBe(false);
    // A live session id with the right format but the password-derived key.
    expect(await isSignedIn({ cookie: await signedSessionCookie(sessionIdOf(session), passwordKey) })).toBe(false);
    expect(await isSignedIn(session)).toBe(true);
  });

  it('ends a session left idle for an hour, and keeps one in use', async () => {
    const idle = await operator();
    const active = await operator();
    await setSessionTimes(idle, { last_seen_at: ago(61 * minuteMs) });
    await setSessionTimes(active, { last_seen_at: ago(59 * minuteMs) });
    expect(await isSignedIn(idle)).toBe(false);
    expect(await storedSession(idle)).toBeNull();
    expect(await isSignedIn(active)).toBe(true);
    // Using it moved last-seen forward: another 59 minutes later it still works.
    expect(Date.parse((await storedSession(active))!.last_seen_at)).toBeGreaterThan(Date.now() - minuteMs);
  });

  it('writes last-seen at most once a minute', async () => {
    const session = await operator();
    const signedInAt = (await storedSession(session))!.last_seen_at;
    expect(await isSignedIn(session)).toBe(true);
    expect((await storedSession(session))!.last_seen_at).toBe(signedInAt);
    await setSessionTimes(session, { last_seen_at: ago(2 * minuteMs) });
    expect(await isSignedIn(session)).toBe(true);
    expect(Date.parse((await storedSession(session))!.last_seen_at)).toBeGreaterThan(Date.now() - minuteMs);
  });

  it('ends a session 8 hours after sign-in even when it is in use', async () => {
    const session = await operator();
    const row = (await storedSession(session))!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(8 * 60 * minuteMs);
    await setSessionTimes(session, { expires_at: ago(1000) });
    expect(await isSignedIn(session)).toBe(false);
    expect(await storedSession(session)).toBeNull();
  });

  it('limits password-change attempts per address, answering with the account page and the wait', async () => {
    const warnings = workerLogs('warn');
    const session = await operator();
    const wrong = { current: 'guess', password: 'a brand new passphrase', confirmation: 'a brand new passphrase' };
    const answers = await inOneWindow(rateLimitPeriods.ADMIN_LOGIN_RATE_LIMIT, [newClientIp(), newClientIp()], async (address) => {
      const answers: Response[] = [];
      for (let i = 0; i < 6; i++) answers.push(await postForm(session, '/admin/account/password', wrong, { 'cf-connecting-ip': address }));
      return answers;
    });
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = answers.at(-1)!;
    expect(limited.headers.get('Retry-After')).toBe(String(rateLimitPeriods.ADMIN_LOGIN_RATE_LIMIT));
    expect(await limited.text()).toContain('Too many password attempts from your connection. Please wait a minute and try again.');
    // The other tests sign in from new devices: forget the failures.
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    expect(warnings()).toContain('current password wrong on a password change');
  });

  it("ends the person's other sessions when they change their password, and keeps this one", async () => {
    const warnings = workerLogs('warn');
    const phone = await operator();
    const laptop = await operator();
    const wrong = await postForm(
      laptop,
      '/admin/account/password',
      {
        current: 'guess',
        password: 'a brand new passphrase',
        confirmation: 'a brand new passphrase',
      },
      { 'cf-connecting-ip': newClientIp() },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Your current password is not right');
    const short = await postForm(
      laptop,
      '/admin/account/password',
      {
        current: operatorPassword,
        password: 'short',
        confirmation: 'short',
      },
      { 'cf-connecting-ip': newClientIp() },
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 12 characters');

    const changed = await postForm(
      laptop,
      '/admin/account/password',
      {
        current: operatorPassword,
        password: 'a brand new passphrase',
        confirmation: 'a brand new passphrase',
      },
      { 'cf-connecting-ip': newClientIp() },
    );
    expect(changed.status).toBe(303);
    const renewed: OperatorSession = { cookie: `__Host-admin_session=${cookieValue(changed, '__Host-admin_session')}` };
    expect(await isSignedIn(renewed)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await storedSession(phone)).toBeNull();
    expect(await isSignedIn(laptop)).toBe(false);
    // The old password no longer signs in; the new one does.
    expect((await signIn()).response.status).toBe(401);
    const { session } = await signIn('a brand new passphrase');
    expect(session).toBeDefined();

    // The other tests sign in with the first password: put it back, and forget the failure.
    const back = { current: 'a brand new passphrase', password: operatorPassword, confirmation: operatorPassword };
    expect((await postForm(session!, '/admin/account/password', back, { 'cf-connecting-ip': newClientIp() })).status).toBe(303);
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    expect(warnings()).toContain('dashboard sign-in failed');
  });

  it('signs the person out everywhere', async () => {
    const phone = await operator();
    const laptop = await operator();
    expect((await postForm(laptop, '/admin/account/sign-out-everywhere', {})).status).toBe(303);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
  });

  it('fails closed with 503 when SESSION_SECRET is missing or short', async () => {
    for (const SESSION_SECRET of [undefined, 'too-short']) {
      const unconfigured = { ...workerEnv, SESSION_SECRET };
      for (const [method, path] of [
        ['GET', '/admin/login'],
        ['POST', '/admin/login'],
        ['GET', '/admin'],
        ['GET', '/api/admin/leads'],
      ]) {
        const response = await app.request(
          `${origin}${path}`,
          {
            method,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'cf-connecting-ip': newClientIp() },
            body: method === 'POST' ? new URLSearchParams({ password: operatorPassword }) : undefined,
          },
          unconfigured,
        );
        const label = `${method} ${path} with SESSION_SECRET=${SESSION_SECRET}`;
        expect(response.status, label).toBe(503);
        expect(response.headers.getSetCookie(), label).toEqual([]);
        const text = await response.text();
        expect(text, label).toContain('admin not configured');
        expect(text, label).toContain('SESSION_SECRET');
      }
    }
  });
});

describe('with Cloudflare Access configured', () => {
  const accessEnv = { ...workerEnv, ACCESS_TEAM_DOMAIN: 'https://stainless-sessions.cloudflareaccess.com', ACCESS_AUD: 'aud-tag' };

  it('turns the password sign-in off: no form, no new session, no old session', async () => {
    const session = await operator();
    const api = await app.request(`${origin}/api/admin/leads`, { headers: { Cookie: session.cookie } }, accessEnv);
    expect(api.status).toBe(401);

    const form = await app.request(`${origin}/admin/login`, {}, accessEnv);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).not.toContain('type="password"');
    expect(page).toContain('Cloudflare Access');

    const post = await app.request(
      `${origin}/admin/login`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'cf-connecting-ip': newClientIp() },
        body: new URLSearchParams({ password: operatorPassword }),
      },
      accessEnv,
    );
    expect(post.status).toBe(403);
    expect(post.headers.getSetCookie().filter((header) => header.startsWith('__Host-admin_session='))).toEqual([]);
  });
});

describe('signing in', () => {
  it('starts a new session on each sign-in', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(sessionIdOf(first.session!)).not.toBe(sessionIdOf(second.session!));
    expect(await isSignedIn(first.session!)).toBe(true);
    expect(await isSignedIn(second.session!)).toBe(true);
  });
});

describe('the cron sweep', () => {
  it('deletes ended sessions and sign-in failures that no longer count, and keeps the rest', async () => {
    const [expired, idle, live] = [await operator(), await operator(), await operator()];
    await setSessionTimes(expired, { expires_at: ago(1000) });
    await setSessionTimes(idle, { last_seen_at: ago(61 * minuteMs) });
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    await env.DB.prepare('INSERT INTO admin_sign_in_failures (failed_at) VALUES (?), (?)')
      .bind(ago(11 * minuteMs), ago(minuteMs))
      .run();

    await sweep(workerEnv, new Date(), createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } }));
    expect(await storedSession(expired)).toBeNull();
    expect(await storedSession(idle)).toBeNull();
    expect(await storedSession(live)).not.toBeNull();
    const { results } = await env.DB.prepare('SELECT failed_at FROM admin_sign_in_failures').all<{ failed_at: string }>();
    expect(results).toHaveLength(1);
    expect(Date.parse(results[0].failed_at)).toBeGreaterThan(Date.now() - 2 * minuteMs);
  });
});
