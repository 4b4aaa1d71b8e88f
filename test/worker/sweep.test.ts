import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { requeuePendingEmails, sweep } from '../../src/worker/scheduled/sweep';
import { mockSiteverify, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
const dayMs = 24 * 60 * 60 * 1000;

describe('cron sweep', () => {
  it('deletes uploads never attached to a quote after a day, and keeps claimed ones', async () => {
    mockSiteverify();
    const claimedDraft = crypto.randomUUID();
    const claimed = await uploadFile(claimedDraft, 'claimed.pdf', samplePdf());
    expect((await submitQuote(validQuote({ attachments: [claimed.id] }), claimedDraft)).status).toBe(201);
    const abandoned = await uploadFile(crypto.randomUUID(), 'abandoned.pdf', samplePdf());
    const fresh = await uploadFile(crypto.randomUUID(), 'fresh.pdf', samplePdf());

    await sweep(workerEnv, new Date(), quietLogger);
    expect(await env.UPLOADS.head(`drawings/${abandoned.id}`)).not.toBeNull();

    const yesterday = new Date(Date.now() - dayMs - 60_000).toISOString();
    await env.DB.prepare('UPDATE uploads SET created_at = ? WHERE id IN (?, ?)').bind(yesterday, abandoned.id, claimed.id).run();
    await sweep(workerEnv, new Date(), quietLogger);
    expect(await env.UPLOADS.head(`drawings/${abandoned.id}`)).toBeNull();
    expect(await env.DB.prepare('SELECT id FROM uploads WHERE id = ?').bind(abandoned.id).first()).toBeNull();
    expect(await env.UPLOADS.head(`drawings/${claimed.id}`)).not.toBeNull();
    expect(await env.UPLOADS.head(`drawings/${fresh.id}`)).not.toBeNull();
  });

  it('queues emails still pending once RESEND_API_KEY is configured, leaving fresh ones to the queue', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
    const { results } = await env.DB.prepare(
      'SELECT d.id FROM email_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.idempotency_key = ?',
    )
      .bind(draftId)
      .all<{ id: number }>();
    const ours = results.map((row) => row.id);

    expect(await requeuePendingEmails(workerEnv, new Date(Date.now() + 60 * 60_000))).toEqual([]);
    const withKey = { ...workerEnv, RESEND_API_KEY: 're_test' };
    expect(await requeuePendingEmails(withKey, new Date())).not.toEqual(expect.arrayContaining(ours));
    expect(await requeuePendingEmails(withKey, new Date(Date.now() + 60 * 60_000))).toEqual(expect.arrayContaining(ours));
  });
});
