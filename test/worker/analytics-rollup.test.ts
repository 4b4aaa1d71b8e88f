import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventInput } from '../../src/shared/analytics-event';
import type { WorkerEnv } from '../../src/worker/app-env';
import { collectEvent, type EdgeFacts } from '../../src/worker/analytics/collect';
import { addDays } from '../../src/shared/business-time';
import type { DayRollup } from '../../src/worker/analytics/rollup';
import { rollupDay, visitorsNow } from '../../src/worker/analytics/rollup-day';
import { analyticsRollupCron, rollUpMissingDays, storeRollup } from '../../src/worker/analytics/rollup-store';
import worker from '../../src/worker/index';
import { estimateVisitors } from '../../src/worker/analytics/visitor-sketch';
import { operator } from './admin-helpers';
import { json, mockOutbound } from './outbound';

const workerEnv = env as unknown as WorkerEnv;
const devEnv: WorkerEnv = { ...workerEnv, ENVIRONMENT: 'development' };

const accountId = '0123456789abcdef0123456789abcdef';
const apiToken = 'cf-analytics-read-token-for-vitest';
const prodEnv: WorkerEnv = { ...workerEnv, ENVIRONMENT: 'production', CF_ACCOUNT_ID: accountId, CF_ANALYTICS_API_TOKEN: apiToken };
const sqlUrl = `https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`;

/** The SQL API's documented answer: meta, data, rows, rows_before_limit_at_least; UInt64 as strings. */
const answer = (data: Record<string, unknown>[]) =>
  json({
    meta: Object.keys(data[0] ?? {}).map((name) => ({
      name,
      type: name === 'received_at' ? 'DateTime' : /^(page_views|visitors|sessions|events)$/.test(name) ? 'UInt64' : 'String',
    })),
    data,
    rows: data.length,
    rows_before_limit_at_least: data.length,
  });

describe('rolling a Manila day up from Analytics Engine (SQL API)', () => {
  /** 10 March 2031 in Manila: 16:00 UTC on the 9th to 16:00 UTC on the 10th, production's events only. */
  const from =
    "FROM cavite_stainless_events WHERE timestamp >= toDateTime('2031-03-09 16:00:00') AND timestamp < toDateTime('2031-03-10 16:00:00') AND blob10 = 'production'";
  const pageViews = `${from} AND blob1 = 'page' AND blob2 = 'view'`;
  const productPaths =
    "'/services', '/materials', '/materials/sheets-plates', '/materials/coils', '/materials/pipes', '/materials/tubes', '/materials/bars', '/materials/angles-channels', '/materials/fittings-flanges', '/materials/perforated-expanded', '/materials/weight-calculator'";
  const answers: Record<string, Record<string, unknown>[]> = {
    [`SELECT SUM(_sample_interval) AS page_views, COUNT(DISTINCT blob8) AS visitors, COUNT(DISTINCT blob9) AS sessions ${pageViews} FORMAT JSON`]:
      [{ page_views: '120', visitors: '40', sessions: '50' }],
    [`SELECT blob8 AS visitor ${pageViews} GROUP BY visitor FORMAT JSON`]: [
      { visitor: '47a2f8d143f785a2' },
      { visitor: '0123456789abcdef' },
    ],
    [`SELECT blob4 AS path, SUM(_sample_interval) AS page_views, COUNT(DISTINCT blob9) AS sessions ${pageViews} GROUP BY path FORMAT JSON`]:
      [
        { path: '/', page_views: '80', sessions: '45' },
        { path: '/contact', page_views: '40', sessions: '12' },
      ],
    [`SELECT blob4 AS path, blob7 AS referrer_host, blob11 AS source, blob12 AS medium, blob13 AS campaign, blob5 AS country, blob6 AS device, COUNT(DISTINCT blob9) AS sessions ${pageViews} AND blob14 = '1' GROUP BY path, referrer_host, source, medium, campaign, country, device FORMAT JSON`]:
      [
        {
          path: '/',
          referrer_host: 'google.com.ph',
          source: 'google',
          medium: '',
          campaign: '',
          country: 'PH',
          device: 'mobile',
          sessions: '30',
        },
        {
          path: '/',
          referrer_host: '',
          source: 'facebook',
          medium: 'paid-social',
          campaign: 'nov-promo',
          country: 'PH',
          device: 'desktop',
          sessions: '5',
        },
        {
          path: '/contact',
          referrer_host: '',
          source: 'direct',
          medium: '',
          campaign: '',
          country: 'SG',
          device: 'mobile',
          sessions: '15',
        },
      ],
    [`SELECT blob5 AS country, blob6 AS device, SUM(_sample_interval) AS page_views ${pageViews} GROUP BY country, device FORMAT JSON`]: [
      { country: 'PH', device: 'mobile', page_views: '70' },
      { country: 'PH', device: 'desktop', page_views: '20' },
      { country: 'SG', device: 'mobile', page_views: '30' },
    ],
    [`SELECT blob2 AS action, blob11 AS source, SUM(_sample_interval) AS events ${from} AND blob1 = 'conversion' GROUP BY action, source FORMAT JSON`]:
      [
        { action: 'quote_submitted', source: 'google', events: '2' },
        { action: 'whatsapp_click', source: 'facebook', events: 3 },
      ],
    [`SELECT blob9 AS session, blob1 AS category, blob2 AS action, blob4 AS path, timestamp AS received_at ${from} AND (((blob1 = 'page' AND blob2 = 'view') AND blob4 IN (${productPaths}, '/contact')) OR (blob1 = 'form' AND blob2 = 'start') OR (blob1 = 'conversion' AND blob2 = 'quote_submitted')) FORMAT JSON`]:
      [
        // Through every step in order.
        { session: 'aaaa000000000001', category: 'page', action: 'view', path: '/services', received_at: '2031-03-10 02:00:00' },
        { session: 'aaaa000000000001', category: 'page', action: 'view', path: '/contact', received_at: '2031-03-10 02:01:00' },
        { session: 'aaaa000000000001', category: 'form', action: 'start', path: '/contact', received_at: '2031-03-10 02:01:00' },
        {
          session: 'aaaa000000000001',
          category: 'conversion',
          action: 'quote_submitted',
          path: '/contact',
          received_at: '2031-03-10 02:03:00',
        },
        // Contact first, then a product page, then the form on that earlier Contact page: product only.
        { session: 'bbbb000000000002', category: 'page', action: 'view', path: '/contact', received_at: '2031-03-10 03:00:00' },
        { session: 'bbbb000000000002', category: 'page', action: 'view', path: '/materials/pipes', received_at: '2031-03-10 03:01:00' },
        { session: 'bbbb000000000002', category: 'form', action: 'start', path: '/contact', received_at: '2031-03-10 03:02:00' },
      ],
  };

  it('asks seven queries for the day’s Manila window with the token, and rolls the answers up', async () => {
    const requests = mockOutbound({
      [sqlUrl]: (request) => {
        const data = answers[request.body];
        if (!data) throw new Error(`unexpected SQL: ${request.body}`);
        return answer(data);
      },
    });

    const rollup = await rollupDay(prodEnv, '2031-03-10');

    expect(requests.map((request) => request.body).sort()).toEqual(Object.keys(answers).sort());
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.headers.authorization).toBe(`Bearer ${apiToken}`);
    }
    expect(estimateVisitors(rollup.visitorSketch)).toBe(2);
    expect({ ...rollup, visitorSketch: undefined }).toEqual({
      day: '2031-03-10',
      pageViews: 120,
      visitors: 40,
      sessions: 50,
      visitorSketch: undefined,
      source: 'analytics-engine',
      counts: [
        { dimension: 'route', key: '/', detail: '', pageViews: 80, sessions: 45, events: 0 },
        { dimension: 'route', key: '/contact', detail: '', pageViews: 40, sessions: 12, events: 0 },
        { dimension: 'entry', key: '/', detail: '', pageViews: 0, sessions: 35, events: 0 },
        { dimension: 'entry', key: '/contact', detail: '', pageViews: 0, sessions: 15, events: 0 },
        { dimension: 'referrer', key: 'google.com.ph', detail: '', pageViews: 0, sessions: 30, events: 0 },
        { dimension: 'channel', key: 'direct', detail: '', pageViews: 0, sessions: 15, events: 0 },
        { dimension: 'channel', key: 'search', detail: '', pageViews: 0, sessions: 30, events: 0 },
        { dimension: 'channel', key: 'social', detail: '', pageViews: 0, sessions: 5, events: 0 },
        { dimension: 'country', key: 'PH', detail: '', pageViews: 90, sessions: 35, events: 0 },
        { dimension: 'country', key: 'SG', detail: '', pageViews: 30, sessions: 15, events: 0 },
        { dimension: 'device', key: 'desktop', detail: '', pageViews: 20, sessions: 5, events: 0 },
        { dimension: 'device', key: 'mobile', detail: '', pageViews: 100, sessions: 45, events: 0 },
        { dimension: 'conversion', key: 'quote_submitted', detail: 'google', pageViews: 0, sessions: 0, events: 2 },
        { dimension: 'conversion', key: 'whatsapp_click', detail: 'facebook', pageViews: 0, sessions: 0, events: 3 },
        { dimension: 'funnel', key: 'session', detail: '', pageViews: 0, sessions: 50, events: 0 },
        { dimension: 'funnel', key: 'product', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'funnel', key: 'contact', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'funnel', key: 'form_start', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'funnel', key: 'submitted', detail: '', pageViews: 0, sessions: 1, events: 0 },
      ],
      campaigns: [
        { source: 'direct', medium: '', campaign: '', sessions: 15 },
        { source: 'facebook', medium: 'paid-social', campaign: 'nov-promo', sessions: 5 },
        { source: 'google', medium: '', campaign: '', sessions: 30 },
      ],
    });
  });

  it('counts the visitors of the last 30 minutes with one query', async () => {
    const requests = mockOutbound({ [sqlUrl]: () => answer([{ visitors: '7' }]) });
    expect(await visitorsNow(prodEnv, new Date('2031-03-10T04:00:00.400Z'))).toBe(7);
    expect(requests.map((request) => request.body)).toEqual([
      "SELECT COUNT(DISTINCT blob8) AS visitors FROM cavite_stainless_events WHERE timestamp >= toDateTime('2031-03-10 03:30:00') AND timestamp < toDateTime('2031-03-10 04:00:00') AND blob10 = 'production' FORMAT JSON",
    ]);
  });

  it('refuses anything but a calendar day before asking anything', async () => {
    const requests = mockOutbound({});
    for (const day of ['2031-02-30', '2031-3-1', "2031-03-10' OR 1=1", ''])
      await expect(rollupDay(prodEnv, day)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });
});

describe('rolling a Manila day up from the local table (development)', () => {
  const userAgents = {
    phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  };
  // Fixed ids, each in a register of its own in the visitor sketch: three random ones shared a
  // register about one run in 350, and the sketch then counted 2 visitors.
  const visitors = { v1: 'visitor-one', v2: 'visitor-two', v3: 'visitor-three' };

  /** One event received at a Manila wall-clock time (UTC+8) on the given Manila day. */
  async function send(
    day: string,
    manilaTime: string,
    event: Partial<AnalyticsEventInput> & { userId: string; sessionId: string },
    edge: Partial<EdgeFacts> = {},
  ) {
    const receivedAt = new Date(Date.parse(`${day}T${manilaTime}:00+08:00`));
    await collectEvent(devEnv, { category: 'page', action: 'view', path: '/', timestamp: receivedAt.getTime(), ...event } as never, {
      country: 'PH',
      userAgent: userAgents.phone,
      mobileHint: undefined,
      refererHeader: undefined,
      ownHosts: ['stainless.example'],
      receivedAt,
      ...edge,
    });
  }

  it('rolls up the day’s events, splitting at Manila midnight, with the ordered funnel', async () => {
    const day = '2034-05-20';
    const s1 = { userId: visitors.v1, sessionId: crypto.randomUUID(), source: 'google.com' };
    // From Google: home, services, contact, the form, sent; a WhatsApp click.
    await send(day, '10:00', { ...s1, entry: true, referrer: 'https://www.google.com/' });
    await send(day, '10:02', { ...s1, path: '/services' });
    await send(day, '10:05', { ...s1, path: '/contact' });
    await send(day, '10:06', { ...s1, category: 'form', action: 'start', path: '/contact' });
    await send(day, '10:08', { ...s1, category: 'conversion', action: 'quote_submitted', path: '/contact' });
    await send(day, '10:09', { ...s1, category: 'conversion', action: 'whatsapp_click', path: '/contact' });
    // A Facebook ad: Contact before any product page, then pipes, then the form on that Contact page.
    const desktopSg = { userAgent: userAgents.desktop, country: 'SG' };
    const s2 = { userId: visitors.v2, sessionId: crypto.randomUUID() };
    await send(
      day,
      '11:00',
      {
        ...s2,
        path: '/contact',
        entry: true,
        source: 'fb',
        medium: 'paid-social',
        campaign: 'Nov-Promo',
        referrer: 'https://l.facebook.com/',
      },
      desktopSg,
    );
    await send(day, '11:02', { ...s2, path: '/materials/pipes' }, desktopSg);
    await send(day, '11:03', { ...s2, category: 'form', action: 'start', path: '/contact' }, desktopSg);
    // The same visitor comes back directly: Contact, services, Contact again, the form.
    const s3 = { userId: visitors.v2, sessionId: crypto.randomUUID() };
    await send(day, '12:00', { ...s3, path: '/contact', entry: true }, desktopSg);
    await send(day, '12:01', { ...s3, path: '/services' }, desktopSg);
    await send(day, '12:02', { ...s3, path: '/contact' }, desktopSg);
    await send(day, '12:03', { ...s3, category: 'form', action: 'start', path: '/contact' }, desktopSg);
    // One minute before and one minute after midnight: two days.
    await send(day, '23:59', { userId: visitors.v3, sessionId: crypto.randomUUID(), entry: true });
    await send('2034-05-21', '00:01', { userId: visitors.v3, sessionId: crypto.randomUUID(), entry: true });

    const requests = mockOutbound({});
    const rollup = await rollupDay(devEnv, day);
    expect(requests).toHaveLength(0);
    expect(estimateVisitors(rollup.visitorSketch)).toBe(3);
    expect({ ...rollup, visitorSketch: undefined }).toEqual({
      day,
      pageViews: 9,
      visitors: 3,
      sessions: 4,
      visitorSketch: undefined,
      source: 'local',
      counts: [
        { dimension: 'route', key: '/', detail: '', pageViews: 2, sessions: 2, events: 0 },
        { dimension: 'route', key: '/contact', detail: '', pageViews: 4, sessions: 3, events: 0 },
        { dimension: 'route', key: '/materials/pipes', detail: '', pageViews: 1, sessions: 1, events: 0 },
        { dimension: 'route', key: '/services', detail: '', pageViews: 2, sessions: 2, events: 0 },
        { dimension: 'entry', key: '/', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'entry', key: '/contact', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'referrer', key: 'google.com', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'referrer', key: 'l.facebook.com', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'channel', key: 'direct', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'channel', key: 'search', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'channel', key: 'social', detail: '', pageViews: 0, sessions: 1, events: 0 },
        { dimension: 'country', key: 'PH', detail: '', pageViews: 4, sessions: 2, events: 0 },
        { dimension: 'country', key: 'SG', detail: '', pageViews: 5, sessions: 2, events: 0 },
        { dimension: 'device', key: 'desktop', detail: '', pageViews: 5, sessions: 2, events: 0 },
        { dimension: 'device', key: 'mobile', detail: '', pageViews: 4, sessions: 2, events: 0 },
        { dimension: 'conversion', key: 'quote_submitted', detail: 'google', pageViews: 0, sessions: 0, events: 1 },
        { dimension: 'conversion', key: 'whatsapp_click', detail: 'google', pageViews: 0, sessions: 0, events: 1 },
        { dimension: 'funnel', key: 'session', detail: '', pageViews: 0, sessions: 4, events: 0 },
        { dimension: 'funnel', key: 'product', detail: '', pageViews: 0, sessions: 3, events: 0 },
        { dimension: 'funnel', key: 'contact', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'funnel', key: 'form_start', detail: '', pageViews: 0, sessions: 2, events: 0 },
        { dimension: 'funnel', key: 'submitted', detail: '', pageViews: 0, sessions: 1, events: 0 },
      ],
      campaigns: [
        { source: 'direct', medium: '', campaign: '', sessions: 2 },
        { source: 'facebook', medium: 'paid-social', campaign: 'nov-promo', sessions: 1 },
        { source: 'google', medium: '', campaign: '', sessions: 1 },
      ],
    });

    const nextDay = await rollupDay(devEnv, '2034-05-21');
    expect([nextDay.pageViews, nextDay.visitors, nextDay.sessions]).toEqual([1, 1, 1]);

    // 12:05 in Manila: only the visitor of the 12:00 visit was here in the last half hour.
    expect(await visitorsNow(devEnv, new Date(Date.parse(`${day}T12:05:00+08:00`)))).toBe(1);
    expect(await visitorsNow(devEnv, new Date(Date.parse(`${day}T18:00:00+08:00`)))).toBe(0);
  });

  it('rolls up a day without traffic as zeros', async () => {
    const rollup = await rollupDay(devEnv, '2034-06-01');
    expect([rollup.pageViews, rollup.visitors, rollup.sessions, rollup.counts, rollup.campaigns]).toEqual([0, 0, 0, [], []]);
    expect(estimateVisitors(rollup.visitorSketch)).toBe(0);
  });
});

/** What D1 holds for a day: its row, its counts and its campaigns. */
async function storedDay(day: string) {
  const [days, counts, campaigns] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(
      'SELECT day, page_views, visitors, sessions, length(visitor_sketch) AS sketch_bytes, source FROM analytics_days WHERE day = ?',
    ).bind(day),
    env.DB.prepare(
      'SELECT dimension, key, detail, page_views, sessions, events FROM analytics_daily WHERE day = ? ORDER BY dimension, key, detail',
    ).bind(day),
    env.DB.prepare(
      'SELECT source, medium, campaign, sessions FROM analytics_daily_campaigns WHERE day = ? ORDER BY source, medium, campaign',
    ).bind(day),
  ]);
  return { day: days.results[0], counts: counts.results, campaigns: campaigns.results };
}

const storedDays = async (from: string, to: string) =>
  (
    await env.DB.prepare('SELECT day, page_views FROM analytics_days WHERE day >= ? AND day <= ? ORDER BY day')
      .bind(from, to)
      .all<{ day: string; page_views: number }>()
  ).results;

/** A rollup with enough rows that its INSERTs need several statements (D1: 100 parameters each). */
function bigRollup(day: string, routes: number, campaigns: number): DayRollup {
  return {
    day,
    pageViews: routes * 3,
    visitors: routes,
    sessions: routes * 2,
    visitorSketch: new Uint8Array(1024).fill(1),
    counts: Array.from({ length: routes }, (_, i) => ({
      dimension: 'route' as const,
      key: `/page-${i}`,
      detail: '',
      pageViews: 3,
      sessions: 2,
      events: 0,
    })),
    campaigns: Array.from({ length: campaigns }, (_, i) => ({
      source: 'facebook',
      medium: 'paid-social',
      campaign: `promo-${i}`,
      sessions: i + 1,
    })),
    source: 'analytics-engine',
  };
}

/** The tables persist from test to test in this file: each of these starts from none. */
const clearTables = (...tables: string[]) => env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
const rollupTables = ['analytics_daily', 'analytics_daily_campaigns', 'analytics_days'];

/** Every SQL API query answered with no rows: each day rolls up as zeros. */
const emptySqlApi = () => mockOutbound({ [sqlUrl]: () => answer([]) });
const windowStart = (sql: string) => /timestamp >= toDateTime\('([^']+)'\)/.exec(sql)![1];

describe('storing rollups', () => {
  beforeEach(() => clearTables(...rollupTables));

  it('stores a day in one go however many rows it has, and storing it again replaces it', async () => {
    const day = '2035-01-15';
    await storeRollup(env.DB, bigRollup(day, 40, 30));
    const first = await storedDay(day);
    expect(first.day).toEqual({ day, page_views: 120, visitors: 40, sessions: 80, sketch_bytes: 1024, source: 'analytics-engine' });
    expect(first.counts).toHaveLength(40);
    expect(first.campaigns).toHaveLength(30);

    await storeRollup(env.DB, bigRollup(day, 40, 30));
    expect(await storedDay(day)).toEqual(first);

    await storeRollup(env.DB, bigRollup(day, 2, 1));
    const replaced = await storedDay(day);
    expect(replaced.day).toMatchObject({ page_views: 6, visitors: 2 });
    expect(replaced.counts.map((row) => row.key)).toEqual(['/page-0', '/page-1']);
    expect(replaced.campaigns).toEqual([{ source: 'facebook', medium: 'paid-social', campaign: 'promo-0', sessions: 1 }]);
  });

  it('catches up on every finished day Analytics Engine still has, oldest first, 31 a run, skipping days already rolled up', async () => {
    const now = new Date('2036-06-30T16:10:00Z'); // 00:10 on 1 July in Manila
    const today = '2036-07-01';
    const oldest = addDays(today, -89);
    await storeRollup(env.DB, bigRollup(oldest, 1, 0));
    await storeRollup(env.DB, bigRollup(addDays(oldest, 2), 1, 0));

    const requests = emptySqlApi();
    const first = await rollUpMissingDays(prodEnv, now);
    expect(first.rolledUp).toHaveLength(31);
    expect(first.rolledUp.slice(0, 3)).toEqual([addDays(oldest, 1), addDays(oldest, 3), addDays(oldest, 4)]);
    expect(first.stillMissing).toBe(87 - 31);
    expect(requests).toHaveLength(31 * 7);
    expect(new Set(requests.map((request) => windowStart(request.body))).size).toBe(31);
    expect(requests.every((request) => request.headers.authorization === `Bearer ${apiToken}`)).toBe(true);

    await rollUpMissingDays(prodEnv, now);
    const last = await rollUpMissingDays(prodEnv, now);
    expect(last.rolledUp.at(-1)).toBe(addDays(today, -1));
    expect(last.stillMissing).toBe(0);

    const days = await storedDays(addDays(today, -200), today);
    expect(days.map((row) => row.day)).toEqual(Array.from({ length: 89 }, (_, i) => addDays(oldest, i)));
    // The days rolled up before were kept; each new one is a zero day with its row.
    expect(days[0].page_views).toBe(3);
    expect(days[2].page_views).toBe(3);
    expect(days.filter((row) => row.page_views === 0)).toHaveLength(87);

    requests.length = 0;
    expect((await rollUpMissingDays(prodEnv, now)).rolledUp).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('deletes the days older than ANALYTICS_RETENTION_DAYS, and keeps the default when the setting is not a number', async () => {
    const now = new Date('2037-03-01T16:10:00Z');
    const today = '2037-03-02';
    for (const back of [800, 12, 11, 10, 9]) await storeRollup(env.DB, bigRollup(addDays(today, -back), 1, 1));
    emptySqlApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const badSetting = await rollUpMissingDays({ ...prodEnv, ANALYTICS_RETENTION_DAYS: 'forever' } as WorkerEnv, now);
    expect(badSetting.deleted).toBe(1);
    expect((await storedDay(addDays(today, -800))).day).toBeUndefined();
    expect((await storedDay(addDays(today, -12))).day).toBeDefined();

    const result = await rollUpMissingDays({ ...prodEnv, ANALYTICS_RETENTION_DAYS: '10' } as WorkerEnv, now);
    expect(result.rolledUp).toEqual(Array.from({ length: 8 }, (_, i) => addDays(today, i - 8)));
    expect((await storedDays(addDays(today, -800), today)).map((row) => row.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays(today, i - 10)),
    );
    const orphans = await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_daily_campaigns WHERE day < ?')
      .bind(addDays(today, -10))
      .first<{ n: number }>();
    expect(orphans!.n).toBe(0);
  });

  it('lists an ANALYTICS_RETENTION_DAYS it cannot use among the ignored settings on the Technical page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = await operator();
    const ctx = createExecutionContext();
    const badEnv = { ...devEnv, ANALYTICS_RETENTION_DAYS: '2 years' } as WorkerEnv;
    const response = await worker.fetch(
      new Request('https://stainless.example/admin/technical', { headers: { Cookie: session.cookie } }),
      badEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const html = await response.text();
    expect(html).toContain('ANALYTICS_RETENTION_DAYS');
    expect(html).toContain('must be a whole number of days from 1 to 3660');
    expect(html).toContain('Daily rollups are kept for 736 days');
  });
});

describe('the nightly cron', () => {
  beforeEach(() => clearTables(...rollupTables, 'analytics_events_local'));

  async function runCron(cron: string, at: string, cronEnv: WorkerEnv) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron }), cronEnv, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('at 00:10 Manila rolls up the local table under npm start, from its first event to yesterday', async () => {
    const day = '2038-04-10';
    const visitor = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID() };
    const receivedAt = new Date(`${day}T09:30:00+08:00`);
    await collectEvent(
      devEnv,
      { category: 'page', action: 'view', path: '/services', entry: true, timestamp: receivedAt.getTime(), ...visitor },
      {
        country: 'PH',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        mobileHint: undefined,
        refererHeader: undefined,
        ownHosts: ['stainless.example'],
        receivedAt,
      },
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});

    expect(analyticsRollupCron).toBe('10 16 * * *');
    await runCron(analyticsRollupCron, '2038-04-11T16:10:00Z', devEnv);

    const logged = info.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'analytics rolled up', source: 'local', last: '2038-04-11', stillMissing: 0 }),
    );
    expect((await storedDay(day)).day).toMatchObject({ page_views: 1, visitors: 1, sessions: 1, source: 'local' });
    expect((await storedDay(day)).counts).toContainEqual({
      dimension: 'channel',
      key: 'direct',
      detail: '',
      page_views: 0,
      sessions: 1,
      events: 0,
    });
    expect(await storedDays('2038-04-11', '2038-04-12')).toEqual([{ day: '2038-04-11', page_views: 0 }]);
  });

  it('logs the error when Analytics Engine cannot be read, and stores nothing for that day', async () => {
    mockOutbound({ [sqlUrl]: () => new Response('authentication error', { status: 401 }) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runCron(analyticsRollupCron, '2039-01-01T16:10:00Z', prodEnv);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'cron run failed', cron: analyticsRollupCron, error: expect.stringContaining('401') }),
    );
    expect(await storedDays('2038-10-01', '2039-01-02')).toEqual([]);
  });
});
