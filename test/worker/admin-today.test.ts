// Today is partial: the overview's "Today so far" and a custom range ending today are each
// compared with the same weekday a week before read only up to the same time of day.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OverviewData } from '../../src/shared/admin-overview';
import { todaySoFar } from '../../src/worker/dashboard/today-so-far';
import { collectEvent } from '../../src/worker/analytics/collect';
import { emptySketch } from '../../src/worker/analytics/visitor-sketch';
import type { WorkerEnv } from '../../src/worker/app-env';
import { asOperator, operator } from './admin-helpers';
import { json, mockOutbound } from './outbound';

// Monday 23 Nov 2026, 7:05 in Manila; the same weekday a week before is Monday 16 Nov.
const now = new Date('2026-11-22T23:05:00Z');

/** A page view, with its own visitor and session, received at `at`. */
async function pageView(at: string) {
  const devEnv: WorkerEnv = { ...(env as unknown as WorkerEnv), ENVIRONMENT: 'development' };
  await collectEvent(
    devEnv,
    {
      category: 'page',
      action: 'view',
      path: '/contact',
      entry: true,
      userId: crypto.randomUUID(),
      sessionId: crypto.randomUUID(),
      timestamp: Date.parse(at),
    },
    {
      country: 'PH',
      userAgent: 'Mozilla/5.0 (iPhone)',
      mobileHint: undefined,
      refererHeader: undefined,
      ownHosts: ['stainless.example'],
      receivedAt: new Date(at),
    },
  );
}

async function storeLead(id: number, createdAt: string) {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, source)
     VALUES (?, ?, ?, 'Maria Santos', 'maria@santosfood.example', '+639171234567', 'tanks-and-vessels', 'Two jacketed mixing tanks.', '316', '2b', 'whatsapp', 'direct')`,
  )
    .bind(id, crypto.randomUUID(), createdAt)
    .run();
}

const storeDay = (day: string, pageViews: number) =>
  env.DB.prepare(
    "INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES (?, ?, 0, ?, ?, 'local', ?)",
  )
    .bind(day, pageViews, pageViews, emptySketch(), now.toISOString())
    .run();

beforeAll(async () => {
  // Today: one view at 6:00 (counted) and one at 7:30 Manila time (after now).
  await pageView('2026-11-22T22:00:00Z');
  await pageView('2026-11-22T23:30:00Z');
  // Last Monday: two views at 5:00 (counted) and one at 8:00 (later in the day than now).
  await pageView('2026-11-15T21:00:00Z');
  await pageView('2026-11-15T21:00:00Z');
  await pageView('2026-11-16T00:00:00Z');
  // Quote requests: today at 6:30 and 7:10, last Monday at 6:00 and 9:00.
  await storeLead(9101, '2026-11-22T22:30:00.000Z');
  await storeLead(9102, '2026-11-22T23:10:00.000Z');
  await storeLead(9103, '2026-11-15T22:00:00.000Z');
  await storeLead(9104, '2026-11-16T01:00:00.000Z');
  // Last Sunday and Monday are rolled up; Monday's stored row is the whole day.
  await storeDay('2026-11-15', 10);
  await storeDay('2026-11-16', 50);
});

describe('today so far', () => {
  it('counts today and the same weekday last week only up to the same time of day', async () => {
    const today = await todaySoFar(env as unknown as WorkerEnv, now);
    expect(today).toMatchObject({ day: '2026-11-23', lastWeekDay: '2026-11-16' });
    expect(today.traffic).toEqual({
      visitors: { value: 1, previous: 2 },
      sessions: { value: 1, previous: 2 },
      pageViews: { value: 1, previous: 2 },
    });
    expect(today.quoteRequests).toEqual({ value: 1, previous: 1 });
  });

  it("asks Analytics Engine for the two days' totals only, each up to the same time of day", async () => {
    const accountId = '0123456789abcdef0123456789abcdef';
    const totals = {
      '2026-11-22 16:00:00': { page_views: '42', visitors: '12', sessions: '15' },
      '2026-11-15 16:00:00': { page_views: '30', visitors: '10', sessions: '12' },
    };
    const sent = mockOutbound({
      [`https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`]: ({ body }) => {
        const start = body.match(/timestamp >= toDateTime\('([^']+)'\)/)![1] as keyof typeof totals;
        const data = [totals[start]];
        return json({
          meta: ['page_views', 'visitors', 'sessions'].map((name) => ({ name, type: 'UInt64' })),
          data,
          rows: 1,
          rows_before_limit_at_least: 1,
        });
      },
    });
    const prodEnv: WorkerEnv = {
      ...(env as unknown as WorkerEnv),
      ENVIRONMENT: 'production',
      CF_ACCOUNT_ID: accountId,
      CF_ANALYTICS_API_TOKEN: 'token',
    };
    const today = await todaySoFar(prodEnv, now);
    expect(sent.map((request) => request.body).sort()).toEqual([
      "SELECT SUM(_sample_interval) AS page_views, COUNT(DISTINCT blob8) AS visitors, COUNT(DISTINCT blob9) AS sessions FROM cavite_stainless_events WHERE timestamp >= toDateTime('2026-11-15 16:00:00') AND timestamp < toDateTime('2026-11-15 23:05:00') AND blob10 = 'production' AND blob1 = 'page' AND blob2 = 'view' FORMAT JSON",
      "SELECT SUM(_sample_interval) AS page_views, COUNT(DISTINCT blob8) AS visitors, COUNT(DISTINCT blob9) AS sessions FROM cavite_stainless_events WHERE timestamp >= toDateTime('2026-11-22 16:00:00') AND timestamp < toDateTime('2026-11-22 23:05:00') AND blob10 = 'production' AND blob1 = 'page' AND blob2 = 'view' FORMAT JSON",
    ]);
    expect(today.traffic).toEqual({
      visitors: { value: 12, previous: 10 },
      sessions: { value: 15, previous: 12 },
      pageViews: { value: 42, previous: 30 },
    });
  });

  it('still gives the quote requests when Analytics Engine cannot be read', async () => {
    const accountId = '0123456789abcdef0123456789abcdef';
    mockOutbound({
      [`https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`]: () =>
        new Response('authentication error', { status: 401 }),
    });
    const prodEnv: WorkerEnv = { ...(env as unknown as WorkerEnv), CF_ACCOUNT_ID: accountId, CF_ANALYTICS_API_TOKEN: 'token' };
    const today = await todaySoFar(prodEnv, now);
    expect(today.traffic).toBeNull();
    expect(today.quoteRequests).toEqual({ value: 1, previous: 1 });
  });

  it('shows on the overview, each figure beside last week at this time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const html = await (await asOperator(await operator(), '/admin')).text();
    const panel = html.slice(html.indexOf('Today so far'), html.indexOf('id="period-heading"'));
    expect(panel).toContain('Mon, Nov 23, 2026, midnight to 7:05 AM, beside Mon, Nov 16, 2026 up to the same time.');
    expect(panel).toMatch(/<dt>Page views<\/dt><dd>1<\/dd>.*?down 50% from 2.*?2 by this time last Monday/);
    // The default period is the seven complete days before today.
    expect(html).toContain('Last 7 days: Nov 16 – Nov 22, 2026, compared with Nov 9 – Nov 15');
  });
});

describe('a custom range ending today', () => {
  it("compares with the previous period's last day read up to the same time of day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const response = await asOperator(await operator(), '/api/admin/traffic?from=2026-11-22&to=2026-11-23');
    const data = (await response.json()) as OverviewData;
    expect(data.previousRange).toEqual({ from: '2026-11-15', to: '2026-11-16' });
    // Sunday whole from its rollup (10), Monday live to 7:05 (2) instead of its stored whole day (50).
    expect(data.previousDaily.map((day) => day.pageViews)).toEqual([10, 2]);
    expect(data.pageViews.previous).toBe(12);
    // Last Monday's quote request at 6:00 counts, the one at 9:00 does not.
    expect(data.quoteRequests.previous).toBe(1);
    expect(data.partialLastDay).toEqual({ until: now.toISOString(), comparedUntil: '2026-11-15T23:05:00.000Z' });
  });
});

describe('the month presets', () => {
  const traffic = async (query: string) =>
    (await (await asOperator(await operator(), `/api/admin/traffic?${query}`)).json()) as OverviewData;

  it('runs this month to today, compared with the same dates of last month up to the same time of day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const data = await traffic('period=this-month');
    expect(data).toMatchObject({
      preset: 'this-month',
      range: { from: '2026-11-01', to: '2026-11-23', days: 23 },
      previousRange: { from: '2026-10-01', to: '2026-10-23' },
    });
    // 23 October read up to 7:05 Manila time, as today is.
    expect(data.partialLastDay).toEqual({ until: now.toISOString(), comparedUntil: '2026-10-22T23:05:00.000Z' });

    const html = await (await asOperator(await operator(), '/admin?period=this-month')).text();
    expect(html).toContain('This month so far: Nov 1 – Nov 23, 2026, compared with Oct 1 – Oct 23');
    expect(html).toMatch(/<a href="\/admin\?period=this-month" aria-current="page">This month<\/a>/);
    expect(html).toContain('href="/admin/analytics.csv?period=this-month"');
    expect(html).toContain('the month before, by its dates');
  });

  it('takes last month whole, compared with the month before, across a year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    expect(await traffic('period=last-month')).toMatchObject({
      preset: 'last-month',
      range: { from: '2026-10-01', to: '2026-10-31', days: 31 },
      previousRange: { from: '2026-09-01', to: '2026-09-30' },
    });
    // 00:05 on 1 January 2027 in Manila, still 31 December in UTC.
    vi.setSystemTime(new Date('2026-12-31T16:05:00Z'));
    const html = await (await asOperator(await operator(), '/admin?period=last-month')).text();
    expect(html).toContain('Last month: Dec 1 – Dec 31, 2026, compared with Nov 1 – Nov 30');
    expect(html).toMatch(/<a href="\/admin\?period=last-month" aria-current="page">Last month<\/a>/);
    // 01:00 on 1 December in Manila, still 30 November in UTC: last month is November.
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z'));
    expect(await traffic('period=last-month')).toMatchObject({ range: { from: '2026-11-01', to: '2026-11-30', days: 30 } });
    expect(await traffic('period=this-month')).toMatchObject({ range: { from: '2026-12-01', to: '2026-12-01', days: 1 } });
  });

  it('refuses a month it does not know with a 400 and what to choose', async () => {
    const response = await asOperator(await operator(), '/api/admin/traffic?period=next-month');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/this-month or last-month.*not "next-month"/);
  });
});

describe('today beside a day with none', () => {
  it('says there is nothing to compare with yet, never "new"', async () => {
    // Tuesday 24 Nov at 9:00 Manila time: a quote request at 8:00, none on Tuesday 17 Nov.
    await storeLead(9105, '2026-11-24T00:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T01:00:00Z'));
    const html = await (await asOperator(await operator(), '/admin')).text();
    const panel = html.slice(html.indexOf('Today so far'), html.indexOf('id="period-heading"'));
    const quotes = panel.slice(panel.indexOf('<dt>Quote requests</dt>'));
    expect(quotes).toMatch(/^<dt>Quote requests<\/dt><dd>1<\/dd>.*?nothing to compare with yet.*?0 by this time last Tuesday/);
    expect(panel).not.toMatch(/>new</);
  });
});
