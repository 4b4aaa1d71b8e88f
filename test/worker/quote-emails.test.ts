import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { emailMaxAttempts, retryDelaySeconds, type EmailJob } from '../../src/worker/email/deliver-quote-email';
import { resendEmailsUrl } from '../../src/worker/email/resend-client';
import type { WorkerEnv } from '../../src/worker/app-env';
import worker from '../../src/worker/index';
import { json, mockOutbound, type RecordedRequest } from './outbound';
import { leadByKey, mockSiteverify, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';

const resendKey = 're_test_key_123';
const withResendKey = { ...workerEnv, RESEND_API_KEY: resendKey };

async function newLead(overrides = {}) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const pdf = await uploadFile(draftId, "GA drawing & rev'2.pdf", samplePdf());
  const response = await submitQuote(validQuote({ attachments: [pdf.id], ...overrides }), draftId);
  expect(response.status).toBe(201);
  const { lead } = (await response.json()) as { lead: { reference: string } };
  const row = (await leadByKey(draftId))!;
  const { results } = await env.DB.prepare('SELECT id, kind FROM email_deliveries WHERE lead_id = ?').bind(row.id).all<{ id: number; kind: string }>();
  const deliveryId = (kind: string) => results.find((d) => d.kind === kind)!.id;
  return { reference: lead.reference, leadId: row.id, uploadId: pdf.id, business: deliveryId('business'), visitor: deliveryId('visitor') };
}

async function runQueue(deliveryId: number, attempts: number, environment: WorkerEnv = withResendKey) {
  const batch = createMessageBatch<EmailJob>('quote-emails', [{ id: `m-${deliveryId}-${attempts}`, timestamp: new Date(), attempts, body: { deliveryId } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, environment);
  return getQueueResult(batch, ctx);
}

const delivery = (id: number) =>
  env.DB.prepare('SELECT status, attempts, last_error, provider_message_id FROM email_deliveries WHERE id = ?').bind(id).first();
const events = async (id: number) =>
  (await env.DB.prepare('SELECT outcome, detail FROM email_events WHERE delivery_id = ? ORDER BY id').bind(id).all<{ outcome: string; detail: string | null }>()).results;

const parsed = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;

describe('quote emails through the queue', () => {
  it('notifies the business through Resend with every field, reply-to the visitor and dashboard links', async () => {
    const lead = await newLead({ fullName: 'Ana <script>alert(1)</script>', projectDetails: 'Hood with <b>filters</b> & a drip tray, 2 m long' });
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
    expect(body.to).toEqual([placeholderBusiness.email]);
    expect(body.reply_to).toEqual(['maria@santosfood.example']);
    expect(body.subject).toBe(`New quote request ${lead.reference}: Tanks and vessels from Ana <script>alert(1)</script>`);

    const html = body.html as string;
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hood with &lt;b&gt;filters&lt;/b&gt; &amp; a drip tray, 2 m long');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>filters');
    for (const value of ['+639171234567', 'Santos Food Processing Corp.', '316 / 316L', '2B (mill, matte)', 'WhatsApp', '2099-03-15', '1200 mm diameter x 1500 mm height', '2 units']) {
      expect(html).toContain(value);
    }
    expect(html).toContain(`href="${env.SITE_URL}/admin/leads/${lead.leadId}/attachments/${lead.uploadId}"`);
    expect(html).toContain('GA drawing &amp; rev&#39;2.pdf');
    expect(body.text as string).toContain('Project details: Hood with <b>filters</b> & a drip tray, 2 m long');

    expect(await delivery(lead.business)).toEqual({ status: 'sent', attempts: 1, last_error: null, provider_message_id: 'resend-msg-business-1' });
    expect(await events(lead.business)).toContainEqual({ outcome: 'sent', detail: null });
  });

  it('acknowledges the visitor with the reference and business hours', async () => {
    const lead = await newLead();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-visitor-1' }) });
    await runQueue(lead.visitor, 1);
    const body = parsed(sent[0]);
    expect(sent[0].headers['idempotency-key']).toBe(`lead-${lead.leadId}-visitor`);
    expect(body.to).toEqual(['maria@santosfood.example']);
    expect(body.reply_to).toEqual([placeholderBusiness.email]);
    expect(body.subject).toBe(`We received your quote request ${lead.reference}`);
    for (const text of [lead.reference, placeholderBusiness.hours.weekdays, placeholderBusiness.hours.saturday, 'Sunday: Closed']) {
      expect(body.text as string).toContain(text);
      expect(body.html as string).toContain(text);
    }
  });

  it('backs off 1, 2, 4, 8 and 16 minutes between attempts', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960]);
  });

  it('keeps the lead and retries with backoff when Resend answers 429 or 500', async () => {
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' }, 429) });
    const first = await runQueue(lead.business, 1);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual([`m-${lead.business}-1`]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Resend 429 rate_limit_exceeded: Too many requests' });

    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' }, 500) });
    const second = await runQueue(lead.business, 2);
    expect(second.retryMessages.map((m) => m.msgId)).toEqual([`m-${lead.business}-2`]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(0);
  });

  it('marks the lead for attention after the last attempt, and keeps it', async () => {
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' }, 500) });
    const last = await runQueue(lead.business, emailMaxAttempts);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toEqual([`m-${lead.business}-${emailMaxAttempts}`]);
    expect(await delivery(lead.business)).toMatchObject({ status: 'failed' });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(1);
    expect(await events(lead.business)).toContainEqual({ outcome: 'failed', detail: 'Resend 500 internal_server_error: Unexpected error' });
  });

  it('does not retry an email Resend refuses as invalid', async () => {
    const lead = await newLead();
    mockOutbound({ [resendEmailsUrl]: () => json({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }, 422) });
    const result = await runQueue(lead.visitor, 1);
    expect(result.retryMessages).toEqual([]);
    expect(await delivery(lead.visitor)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await leadByKeyId(lead.leadId))!.needs_attention).toBe(1);
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

  it('sends an email only once even if its message is delivered twice', async () => {
    const lead = await newLead();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-once' }) });
    await runQueue(lead.business, 1);
    await runQueue(lead.business, 1);
    expect(sent).toHaveLength(1);
  });
});

function leadByKeyId(id: number) {
  return env.DB.prepare('SELECT needs_attention FROM leads WHERE id = ?').bind(id).first<{ needs_attention: number }>();
}
