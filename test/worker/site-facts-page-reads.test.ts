// Page views never wait on D1: with every D1 table gone, pages still render the facts published
// in KV (a page that queried D1 would fail). Its own runtime (vitest.config.ts): this isolate's first read comes from KV.
import { SELF, env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { currentSnapshotKey } from '../../src/worker/published-facts/published';
import { origin } from './quote-helpers';

it('renders pages, the offline page and the manifest from KV with no D1 table left', async () => {
  const { DB, SITE_FACTS } = env as unknown as Env;
  const facts = {
    business: { ...placeholderBusiness, name: 'Imus Steelworks', phone: '+63 46 471 2345' },
    closures: [],
    notice: null,
    projects: null,
  };
  await SITE_FACTS.put(currentSnapshotKey, JSON.stringify({ version: 7, publishedAt: '2026-11-20T01:00:00Z', facts }));
  const { results } = await DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  expect(results.map((table) => table.name)).toContain('site_fact_publishes');
  // Newest first: a table is dropped before the tables its foreign keys refer to.
  await DB.batch(results.reverse().map(({ name }) => DB.prepare(`DROP TABLE "${name}"`)));

  for (const path of ['/', '/about', '/services', '/clients', '/contact', '/offline']) {
    const response = await SELF.fetch(`${origin}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('href="tel:+63464712345"');
  }
  const manifest = await SELF.fetch(`${origin}/site.webmanifest`);
  expect(((await manifest.json()) as { name: string }).name).toBe('Imus Steelworks');
});
