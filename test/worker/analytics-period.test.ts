// A period's figures read back from the D1 rollups and the stored leads, and its CSV export.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OverviewData } from '../../src/shared/admin-overview';
import type { WorkerEnv } from '../../src/worker/app-env';
import { collectEvent, hashedId } from '../../src/worker/analytics/collect';
import { periodFigures } from '../../src/worker/analytics/period';
import { rollupCount } from '../../src/worker/analytics/rollup-rows';
import { addVisitor, emptySketch, estimateVisitors } from '../../src/worker/analytics/visitor-sketch';
import type { DayRollup } from '../../src/worker/analytics/rollup';
import { asOperator, operator } from './admin-helpers';
import { mockOutbound } from './outbound';

async function sketchOf(visitors: number[]): Promise<Uint8Array> {
  const sketch = emptySketch();
  for (const n of visitors) addVisitor(sketch, await hashedId('visitor', `browser-${n}`));
  return sketch;
}

async function storeRollup(day: DayRollup) {
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).bind(day.day, day.pageViews, day.visitors, day.sessions, day.visitorSketch, day.source, '2026-06-01T00:00:00Z'),
    ...day.counts.map((c) =>
      env.DB.prepare(
        'INSERT INTO analytics_daily (dimension, day, key, detail, page_views, sessions, events) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).bind(c.dimension, day.day, c.key, c.detail, c.pageViews, c.sessions, c.events),
    ),
    ...day.campaigns.map((c) =>
      env.DB.prepare('INSERT INTO analytics_daily_campaigns (day, source, medium, campaign, sessions) VALUES (?, ?, ?, ?, ?)').bind(
        day.day,
        c.source,
        c.medium,
        c.campaign,
        c.sessions,
      ),
    ),
  ]);
}

async function storeLead(id: number, createdAt: string, touch: { source: string; medium?: string; campaign?: string }, spam = false) {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, source, campaign, latest_touch, spam_reason)
     VALUES (?, ?, ?, 'Maria Santos', 'maria@santosfood.example', '+639171234567', 'tanks-and-vessels', 'Two jacketed mixing tanks.', '316', '2b', 'whatsapp', ?, ?, ?, ?)`,
  )
    .bind(
      id,
      crypto.randomUUID(),
      createdAt,
      touch.source,
      touch.campaign ?? null,
      JSON.stringify({ utm_source: touch.source, utm_medium: touch.medium, utm_campaign: touch.campaign }),
      spam ? 'honeypot' : null,
    )
    .run();
}

// 2026-05-01 and 2026-05-03 are rolled up; 2026-05-02 is not (a missed day).
const range = { from: '2026-05-01', to: '2026-05-03' };
const now = new Date('2026-06-01T04:00:00Z');

beforeAll(async () => {
  await storeRollup({
    day: '2026-05-01',
    pageViews: 40,
    visitors: 30,
    sessions: 33,
    visitorSketch: await sketchOf([...Array(30).keys()]),
    source: 'analytics-engine',
    counts: [
      rollupCount('route', '/contact', { pageViews: 10, sessions: 8 }),
      rollupCount('route', '/services', { pageViews: 30, sessions: 25 }),
      rollupCount('channel', 'search', { sessions: 20 }),
      rollupCount('conversion', 'whatsapp_click', { detail: 'google', events: 3 }),
      rollupCount('conversion', 'whatsapp_click', { detail: 'direct', events: 1 }),
      rollupCount('funnel', 'session', { sessions: 33 }),
      rollupCount('funnel', 'contact', { sessions: 6 }),
    ],
    campaigns: [{ source: 'google', medium: 'cpc', campaign: 'tanks-2030', sessions: 12 }],
  });
  await storeRollup({
    day: '2026-05-03',
    pageViews: 25,
    visitors: 20,
    sessions: 21,
    // 10 of these 20 came on the 1st too: 40 distinct visitors over the period.
    visitorSketch: await sketchOf([...Array(20).keys()].map((n) => n + 20)),
    source: 'analytics-engine',
    counts: [
      rollupCount('route', '/contact', { pageViews: 25, sessions: 20 }),
      rollupCount('channel', 'search', { sessions: 5 }),
      rollupCount('channel', 'direct', { sessions: 16 }),
      rollupCount('conversion', 'viber_click', { detail: 'google', events: 2 }),
      rollupCount('funnel', 'session', { sessions: 21 }),
    ],
    campaigns: [{ source: 'google', medium: 'cpc', campaign: 'tanks-2030', sessions: 8 }],
  });
  // The 1st in Manila begins at 2026-04-30T16:00Z.
  await storeLead(9001, '2026-04-30T16:05:00.000Z', { source: 'google', medium: 'CPC', campaign: 'Tanks-2030' });
  await storeLead(9002, '2026-05-03T10:00:00.000Z', { source: 'facebook', medium: 'social', campaign: 'mixers' });
  await storeLead(9003, '2026-05-03T11:00:00.000Z', { source: 'google', medium: 'cpc', campaign: 'tanks-2030' }, true);
  await storeLead(9004, '2026-04-30T15:59:00.000Z', { source: 'google', medium: 'cpc', campaign: 'tanks-2030' });
});

describe('a period read from the rollups', () => {
  it('sums the days, merges the visitor sketches and fills missing days with zero', async () => {
    const figures = await periodFigures(env, range, now);
    expect(figures.totals).toEqual({ pageViews: 65, sessions: 54, visitors: estimateVisitors(await sketchOf([...Array(40).keys()])) });
    expect(Math.abs(figures.totals.visitors - 40)).toBeLessThanOrEqual(2);
    expect(figures.daily.map((day) => [day.date, day.pageViews, day.quoteRequests])).toEqual([
      ['2026-05-01', 40, 1],
      ['2026-05-02', 0, 0],
      ['2026-05-03', 25, 1],
    ]);
    expect(figures.coverage).toEqual({ days: 3, rolledUp: 2, live: 0 });
    expect(figures.lists.topRoutes).toEqual([
      { key: '/contact', value: 35 },
      { key: '/services', value: 30 },
    ]);
    expect(figures.lists.channels).toEqual([
      { key: 'search', value: 25 },
      { key: 'direct', value: 16 },
    ]);
    expect(figures.conversions).toEqual({ quote: 2, whatsapp: 4, viber: 2, messenger: 0, phone: 0, email: 0 });
    expect(figures.funnel).toEqual({ session: 54, product: 0, contact: 6, form_start: 0, submitted: 0 });
    expect(figures.contactClicksBySource).toEqual([
      { source: 'google', clicks: { whatsapp_click: 3, viber_click: 2, messenger_click: 0, phone_click: 0, email_click: 0 } },
      { source: 'direct', clicks: { whatsapp_click: 1, viber_click: 0, messenger_click: 0, phone_click: 0, email_click: 0 } },
    ]);
  });

  it("joins each campaign's visits with the leads whose latest touch it was, Spam left out", async () => {
    const { campaigns } = await periodFigures(env, range, now);
    expect(
      campaigns.map(({ source, medium, campaign, visits, leads, conversionRate }) => ({
        source,
        medium,
        campaign,
        visits,
        leads,
        conversionRate,
      })),
    ).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'tanks-2030', visits: 20, leads: 1, conversionRate: 0.05 },
      { source: 'facebook', medium: 'social', campaign: 'mixers', visits: 0, leads: 1, conversionRate: 0 },
    ]);
  });

  it('lists only visits tagged with a medium or campaign: untagged visits and leads stay out of Campaigns', async () => {
    const day = '2026-05-20';
    await storeRollup({
      day,
      pageViews: 200,
      visitors: 150,
      sessions: 160,
      visitorSketch: await sketchOf([1]),
      source: 'analytics-engine',
      counts: [],
      campaigns: [
        { source: 'direct', medium: '', campaign: '', sessions: 90 },
        { source: 'google', medium: '', campaign: '', sessions: 60 },
        { source: 'newsletter', medium: 'email', campaign: '', sessions: 6 },
        { source: 'facebook', medium: '', campaign: 'mixers', sessions: 4 },
      ],
    });
    await storeLead(9010, '2026-05-20T02:00:00.000Z', { source: 'google' });
    await storeLead(9011, '2026-05-20T03:00:00.000Z', { source: 'newsletter', medium: 'email' });
    const figures = await periodFigures(env, { from: day, to: day }, now);
    expect(figures.campaigns.map((row) => [row.source, row.medium, row.campaign, row.visits, row.leads])).toEqual([
      ['newsletter', 'email', '', 6, 1],
      ['facebook', '', 'mixers', 4, 0],
    ]);
    // The weekly report's sources still count every visit.
    expect([...figures.sourceVisits]).toEqual([
      ['direct', 90],
      ['google', 60],
      ['newsletter', 6],
      ['facebook', 4],
    ]);
  });
});

describe('today, read live', () => {
  // Noon on 4 May in Manila: the 3rd is rolled up, the 4th is read from the events.
  const noon = new Date('2026-05-04T04:00:00Z');
  const withToday = { from: '2026-05-01', to: '2026-05-04' };
  const workerEnv = env as unknown as WorkerEnv;

  it('adds the local events of today to the rolled-up days', async () => {
    const devEnv: WorkerEnv = { ...workerEnv, ENVIRONMENT: 'development' };
    await collectEvent(
      devEnv,
      {
        category: 'page',
        action: 'view',
        path: '/contact',
        entry: true,
        userId: crypto.randomUUID(),
        sessionId: crypto.randomUUID(),
        timestamp: noon.getTime(),
      },
      {
        country: 'PH',
        userAgent: 'Mozilla/5.0 (iPhone)',
        mobileHint: undefined,
        refererHeader: undefined,
        ownHosts: ['stainless.example'],
        receivedAt: new Date('2026-05-04T02:00:00Z'),
      },
    );
    const figures = await periodFigures(devEnv, withToday, noon);
    expect(figures.coverage).toEqual({ days: 4, rolledUp: 2, live: 1 });
    expect(figures.daily[3]).toMatchObject({ date: '2026-05-04', pageViews: 1, sessions: 1, visitors: 1 });
    expect(figures.totals.pageViews).toBe(66);
    expect(figures.lists.topRoutes[0]).toEqual({ key: '/contact', value: 36 });
    // Today's untagged visit counts for its source (direct), not as a campaign.
    expect(figures.campaigns.map((row) => row.source)).toEqual(['google', 'facebook']);
    expect(figures.sourceVisits.get('direct')).toBe(1);
  });

  it('still shows the rolled-up days, with a notice, when Analytics Engine cannot be read', async () => {
    const url = 'https://api.cloudflare.com/client/v4/accounts/0123456789abcdef0123456789abcdef/analytics_engine/sql';
    mockOutbound({ [url]: () => new Response('authentication error', { status: 401 }) });
    const prodEnv: WorkerEnv = {
      ...workerEnv,
      ENVIRONMENT: 'production',
      CF_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CF_ANALYTICS_API_TOKEN: 'token',
    };
    const figures = await periodFigures(prodEnv, withToday, noon);
    expect(figures.notice).toMatch(/figures for 2026-05-04 could not be read from Analytics Engine \(.*401/);
    expect(figures.totals.pageViews).toBe(65);
    expect(figures.coverage).toEqual({ days: 4, rolledUp: 2, live: 0 });
  });

  it('gives up on an Analytics Engine that never answers, rather than hanging the dashboard', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const prodEnv: WorkerEnv = {
      ...workerEnv,
      ENVIRONMENT: 'production',
      CF_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CF_ANALYTICS_API_TOKEN: 'token',
    };
    // The wait is the caller's to choose (10 s on the dashboard): a short one here, so the test takes no real 10 s.
    const figures = await periodFigures(prodEnv, withToday, noon, { sqlApiTimeoutMs: 100 });
    expect(figures.notice).toMatch(/figures for 2026-05-04 could not be read from Analytics Engine \(.*did not answer within 0.1 seconds/);
    expect(figures.totals.pageViews).toBe(65);
    expect(figures.daily.map((day) => [day.date, day.traffic])).toEqual([
      ['2026-05-01', 'stored'],
      ['2026-05-02', 'none'],
      ['2026-05-03', 'stored'],
      ['2026-05-04', 'unreadable'],
    ]);
  });
});

describe('the overview', () => {
  it('compares the period with the same weekdays just before it', async () => {
    const response = await asOperator(await operator(), `/api/admin/traffic?from=${range.from}&to=${range.to}`);
    const data = (await response.json()) as OverviewData;
    expect(data.range).toEqual({ ...range, days: 3 });
    expect(data.previousRange).toEqual({ from: '2026-04-24', to: '2026-04-26' });
    expect(data.pageViews).toEqual({ value: 65, previous: 0 });
    expect(data.quoteRequests).toEqual({ value: 2, previous: 0 });
  });

  it('answers a custom range it cannot read with the page, status 400 and the reason', async () => {
    const response = await asOperator(await operator(), '/admin?from=2026-05-03&to=2026-05-01');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/is after the end date .*swap them/);
  });
});

describe('the CSV export', () => {
  it('lists one row per Manila day of the range', async () => {
    const response = await asOperator(await operator(), `/admin/analytics.csv?from=${range.from}&to=${range.to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="analytics-2026-05-01-to-2026-05-03.csv"');
    const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
    expect(header).toBe(
      '"Date (Manila)","Traffic figures","Visitors","Visits","Page views","Quote requests","WhatsApp clicks","Viber clicks","Messenger clicks","Phone clicks","Email clicks","Funnel: Visits","Funnel: Viewed a service or material page","Funnel: Opened Contact","Funnel: Started the quote form","Funnel: Sent a quote request"',
    );
    expect(rows).toEqual([
      '"2026-05-01","stored",30,33,40,1,4,0,0,0,0,33,0,6,0,0',
      '"2026-05-02","none stored",0,0,0,0,0,0,0,0,0,0,0,0,0,0',
      '"2026-05-03","stored",20,21,25,1,0,2,0,0,0,21,0,0,0,0',
    ]);
  });

  it('refuses a range it cannot read with a 400 that says what to change', async () => {
    const response = await asOperator(await operator(), '/admin/analytics.csv?from=2026-05-03&to=2026-05-01');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/start date .* is after the end date .*swap them/);
  });
});
