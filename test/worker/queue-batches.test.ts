// Cloudflare Queues takes at most 100 messages (and 256 KB) per sendBatch: every producer that
// can have more queues them in batches. The local queue has no consumer in tests, and Miniflare
// checks a batch's size only for a queue it consumes, so the tests read what each call carried.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { jobBatches, queueBatchLimits } from '../../src/worker/queue/enqueue';
import { requeuePendingEmails, sweep } from '../../src/worker/scheduled/sweep';
import { insertLead } from './lead-rows';
import { workerEnv } from './quote-helpers';

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
const longAgo = '2026-01-05T02:00:00.000Z';

/** Leads with ids from `firstId`, each with a pending business email and a pending reply, untouched since long ago. */
async function leadsWithPendingMail(firstId: number, count: number) {
  for (let id = firstId; id < firstId + count; id++) {
    await insertLead({ id, createdAt: longAgo });
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO email_deliveries (lead_id, kind, status, updated_at) VALUES (?, 'business', 'pending', ?)`).bind(
        id,
        longAgo,
      ),
      env.DB.prepare(
        `INSERT INTO lead_messages (lead_id, created_at, sender, to_address, reply_to, subject, text, status, updated_at)
         VALUES (?, ?, 'owner@example.com', 'maria@santosfood.example', 'reply@stainless.example', 'Your quote', 'Hello', 'pending', ?)`,
      ).bind(id, longAgo, longAgo),
    ]);
  }
}

/** Watches the real binding's sendBatch (the calls still reach the queue) and reads back what each call carried. */
function watchQueue(queue: Queue) {
  const sendBatch = vi.spyOn(queue, 'sendBatch');
  return () => sendBatch.mock.calls.map(([messages]) => [...messages].map((message) => message.body as DeliveryJob));
}

afterEach(() => vi.restoreAllMocks());

describe('queueing more than one batch', () => {
  it('the sweep requeues 100 stale emails and 100 stale replies in batches of at most 100', async () => {
    await leadsWithPendingMail(810_001, 120);
    const environment = { ...workerEnv, RESEND_API_KEY: 're_test' };
    const batches = watchQueue(environment.DELIVERY_QUEUE);

    const requeued = await requeuePendingEmails(environment, new Date());

    expect(requeued).toHaveLength(100);
    const sent = batches();
    expect(sent.length).toBeGreaterThan(1);
    for (const batch of sent) expect(batch.length).toBeLessThanOrEqual(queueBatchLimits.messages);
    const jobs = sent.flat();
    expect(jobs.filter((job) => job.kind === 'lead-email')).toHaveLength(100);
    expect(jobs.filter((job) => job.kind === 'reply')).toHaveLength(100);
    expect(new Set(jobs.map((job) => JSON.stringify(job))).size).toBe(jobs.length);
  });

  it('the sweep requeues 100 stale alerts and 30 stale pushes in batches of at most 100', async () => {
    const firstId = 820_001;
    for (let id = firstId; id < firstId + 60; id++) {
      await insertLead({ id, createdAt: longAgo });
      for (const kind of ['customer-reply', 'follow-up'])
        await env.DB.prepare(
          `INSERT INTO lead_alerts (lead_id, kind, channel, status, created_at, updated_at) VALUES (?, ?, 'telegram', 'pending', ?, ?)`,
        )
          .bind(id, kind, longAgo, longAgo)
          .run();
    }
    // One dashboard phone, with a notification of each of 30 alerts still pending.
    await env.DB.prepare(
      `INSERT INTO push_subscriptions (person, endpoint, p256dh, auth, events, created_at, updated_at)
       VALUES ('owner@stainless.example', 'https://push.example/phone', 'key', 'auth', 'new-lead', ?, ?)`,
    )
      .bind(longAgo, longAgo)
      .run();
    await env.DB.prepare(
      `INSERT INTO push_deliveries (subscription_id, alert_id, status, created_at, updated_at)
       SELECT (SELECT MAX(id) FROM push_subscriptions), id, 'pending', ?, ? FROM lead_alerts ORDER BY id LIMIT 30`,
    )
      .bind(longAgo, longAgo)
      .run();
    const environment = {
      ...workerEnv,
      TELEGRAM_BOT_TOKEN: '123:test',
      TELEGRAM_CHAT_ID: '-100200',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:owner@stainless.example',
    };
    const batches = watchQueue(environment.DELIVERY_QUEUE);

    await sweep(environment, new Date(), quietLogger);

    const sent = batches();
    expect(sent.length).toBeGreaterThan(1);
    for (const batch of sent) expect(batch.length).toBeLessThanOrEqual(queueBatchLimits.messages);
    expect(sent.flat().filter((job) => job.kind === 'alert')).toHaveLength(100);
    expect(sent.flat().filter((job) => job.kind === 'push')).toHaveLength(30);
  });

  it('cuts a batch at 100 messages and at 256 KB, keeping the order', () => {
    const alerts = (count: number, from = 1): DeliveryJob[] =>
      Array.from({ length: count }, (_, i) => ({ kind: 'alert', alertId: from + i }));
    expect(jobBatches([])).toEqual([]);
    expect(jobBatches(alerts(100)).map((batch) => batch.length)).toEqual([100]);
    expect(jobBatches(alerts(201)).map((batch) => batch.length)).toEqual([100, 100, 1]);
    expect(jobBatches(alerts(201)).flat()).toEqual(alerts(201));
    // A body near 3 KB (no job is that big today): the byte limit cuts before the count does.
    const big: DeliveryJob[] = Array.from({ length: 100 }, (_, i) => ({ kind: 'daily-digest', period: `2026-11-${i}`.padEnd(3000, '0') }));
    const cut = jobBatches(big);
    expect(cut.length).toBeGreaterThan(1);
    for (const batch of cut)
      expect(batch.reduce((bytes, job) => bytes + JSON.stringify(job).length, 0)).toBeLessThanOrEqual(queueBatchLimits.bytes);
  });
});
