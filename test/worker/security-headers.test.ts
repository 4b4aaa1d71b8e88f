// Every kind of response carries the security headers; pages carry a fresh CSP nonce on their scripts.
import { SELF, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import manifest from '../../dist/manifest.json';
import { mapEmbedSrc, placeholderBusiness } from '../../src/content/business';
import { sitePages } from '../../src/shared/routes';
import type { AppEnv, WorkerEnv } from '../../src/worker/app-env';
import { securityHeaders } from '../../src/worker/middleware/security-headers';
import { newClientIp, origin } from './quote-helpers';

const fixedHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function get(path: string, init: RequestInit = {}) {
  return SELF.fetch(origin + path, { redirect: 'manual', ...init });
}

/** The policy as directive name -> sources. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy');
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function nonceOf(response: Response): string {
  const scriptSources = directives(response).get('script-src') ?? [];
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"));
  expect(nonce, 'a nonce in script-src').toBeDefined();
  return nonce!.slice("'nonce-".length, -1);
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(fixedHeaders)) expect(response.headers.get(name), name).toBe(value);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);

  const policy = directives(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests'), 'production upgrades insecure requests').toBe(true);
  for (const directive of ['script-src', 'style-src', 'default-src']) {
    expect(policy.get(directive), directive).not.toContain("'unsafe-inline'");
    expect(policy.get(directive), directive).not.toContain("'unsafe-eval'");
  }
  return policy;
}

/** The public site's policy: nonce-based scripts and exactly the third parties the site uses. */
function expectSitePolicy(response: Response) {
  const policy = expectSecurityHeaders(response);
  const nonce = nonceOf(response);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", 'https://challenges.cloudflare.com']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
  expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com', new URL(mapEmbedSrc(placeholderBusiness)).origin]);
  return nonce;
}

/** The dashboard runs only its own script files, which connect nowhere. */
function expectDashboardPolicy(response: Response) {
  const policy = expectSecurityHeaders(response);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toBeUndefined();
  expect(policy.get('style-src')).toEqual(["'self'"]);
}

describe('security headers on pages', () => {
  it.each(sitePages.map((page) => page.path))('%s: the nonce is on every script React wrote, which passes it on', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const nonce = expectSitePolicy(response);
    const html = await response.text();

    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(` nonce="${nonce}"`);
    // The client code is started by a nonced inline script (under 'strict-dynamic' what it adds
    // is trusted; the browser tests report any script the policy blocks).
    expect(/<script nonce="([^"]+)"[^>]*>[^<]*"\/assets\/main-[A-Z0-9]+\.js"/.exec(html)?.[1]).toBe(nonce);
  });

  it('gives every request its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await get('/');
      nonces.add(expectSitePolicy(response));
      await response.body?.cancel();
    }
    expect(nonces.size).toBe(5);
  });

  it('the 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const nonce = expectSitePolicy(response);
    expect(await response.text()).toContain(` nonce="${nonce}"`);
  });

  it('a canonical-path redirect', async () => {
    const response = await get('/About/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
    expectSitePolicy(response);
  });
});

describe('security headers on API answers', () => {
  it('a success without a body: POST /api/analytics 204', async () => {
    const response = await get('/api/analytics', {
      method: 'POST',
      cf: { country: 'PH' },
      headers: {
        'Content-Type': 'application/json',
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
        'Sec-Fetch-Site': 'same-origin',
        'cf-connecting-ip': newClientIp(),
      },
      body: JSON.stringify({
        category: 'page',
        action: 'view',
        path: '/services',
        referrer: 'https://www.google.com/search?q=stainless+tank+cavite',
        timestamp: 1_790_000_000_000,
        userId: '9b2f6c1e-4d7a-4e3b-a1c5-2f8e7d6c5b4a',
        sessionId: '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
      }),
    });
    expect(response.status).toBe(204);
    expectSitePolicy(response);
  });

  it('a 4xx error: a quote request that is not JSON', async () => {
    const response = await get('/api/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'cf-connecting-ip': newClientIp() },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expectSitePolicy(response);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('json_required');
  });

  it('the JSON 404 of an unknown endpoint and the 401 of the dashboard API', async () => {
    const missing = await get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expectSitePolicy(missing);
    const unauthorised = await get('/api/admin/leads');
    expect(unauthorised.status).toBe(401);
    expectSecurityHeaders(unauthorised);
  });
});

describe('security headers on static files', () => {
  it.each([manifest.stylesheet, manifest.entryScript])('hashed asset %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSitePolicy(response);
    await response.body?.cancel();
  });

  it.each(['/favicon.svg', '/service-worker.js'])('un-hashed file %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expectSitePolicy(response);
    await response.body?.cancel();
  });

  it('a 304 answered by the assets binding itself (its headers are immutable)', async () => {
    const first = await get(manifest.stylesheet);
    await first.body?.cancel();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await get(manifest.stylesheet, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expectSitePolicy(revalidated);
  });
});

describe('security headers on the dashboard', () => {
  it('the sign-in page allows only its scripts, files of our own', async () => {
    const response = await get('/admin/login', { headers: { 'cf-connecting-ip': newClientIp() } });
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    const html = await response.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/admin-passkeys.js" defer="">',
      '<script src="/admin-unsaved.js" defer="">',
    ]);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('the redirect to sign in', async () => {
    const response = await get('/admin/leads');
    expect(response.status).toBe(303);
    expectDashboardPolicy(response);
  });
});

describe('securityHeaders() in a throwaway app', () => {
  const workerEnv = env as unknown as WorkerEnv;

  function throwawayApp() {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    app.get('/boom', () => {
      throw new Error('boom');
    });
    // Like a Response from fetch(), Response.redirect()'s headers are immutable.
    app.get('/immutable', () => Response.redirect(`${origin}/`, 302));
    app.notFound((c) => c.json({ error: { code: 'not_found', message: 'none here' } }, 404));
    app.onError((_error, c) => c.json({ error: { code: 'internal_error', message: 'sorry' } }, 500));
    return app;
  }

  it('covers the answers of onError and notFound', async () => {
    const app = throwawayApp();
    const failed = await app.request('/boom', {}, workerEnv);
    expect(failed.status).toBe(500);
    expectSitePolicy(failed);
    const missing = await app.request('/missing', {}, workerEnv);
    expect(missing.status).toBe(404);
    expectSitePolicy(missing);
  });

  it('covers a Response whose headers cannot be changed', async () => {
    expect(() => Response.redirect(`${origin}/`, 302).headers.set('X-Test', '1')).toThrow();
    const response = await throwawayApp().request('/immutable', {}, workerEnv);
    expect(response.status).toBe(302);
    expectSitePolicy(response);
  });

  it('leaves out upgrade-insecure-requests in development (plain http on a LAN address)', async () => {
    const app = throwawayApp();
    const response = await app.request('/missing', {}, { ...workerEnv, ENVIRONMENT: 'development' });
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("'strict-dynamic'");
    expect(response.headers.get('strict-transport-security')).toBe(fixedHeaders['strict-transport-security']);
  });
});
