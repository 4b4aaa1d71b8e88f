// The overview page as the operator reads it: a custom range in words with the period it is
// compared with, each change with its direction and earlier figure, the funnel's step shares, and
// a range it cannot read refused inline above the form.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { emptySketch } from '../../src/worker/analytics/visitor-sketch';
import { asOperator, operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';

async function storeDay(day: string, pageViews: number, sessions: number, funnel: Record<string, number> = {}) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES (?, ?, 0, ?, ?, 'local', '2026-06-01T00:00:00Z')",
    ).bind(day, pageViews, sessions, emptySketch()),
    ...Object.entries(funnel).map(([step, count]) =>
      env.DB.prepare("INSERT INTO analytics_daily (dimension, day, key, sessions) VALUES ('funnel', ?, ?, ?)").bind(day, step, count),
    ),
  ]);
}

/** The text of one headline figure's block (below the period, not today's): its label, value and change. */
const stat = (html: string, label: string) =>
  html
    .slice(html.indexOf('id="period-heading"'))
    .split('<div class="stat">')
    .find((block) => block.startsWith(`<dt>${label}</dt>`)) ?? '';

describe('the overview page', () => {
  it('states the range and its comparison, and each change with its direction and the earlier figure', async () => {
    // 1-3 May 2026 (Friday to Sunday) is compared with 24-26 April, the same weekdays a week before.
    await storeDay('2026-05-01', 60, 40, { session: 40, product: 10, contact: 4, form_start: 1, submitted: 1 });
    await storeDay('2026-04-24', 40, 50);
    const response = await asOperator(await operator(), '/admin?from=2026-05-01&to=2026-05-03');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('May 1 – May 3, 2026, compared with Apr 24 – Apr 26');
    expect(stat(html, 'Page views')).toContain('▲ 50%');
    expect(stat(html, 'Page views')).toContain('up 50% from 40');
    expect(stat(html, 'Visits')).toContain('down 20% from 50');
    expect(stat(html, 'Quote requests')).toContain('no change from 0');
    // The chart draws the compared days beside their own: 1 May beside 24 April.
    expect(html).toContain('60 page views, 40 visits; 40 page views the period before');
    expect(html).toContain('class="chart__line chart__line--previous"');
    // Funnel: 10 of 40 sessions viewed a product page, 4 of those 10 opened Contact.
    expect(html).toMatch(/Viewed a service or material page.*?25\.0%/s);
    expect(html).toMatch(/Opened Contact.*?40\.0%/s);
    expect(html).toContain('href="/admin/analytics.csv?from=2026-05-01&amp;to=2026-05-03"');
  });

  it('says "1 day", not "1 days", for a one-day range', async () => {
    const html = await (await asOperator(await operator(), '/admin?from=2026-05-10&to=2026-05-10')).text();
    expect(html).toContain('Figures cover 0 of the 1 day in this period');
    expect(html).toContain('per day, 1 day, 0 page views in all');
    expect(html).not.toMatch(/\b1 days\b/);
  });

  it('refuses a range it cannot read with a 400, the reason above the form and the dates as typed', async () => {
    const response = await asOperator(await operator(), '/admin?from=2026-05-03&to=2026-05-01');
    expect(response.status).toBe(400);
    const html = await response.text();
    const reason = html.search(/<p[^>]*id="range-error"[^>]*>The start date \(Sun, May 3, 2026\) is after the end date/);
    expect(reason).toBeGreaterThan(0);
    expect(reason).toBeLessThan(html.indexOf('<form class="range-form"'));
    const from = html.match(/<input id="range-from"[^>]*>/)![0];
    expect(from).toContain('aria-invalid="true"');
    expect(from).toContain('value="2026-05-03"');
  });

  it('opens on what needs action: the customer waiting longest first, then new requests; contacted leads and spam are not listed, and acting clears a lead', async () => {
    await insertLead({ id: 740001, createdAt: '2026-11-20T01:00:00.000Z', fullName: 'Nena Lopez' });
    await insertLead({ id: 740002, createdAt: '2026-11-18T01:00:00.000Z', fullName: 'Ramon Cruz', status: 'quoted' });
    await insertLead({ id: 740003, createdAt: '2026-11-19T01:00:00.000Z', fullName: 'Liza Tan', status: 'contacted' });
    await insertLead({ id: 740004, createdAt: '2026-11-21T01:00:00.000Z', fullName: 'Spam Sender' });
    await env.DB.batch([
      env.DB.prepare("UPDATE leads SET awaiting_reply_since = '2026-11-24T02:30:00.000Z' WHERE id = 740002"),
      env.DB.prepare("UPDATE leads SET spam_reason = 'honeypot' WHERE id = 740004"),
    ]);
    const session = await operator();
    const panel = async () => {
      const html = await (await asOperator(session, '/admin')).text();
      return html.slice(html.indexOf('id="needs-action-heading"'), html.indexOf('id="today-heading"'));
    };
    const listed = [
      ...(await panel()).matchAll(
        /<li><a href="\/admin\/leads\/(\d+)">Q-2026-\d+<\/a> ([^<]+)<br\/><span class="muted">([^<]+)<\/span><\/li>/g,
      ),
    ].map(([, id, name, why]) => [Number(id), name, why]);
    expect(listed).toEqual([
      [740002, 'Ramon Cruz', 'The customer wrote Nov 24, 2026, 10:30 AM: waiting for your reply'],
      [740001, 'Nena Lopez', 'New request, Nov 20, 2026, 9:00 AM: not contacted yet'],
    ]);

    expect((await postForm(session, '/admin/leads/740001/status', { status: 'contacted' })).status).toBe(303);
    expect((await postForm(session, '/admin/leads/740002/status', { status: 'quoted' })).status).toBe(303);
    expect(await panel()).toContain('Nothing waits: every lead has been answered.');
  });
});
