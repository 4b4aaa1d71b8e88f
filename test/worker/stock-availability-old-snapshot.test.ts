// A snapshot published before stock per grade (one status per size table) and before quotation
// settings still renders, each table's status standing for every grade of it and the quotation
// settings read as the defaults; a draft saved then opens in the per-grade form and the Quotations one.
// Its own runtime (vitest.config.ts): an isolate holds what it read from KV for 30 s, so this must be the first read.
import { SELF, env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { defaultSiteFacts } from '../../src/content/business';
import { defaultQuotationSettings } from '../../src/content/quotation-terms';
import { currentSnapshotKey, siteFacts } from '../../src/worker/published-facts/published';
import { asOperator, operator } from './admin-helpers';
import { origin } from './quote-helpers';

const oldAvailability = { pipes: { sch10s: { status: 'lead-time', days: 10 }, sch5s: { status: 'in-stock' } } };
const beforeQuotations = Object.fromEntries(Object.entries(defaultSiteFacts).filter(([key]) => key !== 'quotations'));

it('reads a table’s old status as every grade’s and the missing quotation settings as the defaults, on the pages and in the dashboard forms', async () => {
  const bindings = env as unknown as Env;
  await bindings.SITE_FACTS.put(
    currentSnapshotKey,
    JSON.stringify({ version: 4, publishedAt: '2026-11-20T01:00:00Z', facts: { ...beforeQuotations, availability: oldAvailability } }),
  );
  await bindings.DB.prepare(
    "INSERT INTO site_fact_drafts (id, facts, updated_at, updated_by) VALUES (1, ?, '2026-11-20T01:00:00Z', 'owner@example.ph')",
  )
    .bind(JSON.stringify({ ...beforeQuotations, availability: oldAvailability }))
    .run();

  const response = await SELF.fetch(`${origin}/materials/pipes?grade=316L`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const availability = (tableId: string) =>
    /<dt>Availability<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html.slice(html.indexOf(`id="${tableId}"`)))?.[1];
  expect(availability('sch10s')).toBe('Lead time 10 days');
  expect(availability('sch5s')).toBe('In stock');
  expect(html).not.toContain('class="sample-note"');

  const form = await (await asOperator(await operator(), '/admin/site/availability?family=pipes')).text();
  for (const grade of ['304', '304L', '316', '316L'])
    expect(form).toMatch(new RegExp(`<input[^>]*id="days-sch10s-${grade}"[^>]*value="10"`));
  expect(form).toMatch(/<select[^>]*id="stock-sch5s-316L"[^>]*>.*?<option value="in-stock" selected=""/s);

  expect((await siteFacts(bindings)).quotations).toEqual(defaultQuotationSettings);
  const quotations = await (await asOperator(await operator(), '/admin/site/quotations')).text();
  expect(quotations).toMatch(new RegExp(`<input[^>]*name="tin"[^>]*value="${defaultQuotationSettings.tin}"`));
});
