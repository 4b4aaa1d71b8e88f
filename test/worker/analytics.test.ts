import { SELF, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AnalyticsEventInput } from '../../src/shared/analytics-event';
import type { WorkerEnv } from '../../src/worker/app-env';
import { staffBrowserCookie } from '../../src/worker/admin/staff-browser';
import { collectEvent, type EdgeFacts } from '../../src/worker/analytics/collect';
import { querySqlApi, SqlApiError, sqlApiUrl, sqlCount } from '../../src/worker/analytics/sql-api';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import { json, mockOutbound } from './outbound';
import { asOperator, cookieValue, operator } from './admin-helpers';
import { newClientIp } from './quote-helpers';
import { inOneWindow } from './rate-limit-window';

const origin = 'https://stainless.example';
const workerEnv = env as unknown as WorkerEnv;
const devEnv: WorkerEnv = { ...workerEnv, ENVIRONMENT: 'development' };

const userAgents = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  cubotPhone: 'Mozilla/5.0 (Linux; Android 12; CUBOT NOTE 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  facebookInApp:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/471.0.0.35.79;]',
  viberInApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Viber/21.4.0',
  windowsDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const visitorId = '9b2f6c1e-4d7a-4e3b-a1c5-2f8e7d6c5b4a';
const sessionId = '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';
/** SHA-256 of "visitor:<id>" and "session:<id>", first 16 hex digits (computed outside the worker). */
const visitorHash = '47a2f8d143f785a2';
const sessionHash = 'af0c8f96ec6ea21a';

/** A valid page view; overrides may make it any event, or an invalid one. */
const pageView = (overrides: Record<string, unknown> = {}) =>
  ({
    category: 'page',
    action: 'view',
    path: '/services',
    referrer: 'https://www.google.com/search?q=stainless+tank+cavite',
    timestamp: 1_790_000_000_000,
    userId: visitorId,
    sessionId,
    ...overrides,
  }) as AnalyticsEventInput;

/** What a browser on one of the site's pages sends with the beacon, from a fresh address each time. */
const sameOriginHeaders = () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: origin, 'cf-connecting-ip': newClientIp() });

/** A beacon as the tracker sends it; `headers` may add, change or (with undefined) remove any. */
function beacon(body: unknown, headers: Record<string, string | undefined> = {}, url = `${origin}/api/analytics`) {
  const sent = Object.entries({
    'Content-Type': 'application/json',
    'User-Agent': userAgents.androidPhone,
    ...sameOriginHeaders(),
    ...headers,
  });
  return SELF.fetch(url, {
    method: 'POST',
    cf: { country: 'PH' },
    headers: sent.filter((entry): entry is [string, string] => entry[1] !== undefined),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectBadRequest(response: Response, code: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error;
}

const spyOnDataPoints = () => vi.spyOn(workerEnv.ANALYTICS, 'writeDataPoint');

describe('POST /api/analytics', () => {
  it('writes exactly one data point in the documented column layout and answers 204', async () => {
    const writes = spyOnDataPoints();
    const response = await beacon(pageView(), { Referer: `${origin}/` });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect(writes).toHaveBeenCalledTimes(1);
    expect(writes.mock.calls[0][0]).toEqual({
      indexes: ['/services'],
      blobs: [
        'page', // blob1 category
        'view', // blob2 action
        '', // blob3 label
        '/services', // blob4 path
        'PH', // blob5 country (request.cf.country)
        'mobile', // blob6 device
        'google.com', // blob7 referrer host
        visitorHash, // blob8
        sessionHash, // blob9
        'production', // blob10 environment (wrangler.toml)
        '', // blob11 source: conversions and entry page views only
        '', // blob12 medium: entry page views only
        '', // blob13 campaign: entry page views only
        '', // blob14 entry: '1' on the page view that began a session
      ],
      doubles: [0, 1_790_000_000_000],
    });
    // The raw browser ids never reach the dataset.
    expect(JSON.stringify(writes.mock.calls[0][0])).not.toContain(visitorId);
    expect(JSON.stringify(writes.mock.calls[0][0])).not.toContain(sessionId);
  });

  it('records a conversion with its label and value, drops the query string and our own host as referrer', async () => {
    const writes = spyOnDataPoints();
    const conversion: AnalyticsEventInput = {
      category: 'conversion',
      action: 'whatsapp_click',
      label: 'floating button',
      value: 2,
      path: '/contact?email=maria@example.com#form',
      timestamp: 1_790_000_000_500,
      userId: visitorId,
      sessionId,
    };
    const response = await beacon(conversion, { 'User-Agent': userAgents.windowsDesktop, Referer: `${origin}/contact` });
    expect(response.status).toBe(204);
    const point = writes.mock.calls[0][0]!;
    expect(point.indexes).toEqual(['/contact']);
    expect(point.blobs!.slice(0, 4)).toEqual(['conversion', 'whatsapp_click', 'floating button', '/contact']);
    expect(point.blobs![5]).toBe('desktop');
    expect(point.blobs![6]).toBe('');
    expect(point.blobs![10]).toBe('direct');
    expect(point.doubles).toEqual([2, 1_790_000_000_500]);
  });

  it('stores the session’s entry page view with the visit’s source, medium and campaign, normalised', async () => {
    const writes = spyOnDataPoints();
    const entry = pageView({ entry: true, source: 'l.facebook.com', medium: ' CPC ', campaign: 'Nov-Promo 2031', referrer: undefined });
    expect((await beacon(entry)).status).toBe(204);
    expect((await beacon(pageView({ entry: true, referrer: undefined }))).status).toBe(204);
    const [tagged, direct] = writes.mock.calls.map(([point]) => point!.blobs!.slice(10));
    expect(tagged).toEqual(['facebook', 'cpc', 'nov-promo-2031', '1']);
    expect(direct).toEqual(['direct', '', '', '1']);
  });

  it('keeps campaign fields and the entry mark to entry page views: not on later page views, nor on a conversion', async () => {
    const writes = spyOnDataPoints();
    const tags = { source: 'facebook', medium: 'social', campaign: 'nov-promo' };
    expect((await beacon(pageView(tags))).status).toBe(204);
    expect((await beacon(pageView({ ...tags, entry: true, category: 'conversion', action: 'whatsapp_click' }))).status).toBe(204);
    const [laterView, conversion] = writes.mock.calls.map(([point]) => point!.blobs!.slice(10));
    expect(laterView).toEqual(['', '', '', '']);
    expect(conversion).toEqual(['facebook', '', '', '']);
  });

  it('keeps only the tracker’s own labels and slug campaigns: a forged beacon’s email, phone or promotion is not stored', async () => {
    const writes = spyOnDataPoints();
    const forged = [
      { category: 'conversion', action: 'whatsapp_click', label: 'maria.santos@example.ph 0917 123 4567' },
      { category: 'conversion', action: 'phone_click', label: 'page: <b>call 09171234567</b>' },
      { entry: true, campaign: 'Free quote for maria.santos@example.ph call 0917 123 4567', medium: 'Huge sale today only!!!' },
    ];
    for (const fields of forged) expect((await beacon(pageView(fields))).status).toBe(204);
    expect((await beacon(pageView({ category: 'conversion', action: 'phone_click', label: 'page: contact-details' }))).status).toBe(204);
    const stored = writes.mock.calls.map(([point]) => JSON.stringify(point!.blobs));
    for (const blobs of stored.slice(0, 3)) {
      expect(blobs).not.toMatch(/maria|0917|sale|call/i);
    }
    expect(writes.mock.calls[3][0]!.blobs![2]).toBe('page: contact-details');
  });

  it('records the quote form’s start (the funnel’s “started the form”)', async () => {
    const writes = spyOnDataPoints();
    const response = await beacon(pageView({ category: 'form', action: 'start', path: '/contact', referrer: undefined }));
    expect(response.status).toBe(204);
    expect(writes.mock.calls[0][0]!.blobs!.slice(0, 4)).toEqual(['form', 'start', '', '/contact']);
  });

  it('records a Viber chat click as a conversion, as it does WhatsApp', async () => {
    const writes = spyOnDataPoints();
    const response = await beacon(
      {
        category: 'conversion',
        action: 'viber_click',
        label: 'floating button',
        path: '/',
        timestamp: 1_790_000_000_600,
        userId: visitorId,
        sessionId,
      },
      { 'User-Agent': userAgents.windowsDesktop },
    );
    expect(response.status).toBe(204);
    expect(writes.mock.calls[0][0]!.blobs!.slice(0, 4)).toEqual(['conversion', 'viber_click', 'floating button', '/']);
  });

  it.each([
    ['l.facebook.com', 'facebook'],
    ['Newsletter', 'newsletter'],
    ['www.google.com.ph', 'google'],
    ['maria@example.com', 'direct'],
    ['09171234567', 'direct'],
  ])('counts a conversion from source %s under %s', async (source, stored) => {
    const writes = spyOnDataPoints();
    const response = await beacon(pageView({ category: 'conversion', action: 'phone_click', source }));
    expect(response.status).toBe(204);
    expect(writes.mock.calls[0][0]!.blobs![10]).toBe(stored);
  });

  it.each([
    ['malformed JSON', () => beacon('{"category": "page",'), 'invalid_json'],
    ['a wrong content type', () => beacon(pageView(), { 'Content-Type': 'text/plain' }), 'json_required'],
    ['no content type', () => beacon(pageView(), { 'Content-Type': '' }), 'json_required'],
    ['a JSON array', () => beacon([pageView()]), 'validation_failed'],
  ])('refuses %s with 400 and writes nothing', async (_, send, code) => {
    const writes = spyOnDataPoints();
    await expectBadRequest(await send(), code);
    expect(writes).not.toHaveBeenCalled();
  });

  it('refuses a body over 4 KB with 413 and writes nothing', async () => {
    const writes = spyOnDataPoints();
    const response = await beacon(pageView({ label: 'x'.repeat(4100) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.code).toBe('request_too_large');
    expect(writes).not.toHaveBeenCalled();
  });

  it('refuses a streamed body over 4 KB without a Content-Length', async () => {
    const writes = spyOnDataPoints();
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await SELF.fetch(`${origin}/api/analytics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgents.androidPhone, ...sameOriginHeaders() },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.code).toBe('request_too_large');
    expect(writes).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown category', { category: 'purchase' }, 'category'],
    ['an action the category does not have', { action: 'quote_click' }, 'action'],
    ['an unknown conversion', { category: 'conversion', action: 'fax_click' }, 'action'],
    ['a label over 200 characters', { label: 'x'.repeat(201) }, 'label'],
    ['a medium over 100 characters', { entry: true, medium: 'x'.repeat(101) }, 'medium'],
    ['a form event the form does not send', { category: 'form', action: 'abandon' }, 'action'],
    ['an entry mark that is not true or false', { entry: 'yes' }, 'entry'],
    ['a path over 512 characters', { path: `/${'a'.repeat(512)}` }, 'path'],
    ['a path that is not a path', { path: 'https://elsewhere.example/' }, 'path'],
    ['a referrer over 2048 characters', { referrer: `https://example.com/${'a'.repeat(2048)}` }, 'referrer'],
    ['a visitor id that is not a random id', { userId: 'maria@example.com' }, 'userId'],
    ['a visitor id the tracker never makes', { userId: 'aaaaaaaa-spam-spam-spam-aaaaaaaaaaaa' }, 'userId'],
    ['a session id of eight digits', { sessionId: '12345678' }, 'sessionId'],
    ['a missing session id', { sessionId: undefined }, 'sessionId'],
    ['a missing timestamp', { timestamp: undefined }, 'timestamp'],
    ['a value that is text', { value: '5' as unknown as number }, 'value'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field) => {
    const writes = spyOnDataPoints();
    const error = await expectBadRequest(await beacon({ ...pageView(), ...overrides }), 'validation_failed');
    expect(Object.keys(error.fields!)).toContain(field);
    expect(writes).not.toHaveBeenCalled();
  });

  it('refuses an event with no fields at all', async () => {
    const error = await expectBadRequest(await beacon({}), 'validation_failed');
    expect(error.fields).toHaveProperty('category');
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot on a phone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['AhrefsBot', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    ['python-requests', 'python-requests/2.32.3'],
    ['curl', 'curl/8.5.0'],
    ['HeadlessChrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'],
    ['Search Console’s live test', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    ['Facebook’s link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['no User-Agent', ''],
  ])('answers %s with 204 and writes nothing, even for junk', async (_, userAgent) => {
    const writes = spyOnDataPoints();
    expect((await beacon(pageView(), { 'User-Agent': userAgent })).status).toBe(204);
    expect((await beacon('not json', { 'User-Agent': userAgent })).status).toBe(204);
    expect(writes).not.toHaveBeenCalled();
  });

  it.each(Object.entries(userAgents))('counts a visitor on %s', async (_, userAgent) => {
    const writes = spyOnDataPoints();
    expect((await beacon(pageView(), { 'User-Agent': userAgent })).status).toBe(204);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});

describe('staff’s own browsing is not counted', () => {
  it('marks the browser on every signed-in dashboard answer: HttpOnly, SameSite=Lax, Secure, for 400 days', async () => {
    const signedOut = await SELF.fetch(`${origin}/admin/login`);
    expect(cookieValue(signedOut, staffBrowserCookie)).toBeUndefined();

    const session = await operator();
    for (const path of ['/admin', '/admin/leads']) {
      const response = await asOperator(session, path);
      expect(response.status).toBe(200);
      const mark = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${staffBrowserCookie}=`));
      expect(mark?.split('; ').sort()).toEqual([
        'HttpOnly',
        `Max-Age=${400 * 24 * 60 * 60}`,
        'Path=/',
        'SameSite=Lax',
        'Secure',
        `${staffBrowserCookie}=1`,
      ]);
    }
    // Signing out ends the session, not the mark.
    const signOut = await asOperator(session, '/admin/logout', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(signOut.status).toBe(303);
    expect(cookieValue(signOut, staffBrowserCookie)).toBe('1');
  });

  it('answers a marked browser’s beacon 204 and records nothing; the same beacon unmarked is stored', async () => {
    const writes = spyOnDataPoints();
    // Under `npm start` no local row either: nothing reaches collectEvent (the e2e test reads the table).
    expect((await beacon(pageView(), { Cookie: `theme=dark; ${staffBrowserCookie}=1` })).status).toBe(204);
    expect(writes).not.toHaveBeenCalled();
    expect((await beacon(pageView(), { Cookie: 'theme=dark' })).status).toBe(204);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});

describe('beacons nobody can forge into the dashboard', () => {
  /** A random id in the tracker's own format. */
  const randomVisitor = () => ({ userId: crypto.randomUUID(), sessionId: crypto.randomUUID() });

  it('stores a path that is none of the site’s pages as "other", and a page’s path in its canonical form', async () => {
    const writes = spyOnDataPoints();
    const sent = [
      '/wp-login.php',
      `/casino-bonus-${crypto.randomUUID()}`,
      '/%F0%9F%8E%B0',
      '/About/',
      '/services?utm_source=x#top',
      '/CONTACT',
      '/',
      '/offline',
      '/materials/Pipes/?grade=316L',
      '/materials/unknown',
    ];
    for (const path of sent) expect((await beacon(pageView({ path, ...randomVisitor() }))).status).toBe(204);

    const stored = writes.mock.calls.map(([point]) => ({ index: point!.indexes![0], path: point!.blobs![3] }));
    expect(stored.map((point) => point.path)).toEqual([
      'other',
      'other',
      'other',
      '/about',
      '/services',
      '/contact',
      '/',
      'other',
      '/materials/pipes',
      'other',
    ]);
    expect(stored.map((point) => point.index)).toEqual(stored.map((point) => point.path));
  });

  it.each([
    ['localhost', 'http://localhost:3000/', ''],
    ['an IPv4 address', 'http://192.168.1.10/admin', ''],
    ['an IPv6 address', 'http://[2001:db8::1]/', ''],
    ['a single-label name', 'https://intranet/page', ''],
    ['an underscore', 'https://free_money.example/', ''],
    ['a numeric top-level label', 'https://spam.123/', ''],
    ['a subdomain of a real site', 'https://l.facebook.com/l.php?u=https%3A%2F%2Fstainless.example', 'l.facebook.com'],
    ['an internationalised name', 'https://bücher.example/', 'xn--bcher-kva.example'],
  ])('keeps a referrer with %s as %j', async (_, referrer, host) => {
    const writes = spyOnDataPoints();
    expect((await beacon(pageView({ referrer }))).status).toBe(204);
    expect(writes.mock.calls[0][0]!.blobs![6]).toBe(host);
  });

  async function expectCrossSiteRefusal(response: Response) {
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('cross_site_request');
    expect(body.error.message).toMatch(/this site/);
  }

  it.each([
    ['another site’s page', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://spam.example' }],
    ['a page on a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.stainless.example' }],
    ['a typed address or bookmark', { 'Sec-Fetch-Site': 'none', Origin: undefined }],
    ['a cross-site request that names our origin', { 'Sec-Fetch-Site': 'cross-site', Origin: origin }],
    ['a script: neither Sec-Fetch-Site nor Origin', { 'Sec-Fetch-Site': undefined, Origin: undefined }],
    ['an older browser on another site', { 'Sec-Fetch-Site': undefined, Origin: 'https://spam.example' }],
    ['a sandboxed frame (Origin: null)', { 'Sec-Fetch-Site': undefined, Origin: 'null' }],
  ])('refuses a beacon from %s with 403 and writes nothing', async (_, headers) => {
    const writes = spyOnDataPoints();
    await expectCrossSiteRefusal(await beacon(pageView(), headers));
    expect(writes).not.toHaveBeenCalled();
  });

  it('refuses 200 scripted beacons with random paths, spam referrers and random ids: none reach the dataset', async () => {
    const writes = spyOnDataPoints();
    for (let i = 0; i < 200; i++) {
      const spam = pageView({ path: `/${crypto.randomUUID()}`, referrer: `https://spam-${i}.example/`, ...randomVisitor() });
      expect((await beacon(spam, { 'Sec-Fetch-Site': undefined, Origin: undefined, 'User-Agent': userAgents.windowsDesktop })).status).toBe(
        403,
      );
    }
    expect(writes).not.toHaveBeenCalled();
  });

  it('accepts a browser without Sec-Fetch-Site (older Safari, plain http) when its Origin is the site’s', async () => {
    const writes = spyOnDataPoints();
    expect((await beacon(pageView(), { 'Sec-Fetch-Site': undefined, Origin: origin })).status).toBe(204);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('accepts a preview or workers.dev host’s own pages, which are same-origin there', async () => {
    const writes = spyOnDataPoints();
    const preview = 'https://cavite-stainless.owner.workers.dev';
    expect((await beacon(pageView(), { 'Sec-Fetch-Site': 'same-origin', Origin: preview }, `${preview}/api/analytics`)).status).toBe(204);
    expect((await beacon(pageView(), { 'Sec-Fetch-Site': undefined, Origin: preview }, `${preview}/api/analytics`)).status).toBe(204);
    await expectCrossSiteRefusal(
      await beacon(pageView(), { 'Sec-Fetch-Site': undefined, Origin: 'https://other.workers.dev' }, `${preview}/api/analytics`),
    );
    expect(writes).toHaveBeenCalledTimes(2);
  });

  it('answers 429 once one address sends more than 60 beacons in a minute; other addresses still count', async () => {
    const writes = spyOnDataPoints();
    const statuses = await inOneWindow(rateLimitPeriods.ANALYTICS_RATE_LIMIT, [newClientIp(), newClientIp()], async (ip) => {
      writes.mockClear();
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const response = await beacon(pageView({ path: '/about', ...randomVisitor() }), { 'cf-connecting-ip': ip });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toBe('60');
          expect(((await response.json()) as ErrorBody).error.code).toBe('rate_limited');
        } else await response.body?.cancel();
      }
      return statuses;
    });
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
    expect(writes).toHaveBeenCalledTimes(60);

    expect((await beacon(pageView(), { 'cf-connecting-ip': newClientIp() })).status).toBe(204);
    expect(writes).toHaveBeenCalledTimes(61);
  });
});

const edge = (overrides: Partial<EdgeFacts> = {}): EdgeFacts => ({
  country: 'PH',
  userAgent: userAgents.androidPhone,
  mobileHint: undefined,
  refererHeader: `${origin}/`,
  ownHosts: ['stainless.example'],
  receivedAt: new Date('2031-03-10T02:00:00.000Z'),
  ...overrides,
});

describe('development: the local D1 table', () => {
  it('stores the same enriched, hashed event in analytics_events_local as well as Analytics Engine', async () => {
    const writes = spyOnDataPoints();
    const receivedAt = new Date('2031-01-15T03:04:05.678Z');
    await collectEvent(
      devEnv,
      pageView({ path: '/about', label: 'hero', entry: true, source: 'Google', medium: 'CPC', campaign: 'Tanks-Q1' }),
      edge({ receivedAt, country: 'SG' }),
    );

    expect(writes).toHaveBeenCalledTimes(1);
    expect(writes.mock.calls[0][0]!.blobs![9]).toBe('development');
    const { results } = await env.DB.prepare('SELECT * FROM analytics_events_local WHERE timestamp = ?')
      .bind(receivedAt.toISOString())
      .all();
    expect(results).toEqual([
      {
        id: expect.any(Number),
        timestamp: '2031-01-15T03:04:05.678Z',
        category: 'page',
        action: 'view',
        label: 'hero',
        path: '/about',
        country: 'SG',
        device: 'mobile',
        referrer_host: 'google.com',
        visitor_hash: visitorHash,
        session_hash: sessionHash,
        environment: 'development',
        source: 'google',
        medium: 'cpc',
        campaign: 'tanks-q1',
        entry: '1',
        value: 0,
        sent_at: 1_790_000_000_000,
      },
    ]);
  });

  it('writes nothing locally in production', async () => {
    const receivedAt = new Date('2031-01-16T00:00:00.000Z');
    await collectEvent(workerEnv, pageView(), edge({ receivedAt }));
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_events_local WHERE timestamp = ?')
      .bind(receivedAt.toISOString())
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
  });
});

describe('the Analytics Engine SQL API client', () => {
  const accountId = '0123456789abcdef0123456789abcdef';
  const apiToken = 'cf-analytics-read-token-for-vitest';
  const url = 'https://api.cloudflare.com/client/v4/accounts/0123456789abcdef0123456789abcdef/analytics_engine/sql';
  const viewsRow = z.object({ views: sqlCount });

  it('throws SqlApiError on an error answer or an answer of the wrong shape', async () => {
    expect(sqlApiUrl(accountId)).toBe(url);
    mockOutbound({ [url]: () => new Response('authentication error', { status: 401 }) });
    await expect(querySqlApi({ accountId, apiToken }, 'SELECT 1 FORMAT JSON', viewsRow)).rejects.toThrow(SqlApiError);

    vi.restoreAllMocks();
    mockOutbound({ [url]: () => json({ data: [{ views: 'lots' }] }) });
    await expect(querySqlApi({ accountId, apiToken }, 'SELECT 1 FORMAT JSON', viewsRow)).rejects.toThrow(
      /Unexpected Analytics Engine SQL API answer/,
    );

    vi.restoreAllMocks();
    mockOutbound({ [url]: () => json({ meta: [], data: [{ views: 'lots' }], rows: 1 }) });
    await expect(querySqlApi({ accountId, apiToken }, 'SELECT 1 FORMAT JSON', viewsRow)).rejects.toThrow(/Unexpected rows/);
  });
});
