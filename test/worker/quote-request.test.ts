import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { quoteReferencePattern, type QuoteAccepted } from '../../src/shared/quote-request';
import { siteverifyUrl } from '../../src/worker/bot-check/turnstile';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import {
  countRows,
  formFields,
  leadByKey,
  mockSiteverify,
  origin,
  samplePdf,
  sampleDxf,
  newClientIp,
  submitQuote,
  ticketFor,
  uploadFile,
  validQuote,
  workerEnv,
} from './quote-helpers';
import { inOneWindow } from './rate-limit-window';
import { workerLogs } from './worker-logs';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error;
}

describe('POST /api/quotes', () => {
  it('verifies the bot check, stores the lead with its drawings, queues the emails and answers 201', async () => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    const pdf = await uploadFile(draftId, 'tank-ga.pdf', samplePdf());
    const dxf = await uploadFile(draftId, 'nozzles.dxf', sampleDxf());

    const response = await submitQuote(validQuote({ attachments: [pdf.id, dxf.id] }), draftId, { 'cf-connecting-ip': '203.0.113.9' });
    expect(response.status).toBe(201);
    const { lead } = (await response.json()) as QuoteAccepted;
    expect(lead.reference).toMatch(quoteReferencePattern);

    expect(siteverify).toHaveLength(1);
    expect(siteverify[0].url).toBe(siteverifyUrl);
    expect(siteverify[0].method).toBe('POST');
    expect(siteverify[0].headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(formFields(siteverify[0])).toEqual({
      secret: workerEnv.TURNSTILE_SECRET_KEY,
      response: 'token-from-the-widget',
      remoteip: '203.0.113.9',
      idempotency_key: draftId,
    });

    const row = await leadByKey(draftId);
    expect(row).toMatchObject({
      full_name: 'Maria Santos',
      company: 'Santos Food Processing Corp.',
      email: 'maria@santosfood.example',
      phone: '+639171234567',
      service: 'tanks-and-vessels',
      grade: '316',
      finish: '2b',
      target_date: '2099-03-15',
      preferred_contact: 'whatsapp',
      status: 'new',
      needs_attention: 0,
    });
    expect(lead.reference).toBe(`Q-${row!.created_at.slice(0, 4)}-${String(row!.id).padStart(6, '0')}`);

    const { results: files } = await env.DB.prepare('SELECT id, original_name FROM uploads WHERE lead_id = ? ORDER BY original_name')
      .bind(row!.id)
      .all();
    expect(files).toEqual([
      { id: dxf.id, original_name: 'nozzles.dxf' },
      { id: pdf.id, original_name: 'tank-ga.pdf' },
    ]);
    const { results: deliveries } = await env.DB.prepare('SELECT kind, status FROM email_deliveries WHERE lead_id = ? ORDER BY kind')
      .bind(row!.id)
      .all();
    expect(deliveries).toEqual([
      { kind: 'business', status: 'pending' },
      { kind: 'visitor', status: 'pending' },
    ]);
  });

  it('creates one lead for the same idempotency key sent twice', async () => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    const first = await submitQuote(validQuote(), draftId);
    const second = await submitQuote(validQuote(), draftId);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(siteverify).toHaveLength(1);
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?').bind(draftId).first<{ n: number }>())!.n,
    ).toBe(1);
  });

  it.each([
    ['(046) 471 2345', '+63464712345'],
    ['+63 917-123-4567', '+639171234567'],
    ['02 8123 4567', '+63281234567'],
  ])('stores the phone %s as %s', async (phone, e164) => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote({ phone }), draftId)).status).toBe(201);
    expect((await leadByKey(draftId))!.phone).toBe(e164);
  });

  it('refuses missing and malformed fields with 422, naming each field, and stores nothing', async () => {
    const siteverify = mockSiteverify();
    const before = await countRows('leads');
    const response = await submitQuote(
      { fullName: '', email: 'maria@', phone: '12345', service: 'welding-lessons', grade: '430', privacyConsent: false },
      crypto.randomUUID(),
    );
    const error = await expectRefused(response, 422, 'validation_failed');
    expect(Object.keys(error.fields!).sort()).toEqual(
      [
        'email',
        'finish',
        'fullName',
        'grade',
        'phone',
        'preferredContact',
        'privacyConsent',
        'projectDetails',
        'service',
        'turnstileToken',
      ].sort(),
    );
    expect(error.fields!.phone).toContain('0917 123 4567');
    expect(error.fields!.privacyConsent).toBe('Please agree to the privacy notice so we can use your details to quote.');
    expect(siteverify).toHaveLength(0);
    expect(await countRows('leads')).toBe(before);
  });

  it('refuses oversized text with 422 and an oversized body with 413', async () => {
    mockSiteverify();
    const tooLong = await submitQuote(validQuote({ projectDetails: 'x'.repeat(5001) }), crypto.randomUUID());
    expect((await expectRefused(tooLong, 422, 'validation_failed')).fields!.projectDetails).toBe(
      'Project details must be 5000 characters or fewer.',
    );
    const huge = await submitQuote(validQuote({ projectDetails: 'x'.repeat(140_000) }), crypto.randomUUID());
    await expectRefused(huge, 413, 'request_too_large');
  });

  it('refuses a wrong content type, malformed JSON and a missing idempotency key', async () => {
    await expectRefused(await submitQuote(validQuote(), crypto.randomUUID(), { 'Content-Type': 'text/plain' }), 415, 'json_required');
    await expectRefused(await submitQuote('{"fullName": "Maria",', crypto.randomUUID()), 400, 'invalid_json');
    await expectRefused(await submitQuote(validQuote(), 'again'), 400, 'missing_idempotency_key');
  });

  it('refuses more than five attachments', async () => {
    mockSiteverify();
    const attachments = Array.from({ length: 6 }, () => crypto.randomUUID());
    const error = await expectRefused(await submitQuote(validQuote({ attachments }), crypto.randomUUID()), 422, 'validation_failed');
    expect(error.fields!.attachments).toBe('Attach at most 5 files.');
  });

  it('refuses a missing, failing, reused or foreign-host Turnstile token with 4xx and stores nothing', async () => {
    const warnings = workerLogs('warn');
    const before = await countRows('leads');
    const missing = await submitQuote(validQuote({ turnstileToken: '' }), crypto.randomUUID());
    expect((await expectRefused(missing, 422, 'validation_failed')).fields!.turnstileToken).toBe('Please complete the bot check.');

    mockSiteverify({ success: false, 'error-codes': ['invalid-input-response'] });
    await expectRefused(await submitQuote(validQuote(), crypto.randomUUID()), 403, 'bot_check_failed');

    mockSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    await expectRefused(await submitQuote(validQuote(), crypto.randomUUID()), 403, 'bot_check_failed');

    mockSiteverify({ hostname: 'attacker.example' });
    await expectRefused(await submitQuote(validQuote(), crypto.randomUUID()), 403, 'bot_check_failed');

    mockSiteverify({ action: 'login' });
    await expectRefused(await submitQuote(validQuote(), crypto.randomUUID()), 403, 'bot_check_failed');
    expect(await countRows('leads')).toBe(before);
    expect(warnings()).toContain('Turnstile check failed');
  });

  it('refuses an unknown upload id and someone else’s upload', async () => {
    mockSiteverify();
    const unknown = await submitQuote(validQuote({ attachments: [crypto.randomUUID()] }), crypto.randomUUID());
    await expectRefused(unknown, 400, 'unknown_upload');

    const someoneElse = await uploadFile(crypto.randomUUID(), 'theirs.pdf', samplePdf());
    const draftId = crypto.randomUUID();
    await expectRefused(await submitQuote(validQuote({ attachments: [someoneElse.id] }), draftId), 403, 'upload_not_yours');
    expect(await leadByKey(draftId)).toBeNull();
    expect((await env.DB.prepare('SELECT lead_id FROM uploads WHERE id = ?').bind(someoneElse.id).first())!.lead_id).toBeNull();
  });

  it('stores HTML and script exactly as typed (escaping happens where it is shown)', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const script = '<script>alert("x")</script>';
    const response = await submitQuote(
      validQuote({
        fullName: `Ana ${script}`,
        company: `<img src=x onerror=alert(1)>`,
        projectDetails: `Tank <b>bold</b> ${script} details here`,
        quantity: script,
        dimensions: script,
      }),
      draftId,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
    const row = await leadByKey(draftId);
    expect(row!.full_name).toBe(`Ana ${script}`);
    expect(row!.quantity).toBe(script);
  });

  it('tells the visitor to retry when D1 fails, and writes nothing half-way', async () => {
    const errors = workerLogs('error');
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const pdf = await uploadFile(draftId, 'drawing.pdf', samplePdf());
    const before = await countRows('leads');
    // A real D1 failure part-way through the transaction: the deliveries table is briefly missing.
    await env.DB.exec('ALTER TABLE email_deliveries RENAME TO email_deliveries_offline');
    try {
      const response = await submitQuote(validQuote({ attachments: [pdf.id] }), draftId);
      const error = await expectRefused(response, 503, 'storage_unavailable');
      expect(error.message).toContain('try again');
    } finally {
      await env.DB.exec('ALTER TABLE email_deliveries_offline RENAME TO email_deliveries');
    }
    expect(await countRows('leads')).toBe(before);
    expect((await env.DB.prepare('SELECT lead_id FROM uploads WHERE id = ?').bind(pdf.id).first())!.lead_id).toBeNull();

    const retry = await submitQuote(validQuote({ attachments: [pdf.id] }), draftId);
    expect(retry.status).toBe(201);
    expect(errors()).toContain('quote request could not be stored');
  });

  it('limits quote requests per client address with 429 and Retry-After', async () => {
    mockSiteverify();
    const [statuses, limited] = await inOneWindow(rateLimitPeriods.QUOTE_RATE_LIMIT, [newClientIp(), newClientIp()], async (address) => {
      const headers = { 'cf-connecting-ip': address };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await submitQuote(validQuote(), crypto.randomUUID(), headers)).status);
      return [statuses, await submitQuote(validQuote(), crypto.randomUUID(), headers)] as const;
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(limited.headers.get('retry-after')).toBe('60');
    await expectRefused(limited, 429, 'rate_limited');
  });
});

describe('email providers', () => {
  it('answers /api/sendgrid with a JSON 404: the provider is switched off', async () => {
    const response = await SELF.fetch(`${origin}/api/sendgrid`, { method: 'POST', body: '{}' });
    await expectRefused(response, 404, 'provider_disabled');
  });
});

describe('what a receipt may carry', () => {
  it.each([
    'Hi You won! Claim at https://evil.example/p',
    'Claim your prize: www.evil.example',
    'Claim at evil.example/p',
    'Prize at evil.com',
    'Claim at evil\u3002example/p',
    'Go to 203.0.113.9',
    'Go to bit.ly',
    'Prize waiting at EVIL.COM today',
    'Maria ftp://evil.example',
  ])('refuses the name %j with 422 and stores nothing', async (fullName) => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    const error = await expectRefused(await submitQuote(validQuote({ fullName }), draftId), 422, 'validation_failed');
    expect(Object.keys(error.fields!)).toEqual(['fullName']);
    expect(error.fields!.fullName).toMatch(/web address/i);
    expect(siteverify).toHaveLength(0);
    expect(await leadByKey(draftId)).toBeNull();
  });

  it.each([
    'Ma. Cristina Dela Cruz',
    'Ma.Cristina Dela Cruz',
    'Sto.Tomas Trading',
    'J.R. Santos',
    'José Rizal-Mercado',
    "Anne O'Brien",
    'Dr. Ana Reyes',
  ])('accepts the name %j', async (fullName) => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote({ fullName }), draftId)).status).toBe(201);
    expect((await leadByKey(draftId))!.full_name).toBe(fullName);
  });

  const singleLineFields = ['fullName', 'company', 'dimensions', 'quantity'] as const;
  it.each([
    ['NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['a tab', '\t'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['unit separator', '\u001f'],
    ['DEL', '\u007f'],
    ['a C1 control (NEL)', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right isolate', '\u2066'],
    ['a right-to-left mark', '\u200f'],
    ['a zero-width space', '\u200b'],
    ['a soft hyphen', '\u00ad'],
    ['a Hangul filler', '\u3164'],
    ['a tag character', '\u{e0041}'],
  ])('refuses %s inside every single-line field with 422, naming each field', async (_, char) => {
    const siteverify = mockSiteverify();
    const draftId = crypto.randomUUID();
    const fields = Object.fromEntries(singleLineFields.map((field) => [field, `Maria${char}Santos 12`]));
    const error = await expectRefused(await submitQuote(validQuote(fields), draftId), 422, 'validation_failed');
    expect(Object.keys(error.fields!).sort()).toEqual([...singleLineFields].sort());
    for (const field of singleLineFields) expect(error.fields![field].length).toBeGreaterThan(10);
    expect(siteverify).toHaveLength(0);
    expect(await leadByKey(draftId)).toBeNull();
  });

  it('still accepts line breaks in the project details', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const projectDetails = 'Two jacketed tanks.\nBottom outlet valves,\r\nsanitary fittings.';
    expect((await submitQuote(validQuote({ projectDetails }), draftId)).status).toBe(201);
    expect((await leadByKey(draftId))!.project_details).toBe(projectDetails);
  });
});

describe('idempotency keys', () => {
  const leadsForKey = async (key: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE lower(idempotency_key) = ?')
      .bind(key.toLowerCase())
      .first<{ n: number }>())!.n;

  it('treats the upper- and lower-case spellings of one UUID as one key', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const first = await submitQuote(validQuote(), draftId.toUpperCase());
    expect(first.status).toBe(201);
    const second = await submitQuote(validQuote(), draftId);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await leadsForKey(draftId)).toBe(1);
    expect(await leadByKey(draftId)).not.toBeNull();
  });

  it('claims drawings uploaded under the other spelling of the form id', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const pdf = await uploadFile(draftId.toUpperCase(), 'tank.pdf', samplePdf());
    expect((await submitQuote(validQuote({ attachments: [pdf.id] }), draftId)).status).toBe(201);
    const row = await leadByKey(draftId);
    expect((await env.DB.prepare('SELECT lead_id FROM uploads WHERE id = ?').bind(pdf.id).first())!.lead_id).toBe(row!.id);
  });

  it.each(['null', '42', '"text"', '[]'])('refuses the JSON body %s with 400, not a 500', async (body) => {
    const response = await SELF.fetch(`${origin}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'cf-connecting-ip': newClientIp() },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  });

  it('answers 409 to a known key sent with a different request, and keeps the first lead', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
    const emailsBefore = await countRows('email_deliveries');
    const changed = await submitQuote(
      validQuote({ projectDetails: 'Something else entirely: a 3 m stainless work table with an undershelf.' }),
      draftId,
    );
    const error = await expectRefused(changed, 409, 'idempotency_key_reused');
    expect(JSON.stringify(error)).not.toMatch(/Q-\d{4}-\d{6}/);
    expect((await leadByKey(draftId))!.project_details).toBe(validQuote().projectDetails);
    expect(await countRows('email_deliveries')).toBe(emailsBefore);

    const upperCased = await submitQuote(validQuote({ fullName: 'Someone Else' }), draftId.toUpperCase());
    await expectRefused(upperCased, 409, 'idempotency_key_reused');
  });

  it('answers 409 to two different requests raced under one key', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const responses = await Promise.all([submitQuote(validQuote(), draftId), submitQuote(validQuote({ quantity: '40 units' }), draftId)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await leadsForKey(draftId)).toBe(1);
  });

  it('answers a replay of the same request with the same lead, whatever its bot-check fields', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const sent = validQuote();
    const first = await submitQuote(sent, draftId);
    expect(first.status).toBe(201);
    // An offline replay: the same JSON, with its keys in another order, a fresh token and a signed ticket.
    const replayed = Object.fromEntries(
      Object.entries({ ...sent, turnstileToken: 'an-expired-token', botTicket: await ticketFor(draftId) }).reverse(),
    );
    const replay = await submitQuote(replayed, draftId);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
  });

  it('answers a lead stored before fingerprints were kept as before', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const first = await submitQuote(validQuote(), draftId);
    expect(first.status).toBe(201);
    await env.DB.prepare('UPDATE leads SET request_fingerprint = NULL WHERE idempotency_key = ?').bind(draftId).run();
    const other = await submitQuote(validQuote({ quantity: '7 units' }), draftId);
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual(await first.json());
  });
});
