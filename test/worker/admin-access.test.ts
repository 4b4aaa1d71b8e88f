// Cloudflare Access: the worker checks the Cf-Access-Jwt-Assertion JWT against the team's keys,
// served here by an outbound fetch mock from key pairs made in the test.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../src/worker/index';
import { json, mockOutbound } from './outbound';
import { origin, workerEnv } from './quote-helpers';
import { loadAccessJwt } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadAccessJwt);

const audience = 'aud-tag-for-dashboard';
let teams = 0;
/** A team domain per test: the worker caches each team's keys for the isolate's lifetime. */
const newTeamDomain = () => `https://stainless-test-${++teams}.cloudflareaccess.com`;
const accessEnv = (teamDomain: string) => ({ ...workerEnv, ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD: audience });

const base64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** As Access publishes it at /cdn-cgi/access/certs. */
  jwk: { kid: string; kty: string; alg: string; use: string; e: string; n: string };
}

async function signingKey(kid: string): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { kid, privateKey: pair.privateKey, jwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', e: jwk.e!, n: jwk.n! } };
}

async function token(key: SigningKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  const unsigned = `${encodeJson({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${encodeJson(claims)}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(unsigned));
  return `${unsigned}.${base64Url(signature)}`;
}

/** The team's certs endpoint answering with whichever keys are published at the time. */
function serveTeamKeys(teamDomain: string, published: { keys: SigningKey[] }) {
  return mockOutbound({
    [`${teamDomain}/cdn-cgi/access/certs`]: () =>
      json({ keys: published.keys.map((key) => key.jwk), public_cert: { kid: published.keys[0].kid, cert: '' }, public_certs: [] }),
  });
}

const dashboard = (teamDomain: string, jwt: string, path = '/api/admin/leads') =>
  app.request(`${origin}${path}`, { headers: { 'Cf-Access-Jwt-Assertion': jwt } }, accessEnv(teamDomain));

describe('Cloudflare Access', () => {
  it('lets in a request carrying a valid Access JWT, and no other', async () => {
    const teamDomain = newTeamDomain();
    const key = await signingKey('key-1');
    const certs = serveTeamKeys(teamDomain, { keys: [key] });
    const claims = { aud: [audience], iss: teamDomain, exp: nowSeconds() + 600, iat: nowSeconds(), email: 'owner@cavitestainless.example' };
    const good = await token(key, claims);
    const allowed = await dashboard(teamDomain, good, '/admin');
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('owner@cavitestainless.example');
    expect(certs.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${teamDomain}/cdn-cgi/access/certs`]);

    const stranger = await signingKey('key-1');
    const refused = {
      'another application': await token(key, { ...claims, aud: ['another-app'] }),
      'another issuer': await token(key, { ...claims, iss: 'https://evil.cloudflareaccess.com' }),
      'expired past the tolerance': await token(key, { ...claims, exp: nowSeconds() - 120 }),
      'not valid yet': await token(key, { ...claims, nbf: nowSeconds() + 120 }),
      'without an expiry': await token(key, { aud: [audience], iss: teamDomain, email: 'x@example.com' }),
      'signed by a key with the same kid that Access never published': await token(stranger, claims),
      'with its signature changed': `${good.slice(0, -4)}AAAA`,
      'unsigned (alg none)': `${encodeJson({ alg: 'none', kid: 'key-1' })}.${encodeJson(claims)}.`,
      'not a JWT': 'not-a-jwt',
    };
    for (const [label, jwt] of Object.entries(refused)) {
      const response = await dashboard(teamDomain, jwt);
      expect(response.status, label).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe('sign_in_required');
    }
  });

  it('allows a minute of clock difference on exp and nbf', async () => {
    const teamDomain = newTeamDomain();
    const key = await signingKey('key-1');
    serveTeamKeys(teamDomain, { keys: [key] });
    const claims = { aud: audience, iss: teamDomain, email: 'owner@cavitestainless.example' };
    expect((await dashboard(teamDomain, await token(key, { ...claims, exp: nowSeconds() - 30 }))).status).toBe(200);
    expect((await dashboard(teamDomain, await token(key, { ...claims, exp: nowSeconds() + 600, nbf: nowSeconds() + 30 }))).status).toBe(
      200,
    );
    expect((await dashboard(teamDomain, await token(key, { ...claims, exp: nowSeconds() - 90 }))).status).toBe(401);
  });

  it('accepts a token from a rotated key after fetching the team keys again, at most every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const teamDomain = newTeamDomain();
    const [oldKey, newKey] = [await signingKey('2026-old'), await signingKey('2026-new')];
    const published = { keys: [oldKey] };
    const certs = serveTeamKeys(teamDomain, published);
    const claims = () => ({ aud: [audience], iss: teamDomain, exp: nowSeconds() + 600, email: 'owner@cavitestainless.example' });

    expect((await dashboard(teamDomain, await token(oldKey, claims()))).status).toBe(200);
    expect(certs).toHaveLength(1);

    // Access rotates: the new key is published and starts signing.
    published.keys = [newKey, oldKey];
    vi.setSystemTime(Date.now() + 31_000);
    expect((await dashboard(teamDomain, await token(newKey, claims()))).status).toBe(200);
    expect(certs).toHaveLength(2);
    expect((await dashboard(teamDomain, await token(oldKey, claims()))).status).toBe(200);

    // Tokens naming keys nobody published cannot make the worker hammer the certs endpoint.
    const forger = await signingKey('made-up');
    for (let i = 0; i < 3; i++) expect((await dashboard(teamDomain, await token(forger, claims()))).status).toBe(401);
    expect(certs).toHaveLength(2);
  });

  it('refuses every token while the team keys cannot be fetched', async () => {
    const teamDomain = newTeamDomain();
    const key = await signingKey('key-1');
    mockOutbound({ [`${teamDomain}/cdn-cgi/access/certs`]: () => new Response('upstream error', { status: 502 }) });
    const jwt = await token(key, { aud: [audience], iss: teamDomain, exp: nowSeconds() + 600, email: 'owner@cavitestainless.example' });
    expect((await dashboard(teamDomain, jwt)).status).toBe(401);
  });

  it('signs out through Access, which ends its own session', async () => {
    const teamDomain = newTeamDomain();
    const key = await signingKey('key-1');
    serveTeamKeys(teamDomain, { keys: [key] });
    const jwt = await token(key, { aud: [audience], iss: teamDomain, exp: nowSeconds() + 600, email: 'owner@cavitestainless.example' });
    const response = await app.request(
      `${origin}/admin/logout`,
      { method: 'POST', headers: { 'Cf-Access-Jwt-Assertion': jwt, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' } },
      accessEnv(teamDomain),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cdn-cgi/access/logout');
  });
});

describe('Cloudflare Access identities and accounts', () => {
  it('matches the Access email to an account: its role applies, and an unknown identity gets no access', async () => {
    const teamDomain = newTeamDomain();
    const key = await signingKey('key-1');
    serveTeamKeys(teamDomain, { keys: [key] });
    const claimsFor = (email: string) => ({ aud: [audience], iss: teamDomain, exp: nowSeconds() + 600, iat: nowSeconds(), email });

    // The first identity is the owner (made now if no account exists yet), as before accounts.
    const owner = await dashboard(teamDomain, await token(key, claimsFor('owner@cavitestainless.example')), '/admin/team');
    expect(owner.status).toBe(200);
    expect(await env.DB.prepare("SELECT role FROM accounts WHERE email = 'owner@cavitestainless.example'").first()).toEqual({
      role: 'owner',
    });

    const unknown = await dashboard(teamDomain, await token(key, claimsFor('stranger@example.com')), '/admin/leads');
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('Ask the owner to invite your email');
    const unknownApi = await dashboard(teamDomain, await token(key, claimsFor('stranger@example.com')));
    expect(unknownApi.status).toBe(401);
    expect(await env.DB.prepare("SELECT id FROM accounts WHERE email = 'stranger@example.com'").first()).toBeNull();

    await env.DB.prepare(
      "INSERT INTO accounts (email, name, role, created_at, created_by) VALUES ('clerk@cavitestainless.example', 'Clerk', 'staff', ?, 'test')",
    )
      .bind(new Date().toISOString())
      .run();
    const clerk = await token(key, claimsFor('Clerk@CaviteStainless.example'));
    expect((await dashboard(teamDomain, clerk, '/admin/leads')).status).toBe(200);
    expect((await dashboard(teamDomain, clerk, '/admin/site')).status).toBe(403);
  });
});
