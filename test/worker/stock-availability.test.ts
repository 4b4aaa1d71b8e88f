// Stock availability in the site facts: the owner sets a size table in stock or a lead time in
// days; the family page shows it once published, the preview before; bad input saves nothing.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';

const db = (env as unknown as Env).DB;

const pipes = (fields: Record<string, string>) => ({ family: 'pipes', 'stock-sch10s': 'default', 'stock-sch40s': 'default', 'stock-sch5s': 'default', ...fields });

async function save(session: OperatorSession, fields: Record<string, string>) {
  const response = await postForm(session, '/admin/site/availability', fields);
  expect(response.status, await response.clone().text()).toBe(303);
  expect(response.headers.get('location')).toBe(`/admin/site?done=saved&family=${fields.family}#availability`);
}

async function publish(session: OperatorSession): Promise<number> {
  const response = await postForm(session, '/admin/site/publish', {});
  expect(response.status).toBe(303);
  return Number(new URL(response.headers.get('location')!, origin).searchParams.get('published'));
}

/** The availability text of one size table on /materials/pipes. */
function tableAvailability(html: string, tableId: string): string | undefined {
  const table = html.slice(html.indexOf(`id="${tableId}"`));
  return /class="stock[^"]*">([^<]*)</.exec(table)?.[1];
}

const pipesPage = async () => (await SELF.fetch(`${origin}/materials/pipes`)).text();
const sampleNote = 'class="sample-note"';

describe('stock availability', () => {
  it('shows the owner’s stock on the family page once published, in the preview before, and not as sample', async () => {
    const session = await operator();
    const before = await pipesPage();
    expect(tableAvailability(before, 'sch5s')).toBe('Lead time 2 to 3 weeks');
    expect(before).toContain(sampleNote);

    await save(session, pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '10' }));
    expect(tableAvailability(await pipesPage(), 'sch5s')).toBe('Lead time 2 to 3 weeks');
    const preview = await (await asOperator(session, '/materials/pipes?preview=draft')).text();
    expect(tableAvailability(preview, 'sch5s')).toBe('Lead time: 10 days');

    const form = await (await asOperator(session, '/admin/site?family=pipes')).text();
    expect(form).toContain('stock, Schedule 5S pipe: catalogue default → lead time 10 days');

    await publish(session);
    const after = await pipesPage();
    expect(tableAvailability(after, 'sch5s')).toBe('Lead time: 10 days');
    expect(tableAvailability(after, 'sch10s')).toBe('In stock');
    // The other tables still show sample stock, so the note stays until the owner sets them all.
    expect(after).toContain(sampleNote);

    await save(session, pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '10', 'stock-sch10s': 'in-stock', 'stock-sch40s': 'lead-time', 'days-sch40s': '3' }));
    await publish(session);
    const confirmed = await pipesPage();
    expect(tableAvailability(confirmed, 'sch40s')).toBe('Lead time: 3 days');
    expect(confirmed).not.toContain(sampleNote);
  });

  it('reverting to an earlier version brings its stock back', async () => {
    const session = await operator();
    await save(session, pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '21' }));
    const first = await publish(session);
    await save(session, pipes({ 'stock-sch5s': 'in-stock' }));
    await publish(session);
    expect(tableAvailability(await pipesPage(), 'sch5s')).toBe('In stock');

    const history = await (await asOperator(session, '/admin/site/history')).text();
    expect(history).toContain('stock, Schedule 5S pipe: lead time 21 days → in stock');
    expect((await postForm(session, `/admin/site/revert/${first}`, {})).status).toBe(303);
    expect(tableAvailability(await pipesPage(), 'sch5s')).toBe('Lead time: 21 days');
  });

  const bad: [what: string, fields: Record<string, string>, field: string, message: string][] = [
    ['an unknown family', { family: 'gold-bars', 'stock-sch5s': 'in-stock' }, 'family', 'Choose a family from the list'],
    ['an unknown size table', pipes({ 'stock-sch80s': 'in-stock' }), 'stock', 'has no size table "sch80s"'],
    ['a lead time of 0 days', pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '0' }), 'days-sch5s', 'from 1 to 180 days'],
    ['a lead time of 999 days', pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '999' }), 'days-sch5s', 'from 1 to 180 days'],
    ['a lead time without days', pipes({ 'stock-sch5s': 'lead-time', 'days-sch5s': '' }), 'days-sch5s', 'Enter the lead time in days'],
  ];

  it.each(bad.map(([what, fields, field, message]) => ({ what, fields, field, message })))('refuses $what with a message at the field, and saves nothing', async ({ fields, field, message }) => {
    const session = await operator();
    const draftBefore = await db.prepare('SELECT facts FROM site_fact_drafts').first('facts');
    const response = await postForm(session, '/admin/site/availability', fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(new RegExp(`id="${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]?.replaceAll('&quot;', '"')).toContain(message);
    expect(await db.prepare('SELECT facts FROM site_fact_drafts').first('facts')).toBe(draftBefore);
  });
});
