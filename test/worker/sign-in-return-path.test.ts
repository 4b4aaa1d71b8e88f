// Issue 36, L4: where sign-in sends a person next (`next=`) is a clean dashboard path, or their
// home: no dot segment, empty segment, backslash or percent-escape ever reaches Location.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { operatorEmail, operatorPassword } from './admin-helpers';
import { newClientIp, origin } from './quote-helpers';

async function signInWithNext(next: string) {
  const response = await SELF.fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'cf-connecting-ip': newClientIp() },
    body: new URLSearchParams({ email: operatorEmail, password: operatorPassword, next }),
  });
  expect(response.status, next).toBe(303);
  return response.headers.get('location');
}

const refused = [
  '/admin/..//evil.example',
  '/admin/../evil',
  '/admin/./leads',
  '/admin/leads/..',
  '/admin/leads/.',
  '/admin//evil.example',
  '//evil.example/admin',
  '/admin/\\evil.example',
  '/admin\\..\\evil',
  '/admin/%2e%2e/%2f%2fevil.example',
  '/admin/%2E%2E//evil.example',
  '/admin/%2f%2fevil.example',
  '/admin/%5c%5cevil.example',
  '/admin/leads/',
  '/admin/leads?x=//evil.example',
  '/admin/leads#//evil.example',
  'https://evil.example/admin',
  '/administrator',
  `/admin/${'a'.repeat(400)}`,
];

describe('the return path after signing in', () => {
  it('goes to a clean dashboard path as given', async () => {
    for (const next of [
      '/admin',
      '/admin/leads',
      '/admin/leads/42',
      '/admin/leads/42/quotation',
      '/admin/leads.csv',
      '/admin/site/projects/ab12cd34',
    ]) {
      expect(await signInWithNext(next)).toBe(next);
    }
  });

  it('goes home for every dot, double slash, backslash or encoded variant', async () => {
    for (const next of refused) expect(await signInWithNext(next), next).toBe('/admin');
  });

  it('is not echoed into the sign-in form either', async () => {
    for (const next of refused) {
      const html = await (await SELF.fetch(`${origin}/admin/login?next=${encodeURIComponent(next)}`)).text();
      expect(html, next).not.toContain('evil');
      expect(html, next).not.toMatch(/name="next" value="[^"]+"/);
    }
  });
});
