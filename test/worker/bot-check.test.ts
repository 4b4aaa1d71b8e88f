// The bot check: a Turnstile token, verified once with siteverify, buys the form a signed ticket
// for its uploads and its submission, so a request replayed after an outage still passes.
import { env } from 'cloudflare:test';
import { sign } from 'hono/jwt';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, headerNames, type BotTicketIssued } from '../../src/shared/api';
import type { QuoteAccepted } from '../../src/shared/quote-request';
import { alwaysPassTestSecret } from '../../src/shared/turnstile-test-keys';
import { siteverifyUrl } from '../../src/worker/bot-check/turnstile';
import { app } from '../../src/worker/index';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import {
  countRows,
  formFields,
  leadByKey,
  mockSiteverify,
  newClientIp,
  origin,
  requestBotTicket,
  samplePdf,
  submitQuote,
  ticketFor,
  uploadRequest,
  validQuote,
  workerEnv,
} from './quote-helpers';
import { inOneWindow } from './rate-limit-window';
import { workerLogs } from './worker-logs';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const hour = 60 * 60 * 1000;

async function refusal(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return ((await response.json()) as ErrorBody).error;
}

async function issuedTicket(draftId: string, token = 'token-from-the-widget') {
  const response = await requestBotTicket(draftId, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BotTicketIssued;
}

// Refused checks are logged on purpose; kept out of the run's output so an unexpected warning stands out.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('POST /api/bot-check', () => {
  it('verifies the token with siteverify, then answers a ticket for this form that lasts 24 hours', async () => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    const before = Date.now();
    const response = await requestBotTicket(draftId, { token: 'token-from-the-widget' }, { 'cf-connecting-ip': '203.0.113.7' });
    expect(response.status).toBe(200);
    const issued = (await response.json()) as BotTicketIssued;

    expect(siteverify).toHaveLength(1);
    expect(siteverify[0].url).toBe(siteverifyUrl);
    expect(siteverify[0].method).toBe('POST');
    expect(siteverify[0].headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(formFields(siteverify[0])).toEqual({
      secret: workerEnv.TURNSTILE_SECRET_KEY,
      response: 'token-from-the-widget',
      remoteip: '203.0.113.7',
      idempotency_key: draftId,
    });
    const lifetime = Date.parse(issued.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(24 * hour - 5000);
    expect(lifetime).toBeLessThanOrEqual(24 * hour + 5000);

    // The ticket opens this form's uploads and its submission, with no further siteverify call.
    const upload = await uploadRequest(draftId, 'tank.pdf', samplePdf(), { [headerNames.botTicket]: issued.ticket });
    expect(upload.status).toBe(201);
    const sent = await submitQuote(validQuote({ turnstileToken: undefined, botTicket: issued.ticket }), draftId);
    expect(sent.status).toBe(201);
    expect(siteverify).toHaveLength(1);
  });

  it('issues no ticket when siteverify refuses the token, names another host or action, or cannot be reached', async () => {
    const answers = [
      { success: false, 'error-codes': ['invalid-input-response'] },
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      { hostname: 'attacker.example' },
      { action: 'login' },
    ];
    for (const answer of answers) {
      mockSiteverify(answer);
      const error = await refusal(await requestBotTicket(crypto.randomUUID()), 403);
      expect(error.code).toBe('bot_check_failed');
      expect(error.message).toContain('bot check');
    }
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network connection lost'));
    expect((await refusal(await requestBotTicket(crypto.randomUUID()), 403)).code).toBe('bot_check_failed');
  });

  it('refuses a missing draft id, a missing or oversized token, a body that is not JSON and a huge body', async () => {
    const siteverify = mockSiteverify();
    expect((await refusal(await requestBotTicket('not-a-uuid'), 400)).code).toBe('missing_draft');
    expect((await refusal(await requestBotTicket(crypto.randomUUID(), {}), 422)).code).toBe('validation_failed');
    expect((await refusal(await requestBotTicket(crypto.randomUUID(), { token: '' }), 422)).code).toBe('validation_failed');
    expect((await refusal(await requestBotTicket(crypto.randomUUID(), { token: 'x'.repeat(2049) }), 422)).code).toBe('validation_failed');
    expect((await refusal(await requestBotTicket(crypto.randomUUID(), '{"token":'), 400)).code).toBe('invalid_json');
    const plain = await requestBotTicket(crypto.randomUUID(), 'token=abc', { 'Content-Type': 'text/plain' });
    expect((await refusal(plain, 415)).code).toBe('json_required');
    const huge = await requestBotTicket(crypto.randomUUID(), { token: 'x'.repeat(20_000) });
    expect((await refusal(huge, 413)).code).toBe('request_too_large');
    expect(siteverify).toHaveLength(0);
  });

  it('limits bot checks per client address with 429 and Retry-After', async () => {
    mockSiteverify();
    const [statuses, limited] = await inOneWindow(
      rateLimitPeriods.BOT_CHECK_RATE_LIMIT,
      [newClientIp(), newClientIp()],
      async (address) => {
        const headers = { 'cf-connecting-ip': address };
        const statuses: number[] = [];
        for (let i = 0; i < 21; i++) {
          const response = await requestBotTicket(crypto.randomUUID(), undefined, headers);
          statuses.push(response.status);
          await response.body?.cancel();
        }
        return [statuses, await requestBotTicket(crypto.randomUUID(), undefined, headers)] as const;
      },
    );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await refusal(limited, 429)).code).toBe('rate_limited');
  });

  it('refuses bot checks, uploads and quotes with 503 while TICKET_SECRET is missing or too short', async () => {
    const errors = workerLogs('error');
    const siteverify = mockSiteverify();
    for (const secret of [undefined, 'short-secret']) {
      const environment = { ...env, TICKET_SECRET: secret };
      const draftId = crypto.randomUUID();
      const ip = { 'cf-connecting-ip': newClientIp() };
      const check = await app.request(
        `${origin}${apiPaths.botCheck}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [headerNames.quoteDraft]: draftId, ...ip },
          body: '{"token":"t"}',
        },
        environment,
      );
      expect((await refusal(check, 503)).code).toBe('bot_check_unavailable');
      const upload = await app.request(
        `${origin}${apiPaths.uploads}`,
        {
          method: 'POST',
          headers: {
            [headerNames.quoteDraft]: draftId,
            [headerNames.fileName]: 'a.pdf',
            [headerNames.botTicket]: await ticketFor(draftId),
            ...ip,
          },
          body: samplePdf(),
        },
        environment,
      );
      expect((await refusal(upload, 503)).code).toBe('bot_check_unavailable');
      const quote = await app.request(
        `${origin}${apiPaths.quote}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: draftId, ...ip },
          body: JSON.stringify(validQuote({ botTicket: await ticketFor(draftId) })),
        },
        environment,
      );
      expect((await refusal(quote, 503)).code).toBe('bot_check_unavailable');
      expect(await leadByKey(draftId)).toBeNull();
    }
    expect(siteverify).toHaveLength(0);
    expect(errors()).toContain('TICKET_SECRET is not set or shorter than 32 characters: quote requests and uploads are refused');
  });
});

describe('bot-check tickets', () => {
  /** Every way a ticket can fail to belong to this form right now. */
  async function badTickets(draftId: string) {
    const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const unsigned = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ sub: draftId, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    return {
      missing: '',
      garbage: 'not-a-ticket',
      forged: await ticketFor(draftId, { secret: 'an-attackers-own-secret-that-is-long-enough' }),
      expired: await ticketFor(draftId, { expiresInSeconds: -1 }),
      'another form': await ticketFor(crypto.randomUUID()),
      unsigned,
      'without expiry': await sign({ sub: draftId }, workerEnv.TICKET_SECRET!, 'HS256'),
    };
  }

  it('are required for uploads: none, forged, expired, unsigned or another form’s is refused with 403 and nothing stored', async () => {
    const draftId = crypto.randomUUID();
    const before = await countRows('uploads');
    const objectsBefore = (await env.UPLOADS.list()).objects.length;
    for (const [kind, ticket] of Object.entries(await badTickets(draftId))) {
      const error = await refusal(await uploadRequest(draftId, 'tank.pdf', samplePdf(), { [headerNames.botTicket]: ticket }), 403);
      expect(error.code, kind).toBe('bot_check_required');
      expect(error.message, kind).toBe('Please complete the bot check on the form first, then attach your file again.');
    }
    expect(await countRows('uploads')).toBe(before);
    expect((await env.UPLOADS.list()).objects.length).toBe(objectsBefore);

    expect(
      (await uploadRequest(draftId, 'tank.pdf', samplePdf(), { [headerNames.botTicket]: await ticketFor(draftId.toUpperCase()) })).status,
    ).toBe(201);
  });

  it('without a token beside them, a bad ticket gets the quote refused with 403 and nothing stored, and siteverify is not asked', async () => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    for (const [kind, ticket] of Object.entries(await badTickets(draftId))) {
      const response = await submitQuote(validQuote({ turnstileToken: undefined, botTicket: ticket || undefined }), draftId);
      const error = await refusal(response, kind === 'missing' ? 422 : 403);
      expect(error.fields?.turnstileToken, kind).toMatch(/complete the bot check/);
    }
    expect(siteverify).toHaveLength(0);
    expect(await leadByKey(draftId)).toBeNull();
  });

  it('let a quote through with an expired token beside a valid ticket, without calling siteverify', async () => {
    const siteverify = mockSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const draftId = crypto.randomUUID();
    const response = await submitQuote(validQuote({ turnstileToken: 'expired-token', botTicket: await ticketFor(draftId) }), draftId);
    expect(response.status).toBe(201);
    expect(siteverify).toHaveLength(0);
    expect(await leadByKey(draftId)).not.toBeNull();
  });

  it('carry a request queued during an outage through siteverify’s refusal of its old token, hours later, until the ticket expires', async () => {
    // The real siteverify path, not the development shortcut: production, and not the test secret.
    expect(workerEnv.ENVIRONMENT).toBe('production');
    expect(workerEnv.TURNSTILE_SECRET_KEY).not.toBe(alwaysPassTestSecret);
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = Date.now();

    // Before the outage: the widget's token is swapped for a ticket and a drawing is uploaded.
    const draftId = crypto.randomUUID();
    const lateDraft = crypto.randomUUID();
    let siteverify = mockSiteverify();
    const { ticket } = await issuedTicket(draftId, 'token-before-the-outage');
    const { ticket: lateTicket } = await issuedTicket(lateDraft);
    const upload = await uploadRequest(draftId, 'tank.pdf', samplePdf(), { [headerNames.botTicket]: ticket });
    expect(upload.status).toBe(201);
    const { upload: drawing } = (await upload.json()) as { upload: { id: string } };

    // Six hours later: Cloudflare answers timeout-or-duplicate for a token that old.
    vi.setSystemTime(issuedAt + 6 * hour);
    siteverify = mockSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const tokenOnly = await submitQuote(validQuote({ turnstileToken: 'token-before-the-outage', attachments: [drawing.id] }), draftId);
    expect((await refusal(tokenOnly, 403)).code).toBe('bot_check_failed');
    expect(siteverify).toHaveLength(1);
    expect(formFields(siteverify[0])).toMatchObject({ response: 'token-before-the-outage', idempotency_key: draftId });

    // The queued request carries the ticket: it goes through, with its drawing.
    const replay = await submitQuote(validQuote({ turnstileToken: undefined, botTicket: ticket, attachments: [drawing.id] }), draftId);
    expect(replay.status).toBe(201);
    expect(siteverify).toHaveLength(1);
    const lead = await leadByKey(draftId);
    expect((await replay.json()) as QuoteAccepted).toEqual({ lead: { reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/) } });
    expect((await env.DB.prepare('SELECT lead_id FROM uploads WHERE id = ?').bind(drawing.id).first())!.lead_id).toBe(lead!.id);

    // A day after the check, the ticket is refused: the visitor must pass the check again.
    vi.setSystemTime(issuedAt + 24 * hour + 1000);
    const late = await uploadRequest(draftId, 'late.pdf', samplePdf(), { [headerNames.botTicket]: ticket });
    expect((await refusal(late, 403)).code).toBe('bot_check_required');
    const lateQuote = await submitQuote(validQuote({ turnstileToken: undefined, botTicket: lateTicket }), lateDraft);
    expect((await refusal(lateQuote, 403)).code).toBe('bot_check_failed');
  });
});
