// A published value that cannot be used never takes a page down: the site shows the defaults in
// code. Its own runtime (vitest.config.ts): an isolate holds what it read for 30 s, so this must be the first read.
import { SELF, env } from 'cloudflare:test';
import { expect, it, vi } from 'vitest';
import { placeholderBusiness, telHref } from '../../src/content/business';
import { currentSnapshotKey } from '../../src/worker/published-facts/published';
import { origin } from './quote-helpers';

it('renders every page with the defaults when KV holds a snapshot that does not fit the schema', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const snapshot = {
    version: 3,
    publishedAt: '2026-11-20T01:00:00Z',
    facts: { business: { name: '', phone: 'call us' }, closures: [], notice: null, projects: null },
  };
  await (env as unknown as Env).SITE_FACTS.put(currentSnapshotKey, JSON.stringify(snapshot));
  for (const path of ['/', '/contact', '/offline']) {
    const response = await SELF.fetch(`${origin}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain(`href="${telHref(placeholderBusiness.phone)}"`);
  }
  const manifest = await SELF.fetch(`${origin}/site.webmanifest`);
  expect(((await manifest.json()) as { name: string }).name).toBe(placeholderBusiness.name);
  expect(JSON.stringify(errors.mock.calls)).toContain('do not fit the schema');
  errors.mockRestore();
});
