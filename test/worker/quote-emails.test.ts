import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { maxAttempts, retryDelaySeconds } from '../../src/worker/delivery/run-delivery';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { defaultReceiptsPerHour, receiptsPerHour } from '../../src/worker/email/receipt-cap';
import { requeuePendingEmails } from '../../src/worker/scheduled/sweep';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import type { WorkerEnv } from '../../src/worker/app-env';
import { placeholderBusiness } from '../../src/content/business';
import { hoursRows } from '../../src/shared/opening-hours';
import worker from '../../src/worker/index';
import { asOperator, operator } from './admin-helpers';
import { json, mockOutbound, type RecordedRequest } from './outbound';
import { leadByKey, mockSiteverify, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';

const resendKey = 're_test_key_123';
const withResendKey = { ...workerEnv, RESEND_API_KEY: resendKey };
/** Nothing is published in these tests: the defaults in code. */
const business = placeholderBusiness;

async function newLead(overrides = {}) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const pdf = await uploadFile(draftId, "GA drawing & rev'2.pdf", samplePdf());
  const response = await submitQuote(validQuote({ attachments: [pdf.id], ...overrides }), draftId);
  expect(response.status).toBe(201);
  const { lead } = (await response.json()) as { lead: { reference: string } };
  const row = (await leadByKey(draftId))!;
  const { results } = await env.DB.prepare('SELECT id, kind FROM email_deliveries WHERE lead_id = ?')
    .bind(row.id)
    .all<{ id: number; kind: string }>();
  const deliveryId = (kind: string) => results.find((d) => d.kind === kind)!.id;
  return { reference: lead.reference, leadId: row.id, uploadId: pdf.id, business: deliveryId('business'), visitor: deliveryId('visitor') };
}

/**
 * Runs the worker's queue handler on a batch. The test runtime does not report a retry's delay,
 * so each message's retry() is watched to record the delay the worker asked for.
 */
async function runBatch(messages: { id: string; attempts: number; deliveryId: number }[], environment: WorkerEnv = withResendKey) {
  const batch = createMessageBatch<DeliveryJob>(
    'deliveries',
    messages.map(({ id, attempts, deliveryId }) => ({ id, timestamp: new Date(), attempts, body: { kind: 'lead-email', deliveryId } })),
  );
  const retryDelays: { msgId: string; delaySeconds: number | undefined }[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, 'retry').mockImplementation((options) => {
      retryDelays.push({ msgId: message.id, delaySeconds: options?.delaySeconds });
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, environment);
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}

const runQueue = (deliveryId: number, attempts: number, environment: WorkerEnv = withResendKey) =>
  runBatch([{ id: `m-${deliveryId}-${attempts}`, attempts, deliveryId }], environment);

const delivery = (id: number) =>
  env.DB.prepare('SELECT status, attempts, last_error, provider_message_id FROM email_deliveries WHERE id = ?').bind(id).first();
const events = async (id: number) =>
  (
    await env.DB.prepare('SELECT outcome, detail FROM email_events WHERE delivery_id = ? ORDER BY id')
      .bind(id)
      .all<{ outcome: string; detail: string | null }>()
  ).results;

const parsed = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;

describe('quote emails through the queue', () => {
  it('notifies the business through Resend with every field, reply-to the visitor and dashboard links', async () => {
    const lead = await newLead({
      fullName: 'Ana <script>alert(1)</script>',
      projectDetails: 'Hood with <b>filters</b> & a drip tray, 2 m long',
    });
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-business-1' }) });

    const result = await runQueue(lead.business, 1);
    expect(result.explicitAcks).toEqual([`m-${lead.business}-1`]);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.url).toBe('https://api.resend.com/emails');
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe(`Bearer ${resendKey}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe(`lead-${lead.leadId}-business`);
    const body = parsed(request);
    expect(body.from).toBe(env.EMAIL_FROM);
    expect(body.to).toEqual([business.email]);
    expect(body.reply_to).toEqual(['maria@santosfood.example']);
    expect(body.subject).toBe(`New quote request ${lead.reference}: Tanks and vessels from Ana <script>alert(1)</script>`);

    const html = body.html as string;
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hood with &lt;b&gt;filters&lt;/b&gt; &amp; a drip tray, 2 m long');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>filters');
    for (const value of [
      '+63 917 123 4567',
      'Santos Food Processing Corp.',
      '316 / 316L',
      '2B (mill, matte)',
      'WhatsApp',
      '2099-03-15',
      '1200 mm diameter x 1500 mm height',
      '2 units',
    ]) {
      expect(html).toContain(value);
    }
    expect(html).toContain(`href="${env.SITE_URL}/admin/leads/${lead.leadId}/attachments/${lead.uploadId}"`);
    expect(html).toContain('GA drawing &amp; rev&#x27;2.pdf');
    expect(body.text as string).toContain('Name: Ana <script>alert(1)</script>');
    expect(body.text as string).toContain('Project details: Hood with <b>filters</b> & a drip tray, 2 m long');

    expect(await delivery(lead.business)).toEqual({
      status: 'sent',
      attempts: 1,
      last_error: null,
      provider_message_id: 'resend-msg-business-1',
    });
    expect(await events(lead.business)).toContainEqual({ outcome: 'sent', detail: null });
  });

  it('acknowledges the visitor with the reference and business hours, the name escaped in HTML and as typed in text', async () => {
    const lead = await newLead({ fullName: 'Ana <script>alert(1)</script>' });
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-visitor-1' }) });
    await runQueue(lead.visitor, 1);
    const body = parsed(sent[0]);
    expect(sent[0].headers['idempotency-key']).toBe(`lead-${lead.leadId}-visitor`);
    expect(body.to).toEqual(['maria@santosfood.example']);
    expect(body.reply_to).toEqual([business.email]);
    expect(body.subject).toBe(`We received your quote request ${lead.reference}`);
    for (const text of [lead.reference, ...hoursRows(business.hours).map((row) => `${row.days}: ${row.hours}`)]) {
      expect(body.text as string).toContain(text);
      expect(body.html as string).toContain(text.replaceAll('&', '&amp;'));
    }
    expect(body.html as string).toContain('Hi Ana &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(body.html as string).not.toContain('<script>');
    expect(body.text as string).toMatch(/^Hi Ana <script>alert\(1\)<\/script>,/);
  });

  it('keeps the lead and retries with backoff when Resend answers 429 or 500', async () => {
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' }, 429) });
    const first = await runQueue(lead.business, 1);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual([`m-${lead.business}-1`]);
    expect(first.retryDelays).toEqual([{ msgId: `m-${lead.business}-1`, delaySeconds: 60 }]);
    expect(await delivery(lead.business)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Resend 429 rate_limit_exceeded: Too many requests',
    });

    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' }, 500) });
    const second = await runQueue(lead.business, 2);
    expect(second.retryMessages.map((m) => m.msgId)).toEqual([`m-${lead.business}-2`]);
    expect(second.retryDelays).toEqual([{ msgId: `m-${lead.business}-2`, delaySeconds: 120 }]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(0);
  });

  it('marks the lead for attention after the last attempt, and keeps it', async () => {
    const errors = workerLogs('error');
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' }, 500) });
    const last = await runQueue(lead.business, maxAttempts);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toEqual([`m-${lead.business}-${maxAttempts}`]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'failed' });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(1);
    expect(await events(lead.business)).toContainEqual({ outcome: 'failed', detail: 'Resend 500 internal_server_error: Unexpected error' });
    expect(errors()).toContain('quote email failed');
  });

  it('does not retry an email Resend refuses as invalid', async () => {
    const errors = workerLogs('error');
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }, 422) });
    const result = await runQueue(lead.visitor, 1);
    expect(result.retryMessages).toEqual([]);
    expect(await delivery(lead.visitor)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(1);
    expect(errors()).toContain('quote email failed');
  });

  it('leaves the email pending with a clear reason while RESEND_API_KEY is missing', async () => {
    const lead = await newLead();
    const sent = mockOutbound({});
    const result = await runQueue(lead.business, 1, workerEnv);
    expect(sent).toHaveLength(0);
    expect(result.explicitAcks).toEqual([`m-${lead.business}-1`]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await events(lead.business)).toContainEqual({
      outcome: 'waiting',
      detail: 'RESEND_API_KEY is not configured; the email is sent once it is set.',
    });
  });

  it('keeps the email in the local outbox, not Resend, outside production without RESEND_API_KEY', async () => {
    const lead = await newLead();
    const sent = mockOutbound({});
    await runQueue(lead.business, 1, { ...workerEnv, ENVIRONMENT: 'development' });
    expect(sent).toHaveLength(0);
    expect(await delivery(lead.business)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await events(lead.business)).toContainEqual({
      outcome: 'kept in the local outbox',
      detail: expect.stringMatching(/^Outbox \(development\) #\d+$/),
    });
    const kept = await env.DB.prepare('SELECT to_addresses, subject FROM dev_outbox WHERE idempotency_key = ?')
      .bind(`lead-${lead.leadId}-business`)
      .first();
    expect(kept).toEqual({ to_addresses: JSON.stringify([business.email]), subject: expect.stringContaining(lead.reference) });
  });

  it('sends an email only once even if its message is delivered twice', async () => {
    const lead = await newLead();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-once' }) });
    await runQueue(lead.business, 1);
    await runQueue(lead.business, 1);
    expect(sent).toHaveLength(1);
  });
});

describe('what the visitor can make the site send', () => {
  it('greets the visitor by name and carries no other text the visitor typed', async () => {
    const typed = {
      fullName: 'Maria Santos',
      company: 'Company-8841 Trading',
      phone: '0917 765 4321',
      projectDetails: 'Details-5512: You won a prize, reply with your bank details to claim it now.',
      dimensions: 'Dimensions-7781',
      quantity: 'Quantity-3390',
    };
    const lead = await newLead(typed);
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-receipt-text' }) });
    await runQueue(lead.visitor, 1);
    const body = parsed(sent[0]);
    const everything = `${body.subject as string}\n${body.text as string}\n${body.html as string}`;
    expect(body.text as string).toContain('Hi Maria Santos,');
    for (const text of ['Company-8841', '765 4321', '+639177654321', 'Details-5512', 'bank details', 'Dimensions-7781', 'Quantity-3390']) {
      expect(everything).not.toContain(text);
    }
  });

  it('greets without the name when a lead stored before the rules has a web address for a name', async () => {
    const lead = await newLead();
    await env.DB.prepare('UPDATE leads SET full_name = ? WHERE id = ?').bind('You won! Claim at https://evil.example/p', lead.leadId).run();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-old-name' }) });
    await runQueue(lead.visitor, 1);
    const body = parsed(sent[0]);
    expect(body.text as string).toMatch(/^Hello,/);
    expect(`${body.subject as string}${body.text as string}${body.html as string}`).not.toContain('evil.example');
  });

  it('collapses whitespace in subjects, even from a name stored before the rules', async () => {
    const lead = await newLead();
    await env.DB.prepare('UPDATE leads SET full_name = ? WHERE id = ?')
      .bind('Ana\r\nBcc: someone@evil.example\u2028\t Cruz', lead.leadId)
      .run();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-subject' }) });
    await runQueue(lead.business, 1);
    expect(parsed(sent[0]).subject).toBe(`New quote request ${lead.reference}: Tanks and vessels from Ana Bcc: someone@evil.example Cruz`);
  });
});

describe('the hourly cap on receipts', () => {
  const hourMs = 60 * 60_000;
  /** Moves every send and email event an hour and a minute into the past, as if that time had gone by. */
  const letAnHourPass = async () => {
    const then = new Date(Date.now() - hourMs - 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare('UPDATE email_events SET at = ?').bind(then),
      env.DB.prepare('UPDATE email_deliveries SET send_started_at = ? WHERE send_started_at IS NOT NULL').bind(then),
    ]);
  };

  it('holds receipts past RECEIPTS_PER_HOUR while notifications still go, and the sweep sends them when the hour has room', async () => {
    await letAnHourPass();
    const capped = { ...withResendKey, RECEIPTS_PER_HOUR: '1' } as WorkerEnv;
    const first = await newLead();
    const second = await newLead();
    const sent = mockOutbound({ [resendEmailsUrl]: (request) => json({ id: `resend-${JSON.parse(request.body).subject}` }) });

    expect((await runQueue(first.visitor, 1, capped)).explicitAcks).toHaveLength(1);
    const held = await runQueue(second.visitor, 1, capped);
    expect(held.explicitAcks).toEqual([`m-${second.visitor}-1`]);
    expect(held.retryMessages).toEqual([]);
    expect(held.retryDelays).toEqual([]);
    await runQueue(second.business, 1, capped);

    expect(sent.map((request) => parsed(request).to)).toEqual([['maria@santosfood.example'], [business.email]]);
    expect(await delivery(first.visitor)).toMatchObject({ status: 'sent' });
    expect(await delivery(second.business)).toMatchObject({ status: 'sent' });
    const waiting = await delivery(second.visitor);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting!.last_error).toMatch(/receipts/i);
    expect(await events(second.visitor)).toContainEqual({ outcome: 'waiting', detail: waiting!.last_error });
    expect((await leadByKeyId(second.leadId))!.needs_attention).toBe(0);
    // The operator sees why on the lead's page.
    const page = await (await asOperator(await operator(), `/admin/leads/${second.leadId}`)).text();
    expect(page).toContain('RECEIPTS_PER_HOUR');

    // Still no room: the sweep queues it again, and it keeps waiting.
    const later = new Date(Date.now() + 41 * 60_000);
    expect(await requeuePendingEmails(capped, later)).toContain(second.visitor);
    await runQueue(second.visitor, 1, capped);
    expect(sent).toHaveLength(2);

    await letAnHourPass();
    expect(await requeuePendingEmails(capped, later)).toContain(second.visitor);
    await runQueue(second.visitor, 1, capped);
    expect(sent).toHaveLength(3);
    expect(parsed(sent[2]).subject).toBe(`We received your quote request ${second.reference}`);
    expect(await delivery(second.visitor)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('falls back to the default cap, with an error in the log, when RECEIPTS_PER_HOUR is not a count', () => {
    const errors: string[] = [];
    const logger = createLogger({
      debug: false,
      sink: { debug() {}, info() {}, warn() {}, error: (...args: unknown[]) => errors.push(args.join(' ')) },
    });
    expect(receiptsPerHour({}, logger)).toBe(defaultReceiptsPerHour);
    expect(errors).toEqual([]);
    expect(receiptsPerHour({ RECEIPTS_PER_HOUR: '5' }, logger)).toBe(5);
    for (const value of ['many', '-3', '2.5', '']) {
      expect(receiptsPerHour({ RECEIPTS_PER_HOUR: value }, logger)).toBe(defaultReceiptsPerHour);
    }
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain('RECEIPTS_PER_HOUR');
  });
});

describe('the queue consumer', () => {
  it('handles each message on its own: one that throws is retried with backoff, the others are sent', async () => {
    const errors = workerLogs('error');
    const broken = await newLead();
    const healthy = await newLead();
    // A row a hand edit left unreadable: its project details are a BLOB, so rendering the notification throws.
    await env.DB.prepare("UPDATE leads SET project_details = X'DEADBEEF' WHERE id = ?").bind(broken.leadId).run();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-healthy' }) });

    const result = await runBatch([
      { id: 'm-broken', attempts: 2, deliveryId: broken.business },
      { id: 'm-healthy', attempts: 1, deliveryId: healthy.business },
    ]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['m-broken']);
    expect(result.retryDelays).toEqual([{ msgId: 'm-broken', delaySeconds: retryDelaySeconds(2) }]);
    expect(result.explicitAcks).toEqual(['m-healthy']);
    expect(result.retryBatch.retry).toBe(false);
    expect(sent).toHaveLength(1);
    expect(await delivery(healthy.business)).toMatchObject({ status: 'sent' });
    expect(await delivery(broken.business)).toMatchObject({ status: 'pending' });
    expect((await leadByKeyId(broken.leadId))!.needs_attention).toBe(0);

    const last = await runQueue(broken.business, maxAttempts);
    expect(last.retryMessages).toEqual([]);
    expect(last.retryDelays).toEqual([]);
    expect(last.explicitAcks).toEqual([`m-${broken.business}-${maxAttempts}`]);
    expect(await delivery(broken.business)).toMatchObject({ status: 'failed' });
    expect((await leadByKeyId(broken.leadId))!.needs_attention).toBe(1);
    expect((await events(broken.business)).at(-1)).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('could not be prepared'),
    });
    expect(sent).toHaveLength(1);
    expect(errors()).toContain('quote email failed before it could be sent or recorded');
  });
});

function leadByKeyId(id: number) {
  return env.DB.prepare('SELECT needs_attention FROM leads WHERE id = ?').bind(id).first<{ needs_attention: number }>();
}
