// The Monday 8:00 Manila weekly report: queued by the "0 0 * * *" cron on Mondays only, once per
// week, unless an operator turned it off; sent through the queue with last week's figures.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { addVisitor, emptySketch } from '../../src/worker/analytics/visitor-sketch';
import type { WorkerEnv } from '../../src/worker/app-env';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import worker from '../../src/worker/index';
import { asOperator, operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { seedLead } from './revenue-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';

const reportEnv: WorkerEnv = { ...workerEnv, RESEND_API_KEY: 're_test_key' };

async function runCron(cron: string, at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron }), reportEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const reportRows = async () => (await env.DB.prepare('SELECT week, status FROM weekly_reports ORDER BY week').all()).results;

interface SeedWeek {
  monday: string;
  /** Visitors on Monday; each other day repeats the first `returning` of them. */
  visitors: number;
  returning: number;
  mondaySessions: number;
  otherDaySessions: number;
  pageViewsPerDay: number;
  pages: Record<string, number>;
  sources: Record<string, number>;
}

/** A visitor id hashed as collect.ts stores it: 16 hex digits of SHA-256. */
async function visitorHash(id: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Seven rolled-up days as the nightly rollup stores them; pages and sources on the Monday. */
async function seedWeek(week: SeedWeek) {
  const statements = [];
  for (let i = 0; i < 7; i++) {
    const day = new Date(Date.parse(`${week.monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const visitors = i === 0 ? week.visitors : week.returning;
    const sketch = emptySketch();
    for (let v = 0; v < visitors; v++) addVisitor(sketch, await visitorHash(`${week.monday}-visitor-${v}`));
    statements.push(
      env.DB.prepare(
        "INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES (?, ?, ?, ?, ?, 'local', ?)",
      ).bind(day, week.pageViewsPerDay, visitors, i === 0 ? week.mondaySessions : week.otherDaySessions, sketch, new Date().toISOString()),
    );
  }
  for (const [path, views] of Object.entries(week.pages)) {
    statements.push(
      env.DB.prepare("INSERT INTO analytics_daily (dimension, day, key, page_views) VALUES ('route', ?, ?, ?)").bind(
        week.monday,
        path,
        views,
      ),
    );
  }
  for (const [source, sessions] of Object.entries(week.sources)) {
    statements.push(
      env.DB.prepare("INSERT INTO analytics_daily_campaigns (day, source, medium, campaign, sessions) VALUES (?, ?, '', '', ?)").bind(
        week.monday,
        source,
        sessions,
      ),
    );
  }
  await env.DB.batch(statements);
}

async function lead(id: number, createdAt: string, source: string, spamReason: string | null = null) {
  await insertLead({ id, createdAt });
  await env.DB.prepare('UPDATE leads SET source = ?, spam_reason = ? WHERE id = ?').bind(source, spamReason, id).run();
}

describe('the weekly report', () => {
  it('emails last week beside the week before, once, on Monday at 8:00 Manila', async () => {
    // Reported: Monday 16 to Sunday 22 November 2026; compared with 9 to 15 November.
    await seedWeek({
      monday: '2026-11-16',
      visitors: 12,
      returning: 3,
      mondaySessions: 20,
      otherDaySessions: 5,
      pageViewsPerDay: 40,
      pages: { '/services/tanks-and-vessels': 60, '/': 50, '/contact': 40 },
      sources: { google: 30, facebook: 12, direct: 8 },
    });
    await seedWeek({
      monday: '2026-11-09',
      visitors: 10,
      returning: 2,
      mondaySessions: 20,
      otherDaySessions: 3,
      pageViewsPerDay: 40,
      pages: { '/': 80, '/contact': 40 },
      sources: { google: 20, direct: 18 },
    });
    // Manila midnight between the weeks is 16:00 UTC on the Sunday.
    await lead(750001, '2026-11-15T16:00:00.000Z', 'google');
    await lead(750002, '2026-11-18T02:00:00.000Z', 'google');
    await lead(750003, '2026-11-22T15:59:00.000Z', 'google');
    await lead(750004, '2026-11-19T03:00:00.000Z', 'facebook');
    await lead(750005, '2026-11-20T03:00:00.000Z', 'google', 'honeypot');
    await lead(750006, '2026-11-22T16:00:00.000Z', 'google');
    await lead(750007, '2026-11-15T15:59:00.000Z', 'google');
    await lead(750008, '2026-11-10T02:00:00.000Z', 'google');

    // Monday 23 November 2026, 8:00 in Manila; the cron may fire twice.
    await runCron('0 0 * * *', '2026-11-23T00:00:00.000Z');
    await runCron('0 0 * * *', '2026-11-23T00:00:00.000Z');
    expect(await reportRows()).toEqual([{ week: '2026-11-16', status: 'pending' }]);

    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-weekly-1' }) });
    const job = { job: { kind: 'weekly-report' as const, period: '2026-11-16' }, attempts: 1 };
    await runJobs([job], reportEnv);
    await runJobs([job], reportEnv);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe('weekly-report-2026-11-16');
    const email = JSON.parse(sent[0]!.body);
    expect(email.to).toEqual([placeholderBusiness.email]);
    expect(email.subject).toBe('Weekly report: Nov 16 – Nov 22, 2026 — 12 visitors (▲ 20%), 4 quote requests');
    const text = email.text as string;
    // Visitors merge the days' sketches (a returning visitor counts once); visits and views add up.
    expect(text).toContain('Visitors: 12 (▲ 20%, 10 the week before)');
    expect(text).toContain('Visits: 50 (▲ 32%, 38 the week before)');
    expect(text).toContain('Page views: 280 (no change, 280 the week before)');
    expect(text).toContain('Quote requests: 4 (▲ 100%, 2 the week before)');
    const sources = text.slice(text.indexOf('Where visitors came from'), text.indexOf('Most viewed pages'));
    expect(sources.trim().split('\n').slice(1)).toEqual([
      '- Google: 30 visits (▲ 50%), 3 quote requests (▲ 50%)',
      '- Facebook: 12 visits (new), 1 quote request (new)',
      '- Typed in or bookmarked: 8 visits (▼ 56%), 0 quote requests (no change)',
    ]);
    // The owner's words, never the tags the figures are counted by.
    expect(text).not.toMatch(/utm_|\b(google|facebook|direct)\b/);
    expect(text).toContain('- /services/tanks-and-vessels: 60 views (new)\n- /: 50 views (▼ 38%)\n- /contact: 40 views (no change)');
    for (const change of ['▲ 20%', '▲ 32%', '▼ 56%', '▼ 38%']) expect(email.html).toContain(change);
    expect(email.html).toContain(`href="${env.SITE_URL}/admin?from=2026-11-16&amp;to=2026-11-22"`);
    expect(await reportRows()).toEqual([{ week: '2026-11-16', status: 'sent' }]);
  });

  it("carries what the week's leads brought per source and campaign, and the week's share of a campaign's spend", async () => {
    await postForm(await operator(), '/admin/weekly-report', { weekly_report: 'on' });
    // Reported: Monday 5 to Sunday 11 October 2026 (Manila). A promo lead quoted 30 hours after it came and won; another not quoted.
    const promo = { source: 'facebook', medium: 'social', campaign: 'oct-promo' };
    await seedLead({
      id: 751001,
      createdAt: '2026-10-05T02:00:00.000Z',
      ...promo,
      status: 'won',
      wonCentavos: 4_480_000,
      versions: [{ sentAt: '2026-10-06T08:00:00.000Z', totalCentavos: 4_480_000, accepted: true }],
    });
    await seedLead({ id: 751002, createdAt: '2026-10-07T02:00:00.000Z', ...promo });
    await seedLead({ id: 751003, createdAt: '2026-10-08T02:00:00.000Z', source: 'google' });
    await seedLead({ id: 751004, createdAt: '2026-10-08T03:00:00.000Z', source: 'google' });
    await seedLead({ id: 751005, createdAt: '2026-10-09T03:00:00.000Z', source: 'google' });
    // ₱31,000 for October: ₱1,000 a day, ₱7,000 for the week.
    await postForm(await operator(), '/admin/campaign-spend', { month: '2026-10', campaign: 'oct-promo', amount: '31,000' });

    await runCron('0 0 * * *', '2026-10-12T00:00:00.000Z');
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-weekly-revenue' }) });
    await runJobs([{ job: { kind: 'weekly-report' as const, period: '2026-10-05' }, attempts: 1 }], reportEnv);
    expect(sent).toHaveLength(1);
    const email = JSON.parse(sent[0]!.body);
    // The text's sections: a title line ending in ':', its lines, a blank line.
    const sections = (email.text as string).split('\n\n').map((block) => block.split('\n'));
    const section = (title: string) => sections.find(([heading]) => heading!.startsWith(title))?.slice(1) ?? [];
    const bySource = section("What last week's leads brought so far, by source");
    // Ranked by leads: google's three before facebook's two.
    expect(bySource.map((text) => text.slice(2, text.indexOf(':')))).toEqual(['Google', 'Facebook']);
    expect(bySource[1]).toContain('₱44,800.00');
    expect(bySource[1]).toContain('100.0%');
    expect(bySource[1]).toContain('1 day 6 hours');
    expect(section('The same by campaign')).toEqual([expect.stringMatching(/^- oct-promo \(Facebook post\): .*₱44,800\.00/)]);
    expect(email.text).not.toMatch(/utm_|\b(social|cpc)\b/);
    const [spend, ...otherSpend] = section('Campaign spend');
    expect(otherSpend).toEqual([]);
    // ₱7,000 over 2 leads; ₱44,800 won from ₱7,000.
    expect(spend).toMatch(/^- oct-promo: /);
    expect(spend).toContain('₱7,000.00');
    expect(spend).toContain('₱3,500.00');
    expect(spend).toContain('₱6.40');
    for (const figure of ['₱44,800.00', '₱7,000.00', '₱3,500.00', '1 day 6 hours']) expect(email.html).toContain(figure);
  });

  it('is queued on Mondays only, not while an operator has turned it off, again by the sweep when lost, and cancelled when turned off in the queue', async () => {
    const session = await operator();
    const crossSite = await postForm(session, '/admin/weekly-report', { weekly_report: 'off' }, { Origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);

    // Tuesday 8 December 2026, 8:00 in Manila.
    await runCron('0 0 * * *', '2026-12-08T00:00:00.000Z');
    expect(await reportRows()).not.toContainEqual(expect.objectContaining({ week: '2026-11-30' }));

    const off = await postForm(session, '/admin/weekly-report', { weekly_report: 'off', return_to: '/admin' });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/admin#weekly-report');
    const page = await (await asOperator(session, '/admin/weekly-report')).text();
    expect(page).toContain('Turn on the weekly report');
    await runCron('0 0 * * *', '2026-12-14T00:00:00.000Z');
    expect(await reportRows()).not.toContainEqual(expect.objectContaining({ week: '2026-12-07' }));

    const on = await postForm(session, '/admin/weekly-report', { weekly_report: 'on', return_to: 'https://elsewhere.example/' });
    expect(on.headers.get('location')).toBe('/admin/weekly-report#weekly-report');
    await runCron('0 0 * * *', '2026-12-14T00:00:00.000Z');
    expect(await reportRows()).toContainEqual({ week: '2026-12-07', status: 'pending' });

    // Its queue message lost: the sweep an hour later queues it again.
    const sendBatch = vi.spyOn(workerEnv.DELIVERY_QUEUE, 'sendBatch');
    await runCron('*/15 * * * *', '2026-12-14T01:00:00.000Z');
    expect(sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body))).toContainEqual({
      kind: 'weekly-report',
      period: '2026-12-07',
    });

    // Turned off while it waits in the queue (a new session: the sweep, run weeks ahead, ended
    // the first): it is cancelled, not sent.
    const offAgain = await postForm(await operator(), '/admin/weekly-report', { weekly_report: 'off', return_to: '/admin' });
    expect(offAgain.headers.get('location')).toBe('/admin#weekly-report');
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-weekly-cancelled' }) });
    await runJobs([{ job: { kind: 'weekly-report' as const, period: '2026-12-07' }, attempts: 1 }], reportEnv);
    expect(sent).toEqual([]);
    expect(await reportRows()).toContainEqual({ week: '2026-12-07', status: 'cancelled' });
  });

  it('returns to the period the operator was viewing, and never off the dashboard', async () => {
    const session = await operator();
    const overview = await (await asOperator(session, '/admin?from=2026-05-01&to=2026-05-03')).text();
    expect(overview).toContain('name="return_to" value="/admin?from=2026-05-01&amp;to=2026-05-03"');

    const back = async (returnTo: string) =>
      (await postForm(session, '/admin/weekly-report', { weekly_report: 'on', return_to: returnTo })).headers.get('location');
    expect(await back('/admin?from=2026-05-01&to=2026-05-03')).toBe('/admin?from=2026-05-01&to=2026-05-03#weekly-report');
    // Only the period survives: other values, and period values of the wrong form, are dropped.
    expect(await back('/admin?days=30&next=//evil.example&from=<script>')).toBe('/admin?days=30#weekly-report');
    // A calendar month comes back as the month preset it was, not as its dates.
    const lastMonth = await (await asOperator(session, '/admin?period=last-month')).text();
    expect(lastMonth).toContain('name="return_to" value="/admin?period=last-month"');
    expect(await back('/admin?period=last-month')).toBe('/admin?period=last-month#weekly-report');
    expect(await back('/admin?period=next-month')).toBe('/admin#weekly-report');
    for (const offSite of [
      '//evil.example',
      '//evil.example/admin',
      'https://evil.example/admin?days=30',
      '/\\evil.example',
      '/admin/\\evil.example',
      '/%2F%2Fevil.example',
      '/admin/..%2F..%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/admin@evil.example?days=7',
      ' /admin',
    ]) {
      expect(await back(offSite), offSite).toBe('/admin/weekly-report#weekly-report');
    }
  });
});
