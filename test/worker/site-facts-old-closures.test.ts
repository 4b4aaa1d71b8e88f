// A snapshot and a draft saved when a closure was one date still render and open: each closure
// reads as a one-day range, closed all day. Its own file: an isolate holds what it read from KV
// for 30 s, so this must be the first read.
import { SELF, env } from 'cloudflare:test';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultSiteFacts } from '../../src/content/business';
import { currentSnapshotKey } from '../../src/worker/published-facts/published';
import { asOperator, operator } from './admin-helpers';
import { origin } from './quote-helpers';

const { closures: _ranges, temporaryHours: _temporary, ...beforeRanges } = defaultSiteFacts;
const oldFacts = { ...beforeRanges, closures: [{ date: '2026-12-25', reason: 'Christmas Day' }] };

afterEach(() => {
  vi.useRealTimers();
});

it('reads an old one-date closure as a one-day range on the site, in the JSON-LD and in the dashboard', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T10:00:00+08:00'));
  const bindings = env as unknown as Env;
  await bindings.SITE_FACTS.put(currentSnapshotKey, JSON.stringify({ version: 3, publishedAt: '2026-11-20T01:00:00Z', facts: oldFacts }));
  await bindings.DB.prepare(
    "INSERT INTO site_fact_drafts (id, facts, updated_at, updated_by) VALUES (1, ?, '2026-11-20T01:00:00Z', 'owner@example.ph')",
  )
    .bind(JSON.stringify(oldFacts))
    .run();

  const response = await SELF.fetch(`${origin}/contact`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<dt>25 December 2026 (Christmas Day)</dt><dd>Closed</dd>');
  expect(html).toContain('"validFrom":"2026-12-25","validThrough":"2026-12-25"');

  const screen = await (await asOperator(await operator(), '/admin/site/closures')).text();
  expect(screen).toMatch(/<input type="date" id="closure-from-0"[^>]*value="2026-12-25"/);
  expect(screen).toMatch(/<input type="text" id="closure-reason-0"[^>]*value="Christmas Day"/);
});
