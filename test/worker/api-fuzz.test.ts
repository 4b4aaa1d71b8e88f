// Property test of every /api route (read from the app's own route table): malformed JSON,
// multipart bodies, random bytes, garbage and huge headers and random methods never earn a
// 500; every refusal is a 4xx with the JSON error shape. Bounded: 40 requests a route.
import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headerNames, type ApiErrorBody } from '../../src/shared/api';
import { signWebhook } from '../../src/worker/email/webhook-signature';
import { app } from '../../src/worker/index';
import { operator, type OperatorSession } from './admin-helpers';
import { mockSiteverify, newClientIp, origin, ticketFor, validQuote, workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';
import { loadPasskeys } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadPasskeys);

const runsPerRoute = 40;

/** Every concrete /api route the app registers, by method and path pattern. */
const apiRoutes = [
  ...new Map(
    app.routes
      .filter((route) => route.path.startsWith('/api') && !route.path.includes('*'))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  bodyKind: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Sign the body as Resend does, so the webhook route gets past its signature check. */
  signBody: boolean;
  /** Carry the form's bot-check ticket, so uploads get past the bot check. */
  withTicket: boolean;
}

// Printable ASCII and tab: fetch refuses CR, LF and NUL itself, and workerd re-encodes (and
// warns about) anything past 0x7E, so such bytes could not reach the worker as sent anyway.
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constant(0x09)).map((code) => String.fromCharCode(code));
const shortGarbage = fc.string({ unit: headerChar, maxLength: 60 });
const hugeGarbage = fc
  .tuple(fc.constantFrom('a', '%', ';', '0', '{'), fc.integer({ min: 4_000, max: 32_000 }))
  .map(([char, length]) => char.repeat(length));
const garbage = fc.oneof({ weight: 5, arbitrary: shortGarbage }, { weight: 1, arbitrary: hugeGarbage });

const formId = fc.oneof({ weight: 6, arbitrary: fc.uuid() }, { weight: 1, arbitrary: garbage }, { weight: 1, arbitrary: fc.constant('') });

const fileName = fc.oneof(
  fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('pdf', 'png', 'jpg', 'jpeg', 'dwg', 'dxf', 'DXF', 'exe', 'svg', ''),
    )
    .map(([base, extension]) => encodeURIComponent(`${base}.${extension}`)),
  fc.constantFrom('%', '%E0%A4%A', '%00.pdf', '..%2F..%2Fetc%2Fpasswd.pdf', '%C0%AF.pdf', '.pdf', 'CON.dwg', '%20%20.png'),
  garbage,
);

const contentLength = fc.oneof(
  fc.nat({ max: 30_000_000 }).map(String),
  fc.constantFrom('-1', '1e3', '0x10', '99999999999999999999', '20971521', ' 12', '0'),
  shortGarbage,
);

/** JSON that is broken, or valid but of any shape. */
const jsonText = fc.oneof(
  fc.json(),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[',
    '{"a":',
    'null',
    '"',
    '\uFEFF{}',
    'NaN',
    '1e999',
    '{"a":1}{"b":2}',
    '{"__proto__":{"admin":true}}',
    '[]'.repeat(5000),
  ),
);

/** A valid quote request with up to three fields replaced by anything: probes the schema, the bot check and D1. */
const nearValidQuote = fc
  .array(
    fc.tuple(
      fc.constantFrom(...Object.keys(validQuote())),
      fc.oneof(fc.jsonValue(), fc.string({ unit: 'grapheme', maxLength: 6000 }), fc.array(fc.uuid(), { maxLength: 3 })),
    ),
    {
      maxLength: 3,
    },
  )
  .map((overrides) => JSON.stringify({ ...validQuote(), ...Object.fromEntries(overrides) }));

const pageView = {
  category: 'page',
  action: 'view',
  path: '/services',
  referrer: 'https://www.google.com/',
  timestamp: 1_790_000_000_000,
  userId: '9b2f6c1e-4d7a-4e3b-a1c5-2f8e7d6c5b4a',
  sessionId: '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
};

/** A valid page view with up to two fields replaced by anything. */
const nearValidAnalyticsEvent = fc
  .array(
    fc.tuple(
      fc.constantFrom(...Object.keys(pageView), 'label', 'value'),
      fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: 'grapheme', maxLength: 600 }),
        fc.constantFrom('conversion', 'whatsapp_click', '/', -1, 1e300),
      ),
    ),
    { maxLength: 2 },
  )
  .map((overrides) => JSON.stringify({ ...pageView, ...Object.fromEntries(overrides) }));

const resendEvent = fc
  .record({
    type: fc.oneof(fc.constantFrom('email.delivered', 'email.bounced', 'email.complained', 'email.opened'), fc.string()),
    created_at: fc.oneof(fc.string(), fc.constant('2026-11-22T03:00:00.000Z')),
    data: fc.oneof(fc.record({ email_id: fc.string({ maxLength: 200 }) }), fc.jsonValue()),
  })
  .map((event) => JSON.stringify(event));

/** A multipart body, well-formed or not, whose declared boundary may not match. */
const multipart = fc
  .record({
    boundary: fc.oneof(fc.constant('----fuzz-boundary'), fc.string({ unit: headerChar, minLength: 1, maxLength: 70 })),
    declared: fc.option(shortGarbage),
    parts: fc.array(
      fc.record({
        name: shortGarbage,
        filename: fc.option(fileName),
        type: fc.option(fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/html')),
        content: fc.oneof(shortGarbage, jsonText),
      }),
      { maxLength: 4 },
    ),
    truncate: fc.boolean(),
  })
  .map(({ boundary, declared, parts, truncate }) => {
    let body = parts
      .map(
        (part) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === null ? '' : `; filename="${part.filename}"`}\r\n` +
          `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n${part.content}\r\n`,
      )
      .join('');
    body += `--${boundary}--\r\n`;
    if (truncate) body = body.slice(0, Math.floor(body.length / 2));
    return { body, contentType: `multipart/form-data; boundary=${declared ?? boundary}` };
  });

/** The leading bytes of each kind of drawing (and of a Windows program), by extension. */
const fileHeads: [string, string][] = [
  ['pdf', '%PDF-1.7\n'],
  ['png', '\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR'],
  ['jpg', '\xff\xd8\xff\xe0'],
  ['dwg', 'AC1032'],
  ['dxf', '  0\nSECTION\n'],
  ['exe', 'MZ\x90\x00'],
  ['pdf', ''],
];

/** Bytes that start like a drawing (or not), named like one (or not), for the upload route's signature check. */
const drawing = fc
  .tuple(
    fc.constantFrom(...fileHeads),
    fc.uint8Array({ maxLength: 2048 }),
    fc.option(fc.constantFrom('pdf', 'png', 'jpeg', 'dwg', 'dxf'), { freq: 3 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  )
  .map(([[extension, head], rest, otherExtension, base]) => {
    const headBytes = Uint8Array.from(head, (char) => char.charCodeAt(0));
    const bytes = new Uint8Array(headBytes.length + rest.length);
    bytes.set(headBytes);
    bytes.set(rest, headBytes.length);
    return { bytes, fileName: encodeURIComponent(`${base || 'drawing'}.${otherExtension ?? extension}`) };
  });

interface FuzzBody {
  kind: string;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  signed?: boolean;
  fileName?: string;
}

const quoteBody = nearValidQuote.map((body): FuzzBody => ({ kind: 'near-valid quote', body, contentType: 'application/json' }));
const analyticsBody = nearValidAnalyticsEvent.map((body): FuzzBody => ({
  kind: 'near-valid analytics event',
  body,
  contentType: 'application/json',
}));
const webhookBody = fc.tuple(resendEvent, fc.boolean()).map(([body, signed]): FuzzBody => ({
  kind: signed ? 'signed resend event' : 'resend event',
  body,
  contentType: 'application/json',
  signed,
}));
const botCheckBody = fc
  .oneof(
    fc.string({ maxLength: 3000 }).map((token) => JSON.stringify({ token })),
    jsonText,
  )
  .map((body): FuzzBody => ({ kind: 'bot check', body, contentType: 'application/json' }));
const drawingBody = drawing.map(({ bytes, fileName }): FuzzBody => ({
  kind: 'drawing',
  body: bytes,
  contentType: 'application/octet-stream',
  fileName,
}));

/** What a well-behaved client would send each route: the plausible half of the runs starts from these. */
const plausibleBodies: Record<string, fc.Arbitrary<FuzzBody>> = {
  '/api/quotes': quoteBody,
  '/api/analytics': analyticsBody,
  '/api/resend': webhookBody.map((body) => ({ ...body, signed: true, kind: 'signed resend event' })),
  '/api/storage': drawingBody,
  '/api/bot-check': botCheckBody,
};

const anyBody: fc.Arbitrary<FuzzBody | null> = fc.oneof(
  fc.constant(null),
  jsonText.map((body) => ({ kind: 'json-ish', body, contentType: 'application/json' })),
  quoteBody,
  analyticsBody,
  webhookBody,
  multipart.map(({ body, contentType }) => ({ kind: 'multipart', body, contentType })),
  drawingBody,
  fc
    .tuple(fc.integer({ min: 4_000, max: 80_000 }), fc.constantFrom('{"a":"', 'x', '\u00e9'))
    .map(([length, start]) => ({ kind: 'oversized', body: start + 'a'.repeat(length), contentType: 'application/json' })),
  fc.uint8Array({ maxLength: 4096 }).map((body) => ({ kind: 'random bytes', body, contentType: 'application/octet-stream' })),
);

const contentType = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/octet-stream',
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-16',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=----fuzz-boundary',
      'multipart/form-data; boundary=----fuzz-boundary; x=application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded;charset=latin1',
      'text/plain; x=application/json',
    ),
  },
  { weight: 1, arbitrary: garbage },
);

const query = fc.option(
  fc.oneof(
    fc
      .dictionary(
        fc.constantFrom('days', 'q', 'status', 'attention', 'next', 'format'),
        fc.oneof(fc.constantFrom('7', '30', '90', '-1', '1e3', 'NaN', 'new', '1', ''), fc.string({ unit: 'grapheme', maxLength: 300 })),
        { maxKeys: 3 },
      )
      .map((params) => `?${new URLSearchParams(params)}`),
    fc.constantFrom('?%zz', '?&&=&', '?days', '?q=%E0%A4%A', '?status[]=new'),
  ),
  { nil: '' },
);

function pathArbitrary(pattern: string): fc.Arbitrary<string> {
  const params = pattern.match(/:\w+/g) ?? [];
  const value = fc.oneof(
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
    fc.constantFrom('..', '%2e%2e', '0', '-1', 'a'.repeat(3000)),
  );
  return fc.tuple(fc.array(value, { minLength: params.length, maxLength: params.length }), query).map(([values, search]) => {
    let path = pattern;
    values.forEach((v, i) => (path = path.replace(params[i], encodeURIComponent(v))));
    return path + search;
  });
}

const realUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * Half the runs are plausible (the route's own method, body, content type and form ids, so
 * they reach validation, the bot check, R2 and D1), the other half garbage throughout.
 */
function requestArbitrary(route: { method: string; path: string }, session: () => OperatorSession | undefined): fc.Arbitrary<FuzzRequest> {
  const ownMethod = route.method === 'ALL' ? fc.constantFrom(...methods) : fc.constant(route.method);
  const plausibleBody = plausibleBodies[route.path] ?? anyBody;
  const header = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  return fc
    .record({
      plausible: fc.boolean(),
      ownMethod,
      anyMethod: fc.constantFrom(...methods),
      path: pathArbitrary(route.path),
      plausibleBody,
      anyBody,
      formId,
      validFormId: fc.uuid(),
      sameFormIdInBoth: fc.boolean(),
      otherFormId: formId,
      contentType: header(contentType),
      contentLength: header(contentLength),
      fileName: header(fileName),
      userAgent: header(fc.oneof(fc.constant(realUserAgent), garbage)),
      svixId: header(garbage),
      svixTimestamp: header(fc.oneof(fc.constant(String(Math.floor(Date.now() / 1000))), fc.integer().map(String), garbage)),
      svixSignature: header(fc.oneof(fc.constant('v1,AAAA'), garbage)),
      cookie: header(fc.oneof(fc.constant('session'), garbage)),
      // Mostly this site's own origin, so state changes get past the cross-site check.
      origin: header(fc.oneof({ weight: 3, arbitrary: fc.constant(origin) }, { weight: 1, arbitrary: garbage })),
      // Mostly the form's own valid ticket on plausible requests, now and then garbage.
      ticket: fc.oneof({ weight: 4, arbitrary: fc.constant('valid') }, { weight: 1, arbitrary: garbage }),
      secFetchSite: header(fc.oneof(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), garbage)),
      other: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/), garbage, { maxKeys: 3 }),
    })
    .map((h): FuzzRequest => {
      const operatorSession = session();
      const method = h.plausible ? h.ownMethod : h.anyMethod;
      const body = h.plausible ? h.plausibleBody : h.anyBody;
      const headers: Record<string, string> = { ...h.other, 'cf-connecting-ip': newClientIp() };
      const set = (name: string, value: string | undefined) => {
        if (value !== undefined) headers[name] = value;
      };
      if (h.plausible) {
        set('Content-Type', body?.contentType);
        set(headerNames.fileName, body?.fileName ?? h.fileName);
        set(headerNames.quoteDraft, h.validFormId);
        set(headerNames.idempotencyKey, h.validFormId);
        set('User-Agent', realUserAgent);
        // A declared length that does not match the body, now and then.
        if (h.sameFormIdInBoth) set('Content-Length', h.contentLength);
      } else {
        set('Content-Type', h.contentType);
        set('Content-Length', h.contentLength);
        set(headerNames.fileName, h.fileName);
        set(headerNames.quoteDraft, h.formId);
        set(headerNames.idempotencyKey, h.sameFormIdInBoth ? h.formId : h.otherFormId);
        set('User-Agent', h.userAgent);
      }
      set('svix-id', h.svixId);
      set('svix-timestamp', h.svixTimestamp);
      set('svix-signature', h.svixSignature);
      set('Cookie', h.cookie === 'session' ? operatorSession?.cookie : h.cookie);
      set('Origin', h.origin);
      set('Sec-Fetch-Site', h.secFetchSite);
      const withTicket = h.plausible && h.ticket === 'valid';
      if (!withTicket) set(headerNames.botTicket, h.ticket);
      const withoutBody = method === 'GET' || method === 'HEAD' || !body;
      return {
        method,
        path: h.path,
        headers,
        bodyKind: withoutBody ? 'none' : `${h.plausible ? 'plausible ' : ''}${body.kind}`,
        body: withoutBody ? undefined : body.body,
        signBody: !withoutBody && Boolean(body.signed),
        withTicket,
      };
    });
}

/** A short account of a failing request, without megabytes of generated header. */
function summary(request: FuzzRequest): string {
  const clip = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}... (${value.length} chars)` : value);
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${JSON.stringify(clip(value))}`);
  const size = request.body === undefined ? 0 : typeof request.body === 'string' ? request.body.length : request.body.byteLength;
  return `${request.method} ${clip(request.path)} [${request.bodyKind}, ${size} bytes]\n  ${headers.join('\n  ')}`;
}

async function send(request: FuzzRequest): Promise<Response> {
  const headers = { ...request.headers };
  if (request.withTicket) headers[headerNames.botTicket] = await ticketFor(headers[headerNames.quoteDraft]);
  if (request.signBody && typeof request.body === 'string') {
    const id = `msg_${crypto.randomUUID()}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers['svix-id'] = id;
    headers['svix-timestamp'] = timestamp;
    headers['svix-signature'] = `v1,${await signWebhook(workerEnv.RESEND_WEBHOOK_SECRET!, id, timestamp, request.body)}`;
  }
  return SELF.fetch(origin + request.path, { method: request.method, headers, body: request.body, redirect: 'manual' });
}

async function expectClearAnswer(request: FuzzRequest, response: Response) {
  const context = `${response.status} for\n${summary(request)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status < 400) {
    await response.body?.cancel();
    return;
  }
  expect(response.headers.get('content-type'), context).toContain('application/json');
  if (request.method === 'HEAD') return;
  const text = await response.text();
  let body: ApiErrorBody;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    throw new Error(`not JSON: ${text.slice(0, 200)}\n${context}`);
  }
  expect(typeof body.error?.code, context).toBe('string');
  expect(body.error.code.length, context).toBeGreaterThan(0);
  expect(typeof body.error.message, context).toBe('string');
  expect(body.error.message.length, context).toBeGreaterThan(5);
}

describe('every /api route under fuzzed requests', () => {
  let session: OperatorSession | undefined;

  beforeAll(async () => {
    session = await operator();
  });

  beforeEach(() => {
    // Near-valid quotes reach the bot check: siteverify passes, so they go on to D1.
    mockSiteverify();
  });

  it('found the routes in the app', () => {
    const found = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/storage',
        'DELETE /api/storage/:id',
        'POST /api/bot-check',
        'POST /api/quotes',
        'POST /api/analytics',
        'POST /api/resend',
        'GET /api/admin/leads',
        'GET /api/admin/traffic',
      ]),
    );
    expect(workerEnv.RESEND_WEBHOOK_SECRET).toBeTruthy();
  });

  for (const route of apiRoutes) {
    it(`${route.method} ${route.path}: never a 500, every refusal a JSON 4xx`, async () => {
      // An upload cut short or oversized is logged on purpose.
      if (route.path === '/api/storage') workerLogs('warn');
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(route, () => session),
          async (request) => {
            await expectClearAnswer(request, await send(request));
          },
        ),
        { numRuns: runsPerRoute },
      );
    });
  }
});
