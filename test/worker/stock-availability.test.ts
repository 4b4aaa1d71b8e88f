// Stock availability in the site facts: the owner sets each grade of a size table in stock or a
// lead time in days; the family page shows it per grade once published, the preview before; the
// sample note goes once any is set; bad input saves nothing.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';

const db = (env as unknown as Env).DB;

async function save(session: OperatorSession, fields: Record<string, string>) {
  const response = await postForm(session, '/admin/site/availability', { family: 'pipes', ...fields });
  expect(response.status, await response.clone().text()).toBe(303);
  expect(response.headers.get('location')).toBe('/admin/site/availability?done=saved&family=pipes');
}

async function publish(session: OperatorSession): Promise<number> {
  const response = await postForm(session, '/admin/site/publish', {});
  expect(response.status).toBe(303);
  return Number(new URL(response.headers.get('location')!, origin).searchParams.get('published'));
}

/** One size table's availability on a family page, a line per group of grades: ["304, 304L, 316: In stock", "316L: Lead time 14 days"], or one line when all read the same. */
function tableAvailability(html: string, tableId: string): string[] {
  const table = html.slice(html.indexOf(`id="${tableId}"`));
  const cell = /<dt>Availability<\/dt>(<dd[^>]*>.*?<\/dd>)(?=<\/div>)/s.exec(table)![1]!;
  const text = (markup: string) => markup.replace(/<!-- -->|<[^>]+>/g, '').replaceAll('&#x27;', "'");
  const lines = [...cell.matchAll(/<li>(.*?)<\/li>/gs)].map((match) => text(match[1]!));
  return lines.length ? lines : [text(cell)];
}

const page = async (path = '/materials/pipes') => (await SELF.fetch(`${origin}${path}`)).text();
const sampleNote = 'class="sample-note"';

describe('stock availability per grade', () => {
  it('shows 316L Sch 10S pipe at 14 days while 304 stays in stock, once published, and drops the sample note', async () => {
    const session = await operator();
    const before = await page();
    expect(tableAvailability(before, 'sch10s')).toEqual(['In stock']);
    expect(before).toContain(sampleNote);

    await save(session, { 'stock-sch10s-316L': 'lead-time', 'days-sch10s-316L': '14' });
    expect(tableAvailability(await page(), 'sch10s')).toEqual(['In stock']);
    const preview = await (await asOperator(session, '/materials/pipes?preview=draft')).text();
    expect(tableAvailability(preview, 'sch10s')).toEqual(['304, 304L, 316: In stock', '316L: Lead time 14 days']);

    const pending = await (await asOperator(session, '/admin/site')).text();
    expect(pending).toContain('stock, Schedule 10S pipe, 316L: catalogue default → lead time 14 days');
    const form = await (await asOperator(session, '/admin/site/availability?family=pipes')).text();
    expect(form).toMatch(/<input[^>]*id="days-sch10s-316L"[^>]*value="14"/);

    await publish(session);
    const after = await page();
    expect(tableAvailability(after, 'sch10s')).toEqual(['304, 304L, 316: In stock', '316L: Lead time 14 days']);
    // Tables and grades left at the catalogue's default keep its text, no longer called a sample.
    expect(tableAvailability(after, 'sch5s')).toEqual(['Lead time 2 to 3 weeks']);
    expect(after).not.toContain(sampleNote);
    // Filtered by grade, a table shows that grade's availability alone.
    expect(tableAvailability(await page('/materials/pipes?grade=316L'), 'sch10s')).toEqual(['Lead time 14 days']);
    expect(tableAvailability(await page('/materials/pipes?grade=304'), 'sch10s')).toEqual(['In stock']);
    // Another family the owner has not set keeps its sample note.
    expect(await page('/materials/bars')).toContain(sampleNote);
  });

  it('names the whole table in the history when every grade changed, and a revert brings the earlier stock back', async () => {
    const session = await operator();
    await save(session, {
      'stock-sch5s-304': 'lead-time',
      'days-sch5s-304': '21',
      'stock-sch5s-316L': 'lead-time',
      'days-sch5s-316L': '21',
    });
    const first = await publish(session);
    await save(session, { 'stock-sch5s-304': 'in-stock', 'stock-sch5s-316L': 'in-stock' });
    await publish(session);
    expect(tableAvailability(await page(), 'sch5s')).toEqual(['In stock']);

    const history = await (await asOperator(session, '/admin/site/history')).text();
    expect(history).toContain('stock, Schedule 5S pipe: lead time 21 days → in stock');
    expect((await postForm(session, `/admin/site/revert/${first}`, {})).status).toBe(303);
    expect(tableAvailability(await page(), 'sch5s')).toEqual(['Lead time 21 days']);
  });

  const bad: [what: string, fields: Record<string, string>, field: string, message: string][] = [
    ['an unknown family', { family: 'gold-bars', 'stock-sch5s-304': 'in-stock' }, 'family', 'Choose a family from the list'],
    ['an unknown size table', { 'stock-sch80s-304': 'in-stock' }, 'stock', 'has no size and grade "sch80s-304"'],
    ['a grade the table does not have', { 'stock-sch5s-304L': 'in-stock' }, 'stock', 'has no size and grade "sch5s-304L"'],
    ['a lead time of 0 days', { 'stock-sch10s-316L': 'lead-time', 'days-sch10s-316L': '0' }, 'days-sch10s-316L', 'from 1 to 180 days'],
    ['a lead time of 181 days', { 'stock-sch10s-316L': 'lead-time', 'days-sch10s-316L': '181' }, 'days-sch10s-316L', 'from 1 to 180 days'],
    [
      'a lead time without days',
      { 'stock-sch10s-304': 'lead-time', 'days-sch10s-304': '' },
      'days-sch10s-304',
      'Enter the lead time in days',
    ],
  ];

  it.each(bad.map(([what, fields, field, message]) => ({ what, fields, field, message })))(
    'refuses $what with a message at the field, and saves nothing',
    async ({ fields, field, message }) => {
      const session = await operator();
      const draftBefore = await db.prepare('SELECT facts FROM site_fact_drafts').first('facts');
      const publishesBefore = await db.prepare('SELECT COUNT(*) AS n FROM site_fact_publishes').first('n');
      const response = await postForm(session, '/admin/site/availability', { family: 'pipes', ...fields });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(new RegExp(`id="${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]?.replaceAll('&quot;', '"')).toContain(message);
      expect(await db.prepare('SELECT facts FROM site_fact_drafts').first('facts')).toBe(draftBefore);
      expect(await db.prepare('SELECT COUNT(*) AS n FROM site_fact_publishes').first('n')).toBe(publishesBefore);
    },
  );

  it('takes 1 and 180 days, the ends of the range', async () => {
    const session = await operator();
    await save(session, {
      'stock-sch10s-304': 'lead-time',
      'days-sch10s-304': '1',
      'stock-sch10s-316L': 'lead-time',
      'days-sch10s-316L': '180',
    });
    const preview = await (await asOperator(session, '/materials/pipes?preview=draft')).text();
    expect(tableAvailability(preview, 'sch10s')).toEqual(['304: Lead time 1 day', '304L, 316: In stock', '316L: Lead time 180 days']);
  });
});
