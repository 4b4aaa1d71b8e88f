import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/worker/email/webhook-signature';
import { mockSiteverify, origin, submitQuote, validQuote, workerEnv } from './quote-helpers';

async function sentDelivery(providerMessageId: string) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
  const delivery = (await env.DB.prepare(
    `SELECT d.id, d.lead_id FROM email_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.idempotency_key = ? AND d.kind = 'visitor'`,
  )
    .bind(draftId)
    .first<{ id: number; lead_id: number }>())!;
  await env.DB.prepare("UPDATE email_deliveries SET status = 'sent', provider_message_id = ? WHERE id = ?").bind(providerMessageId, delivery.id).run();
  return delivery;
}

async function postWebhook(event: unknown, options: { secret?: string; timestamp?: number; id?: string } = {}) {
  const body = JSON.stringify(event);
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = await signWebhook(options.secret ?? workerEnv.RESEND_WEBHOOK_SECRET!, id, timestamp, body);
  return SELF.fetch(`${origin}/api/resend`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': `v1,${signature}` },
    body,
  });
}

const resendEvent = (type: string, emailId: string) => ({
  type,
  created_at: '2026-11-22T03:00:00.000Z',
  data: { email_id: emailId, from: 'Quotes <quotes@cavitestainless.example>', to: ['maria@santosfood.example'], subject: 'We received your quote request' },
});

const status = async (id: number) => (await env.DB.prepare('SELECT status FROM email_deliveries WHERE id = ?').bind(id).first<{ status: string }>())!.status;
const needsAttention = async (leadId: number) =>
  (await env.DB.prepare('SELECT needs_attention FROM leads WHERE id = ?').bind(leadId).first<{ needs_attention: number }>())!.needs_attention;

describe('POST /api/resend', () => {
  it('marks an email delivered', async () => {
    const delivery = await sentDelivery('re-delivered-1');
    const response = await postWebhook(resendEvent('email.delivered', 're-delivered-1'));
    expect(response.status).toBe(204);
    expect(await status(delivery.id)).toBe('delivered');
    expect(await needsAttention(delivery.lead_id)).toBe(0);
  });

  it.each(['email.bounced', 'email.complained'])('records %s and flags the lead', async (type) => {
    const delivery = await sentDelivery(`re-${type}`);
    expect((await postWebhook(resendEvent(type, `re-${type}`))).status).toBe(204);
    expect(await status(delivery.id)).toBe(type.replace('email.', ''));
    expect(await needsAttention(delivery.lead_id)).toBe(1);
  });

  it('refuses a wrong signature or a stale timestamp with 401 and changes nothing', async () => {
    const delivery = await sentDelivery('re-forged');
    const forged = await postWebhook(resendEvent('email.delivered', 're-forged'), { secret: 'whsec_' + btoa('someone else') });
    expect(forged.status).toBe(401);
    const stale = await postWebhook(resendEvent('email.delivered', 're-forged'), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    const unsigned = await SELF.fetch(`${origin}/api/resend`, { method: 'POST', body: JSON.stringify(resendEvent('email.delivered', 're-forged')) });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    expect(await status(delivery.id)).toBe('sent');
  });

  it('refuses a signed body that is not a Resend event with 400', async () => {
    expect((await postWebhook({ hello: 'world' })).status).toBe(400);
  });

  it('acknowledges events for unknown emails without error', async () => {
    expect((await postWebhook(resendEvent('email.delivered', 're-never-sent'))).status).toBe(204);
  });
});
