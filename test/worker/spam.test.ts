// Spam without losing anyone: a suspected request is kept in the Spam folder with its reason,
// sends nothing, and one click restores it and sends its emails.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { minimumFillMs, type QuoteRequestInput } from '../../src/shared/quote-request';
import { asOperator, operator, postForm } from './admin-helpers';
import { leadByKey, mockSiteverify, submitQuote, validQuote, workerEnv } from './quote-helpers';

async function submit(extra: Record<string, unknown>) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const response = await submitQuote({ ...validQuote(), ...extra } as QuoteRequestInput, draftId);
  return { response, lead: (await leadByKey(draftId))! };
}

const deliveriesOf = async (leadId: number) =>
  (
    await env.DB.prepare('SELECT id, kind, status FROM email_deliveries WHERE lead_id = ? ORDER BY kind')
      .bind(leadId)
      .all<{ id: number; kind: string }>()
  ).results;

describe('suspected spam', () => {
  it.each([
    ['the honeypot filled in', { website: 'https://cheap-seo.example', fillMs: 45_000 }, /hidden leave-empty field/],
    ['sent too fast', { fillMs: minimumFillMs - 1200 }, /Sent 1\.8 s after the form was shown/],
  ])('is kept in Spam with its reason and sends nothing: %s', async (_, extra, reason) => {
    const sendBatch = vi.spyOn(workerEnv.DELIVERY_QUEUE, 'sendBatch');
    const { response, lead } = await submit(extra);

    // The visitor (or bot) sees the usual success.
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ lead: { reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/) } });
    expect(lead.spam_reason).toMatch(reason);
    expect(await deliveriesOf(lead.id)).toEqual([]);
    expect(sendBatch).not.toHaveBeenCalled();

    const session = await operator();
    expect(await (await asOperator(session, '/admin/leads')).text()).not.toContain(`/admin/leads/${lead.id}"`);
    expect(await (await asOperator(session, '/admin/leads?folder=spam')).text()).toContain(`/admin/leads/${lead.id}"`);
    const page = await (await asOperator(session, `/admin/leads/${lead.id}`)).text();
    expect(page).toMatch(reason);
    expect(page).toContain(`action="/admin/leads/${lead.id}/restore"`);
  });

  it('is not suspected for a person’s fill time, or for a request without one (no-JS, older clients)', async () => {
    for (const extra of [{ fillMs: minimumFillMs }, { website: '' }, {}]) {
      const { response, lead } = await submit(extra);
      expect(response.status).toBe(201);
      expect(lead.spam_reason).toBeNull();
      expect(await deliveriesOf(lead.id)).toHaveLength(2);
    }
  });

  it('is restored with one click, which queues its emails once', async () => {
    const { lead } = await submit({ fillMs: 400 });
    const session = await operator();

    // Only from the dashboard itself.
    const crossSite = await postForm(session, `/admin/leads/${lead.id}/restore`, {}, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await leadByKey(lead.idempotency_key))!.spam_reason).not.toBeNull();

    const sendBatch = vi.spyOn(workerEnv.DELIVERY_QUEUE, 'sendBatch');
    const restored = await postForm(session, `/admin/leads/${lead.id}/restore`, {});
    expect(restored.status).toBe(303);
    expect(restored.headers.get('location')).toBe(`/admin/leads/${lead.id}`);
    await vi.waitFor(() => expect(sendBatch).toHaveBeenCalledTimes(1), { timeout: 10_000 });

    const deliveries = await deliveriesOf(lead.id);
    expect(deliveries.map((d) => d.kind)).toEqual(['business', 'visitor']);
    expect([...sendBatch.mock.calls[0][0]].map((message) => message.body)).toEqual(
      deliveries.map((d) => ({ kind: 'lead-email', deliveryId: d.id })),
    );
    expect((await leadByKey(lead.idempotency_key))!.spam_reason).toBeNull();
    expect(await (await asOperator(session, `/admin/leads/${lead.id}`)).text()).toContain('Restored from Spam');

    // A second click (another tab) queues nothing more.
    await postForm(session, `/admin/leads/${lead.id}/restore`, {});
    expect(await deliveriesOf(lead.id)).toHaveLength(2);
    expect(sendBatch).toHaveBeenCalledTimes(1);
  });
});

it('answers the same lead to a replay whose fill time differs (a second press of Send)', async () => {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const first = await submitQuote({ ...validQuote(), fillMs: 30_000 }, draftId);
  const again = await submitQuote({ ...validQuote(), fillMs: 95_000 }, draftId);
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(await first.json());
});
