import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { sweep } from '../../src/worker/scheduled/sweep';
import { mockSiteverify, origin, submitQuote, validQuote, workerEnv } from './quote-helpers';
import { standardWebhookSignature } from './standard-webhooks';

async function sentDelivery(providerMessageId: string) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
  const delivery = (await env.DB.prepare(
    `SELECT d.id, d.lead_id FROM email_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.idempotency_key = ? AND d.kind = 'visitor'`,
  )
    .bind(draftId)
    .first<{ id: number; lead_id: number }>())!;
  await env.DB.prepare("UPDATE email_deliveries SET status = 'sent', provider_message_id = ? WHERE id = ?")
    .bind(providerMessageId, delivery.id)
    .run();
  return delivery;
}

/** A webhook as Resend signs it (by the tests' own signer): headers and body, so the very same request can be sent again. */
async function signedWebhook(event: unknown, options: { secret?: string; timestamp?: number; id?: string } = {}) {
  const body = JSON.stringify(event);
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = await standardWebhookSignature(options.secret ?? workerEnv.RESEND_WEBHOOK_SECRET!, id, timestamp, body);
  return { body, headers: { 'Content-Type': 'application/json', 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': signature } };
}

const send = (webhook: { body: string; headers: Record<string, string> }) =>
  SELF.fetch(`${origin}/api/resend`, { method: 'POST', headers: webhook.headers, body: webhook.body });

async function postWebhook(event: unknown, options: { secret?: string; timestamp?: number; id?: string } = {}) {
  return send(await signedWebhook(event, options));
}

const resendEvent = (type: string, emailId: string) => ({
  type,
  created_at: '2026-11-22T03:00:00.000Z',
  data: {
    email_id: emailId,
    from: 'Quotes <quotes@cavitestainless.example>',
    to: ['maria@santosfood.example'],
    subject: 'We received your quote request',
  },
});

const status = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM email_deliveries WHERE id = ?').bind(id).first<{ status: string }>())!.status;
const needsAttention = async (leadId: number) =>
  (await env.DB.prepare('SELECT needs_attention FROM leads WHERE id = ?').bind(leadId).first<{ needs_attention: number }>())!
    .needs_attention;

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
    const unsigned = await SELF.fetch(`${origin}/api/resend`, {
      method: 'POST',
      body: JSON.stringify(resendEvent('email.delivered', 're-forged')),
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    expect(await status(delivery.id)).toBe('sent');
  });

  it('refuses a signed body that is not a Resend event with 400', async () => {
    expect((await postWebhook({ hello: 'world' })).status).toBe(400);
  });

  it('ignores a replay of an event it has already handled, answering 2xx', async () => {
    const delivery = await sentDelivery('re-replayed');
    const delivered = await signedWebhook(resendEvent('email.delivered', 're-replayed'));
    expect((await send(delivered)).status).toBe(204);
    expect((await postWebhook(resendEvent('email.complained', 're-replayed'))).status).toBe(204);

    const replay = await send(delivered);
    expect(replay.status).toBe(204);
    expect(await status(delivery.id)).toBe('complained');
    const { results } = await env.DB.prepare('SELECT outcome FROM email_events WHERE delivery_id = ? ORDER BY id')
      .bind(delivery.id)
      .all<{ outcome: string }>();
    expect(results.map((event) => event.outcome)).toEqual(['email.delivered', 'email.complained']);
  });

  it('remembers a message id past the signature window, until the sweep forgets it', async () => {
    const delivery = await sentDelivery('re-remembered');
    const id = `msg_${crypto.randomUUID()}`;
    const seenAt = Math.floor(Date.now() / 1000) - 280;
    expect((await postWebhook(resendEvent('email.delivered', 're-remembered'), { id, timestamp: seenAt })).status).toBe(204);
    // The same message, re-signed by the sender within its own five minutes.
    expect((await postWebhook(resendEvent('email.bounced', 're-remembered'), { id, timestamp: seenAt + 200 })).status).toBe(204);
    expect(await status(delivery.id)).toBe('delivered');

    const remembered = () => env.DB.prepare('SELECT COUNT(*) AS n FROM webhook_messages WHERE svix_id = ?').bind(id).first<{ n: number }>();
    const quiet = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
    await sweep(workerEnv, new Date(Date.now() + 10 * 60_000), quiet);
    expect((await remembered())!.n).toBe(1);
    await sweep(workerEnv, new Date(Date.now() + 2 * 24 * 60 * 60_000), quiet);
    expect((await remembered())!.n).toBe(0);
  });

  it('acknowledges events for unknown emails without error', async () => {
    expect((await postWebhook(resendEvent('email.delivered', 're-never-sent'))).status).toBe(204);
  });
});
