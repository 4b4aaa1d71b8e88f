// An alert event reaches only the phones that chose it: push is one more alert channel, whose
// alert fans out to one queued notification per subscription with that event ticked.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import type { PushEvent } from '../../src/shared/push-events';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { queueAlerts, queueLeadEmails } from '../../src/worker/alerts/queue-lead-emails';
import { alertsForLead } from '../../src/worker/lead-records/alerts';
import { saveSubscription, subscriptionByEndpoint } from '../../src/worker/push/push-store';
import { insertLead } from './lead-rows';
import { browserSubscription, pushEnv } from './push-helpers';
import { runJobs } from './queue-helpers';
import { asOperator, operator } from './admin-helpers';
import { mockOutbound } from './outbound';
import { sweep } from '../../src/worker/scheduled/sweep';
import { workerLogs } from './worker-logs';
import { loadPushSender } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadPushSender);

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
const at = '2027-03-01T02:00:00.000Z';
let environment: WorkerEnv;

/** A phone of a staff member named `name`, who chose `events`. */
async function phoneChoosing(name: string, events: PushEvent[]) {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, ?, 'staff', NULL, ?, 'test')",
  )
    .bind(`${name}@stainless.example`, name, at)
    .run();
  const phone = await browserSubscription(`https://fcm.googleapis.com/fcm/send/${name}`);
  await saveSubscription(env.DB, { person: `${name}@stainless.example`, endpoint: phone.endpoint, ...phone.keys, events }, at);
  return (await subscriptionByEndpoint(env.DB, phone.endpoint))!.id;
}

const pushRows = async (alertId: number) =>
  (
    await env.DB.prepare('SELECT id, subscription_id FROM push_deliveries WHERE alert_id = ? ORDER BY subscription_id')
      .bind(alertId)
      .all<{ id: number; subscription_id: number }>()
  ).results;

/** Runs the lead's push alert of a kind, returning the push jobs it queued. */
async function fanOut(leadId: number, kind: string) {
  const alert = (await alertsForLead(env.DB, leadId)).find((a) => a.channel === 'push' && a.kind === kind)!;
  const sendBatch = vi.spyOn(environment.DELIVERY_QUEUE, 'sendBatch');
  await runJobs([{ job: { kind: 'alert', alertId: alert.id }, attempts: 1 }], environment);
  const queued = sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as DeliveryJob));
  sendBatch.mockRestore();
  return { alert: (await alertsForLead(env.DB, leadId)).find((a) => a.id === alert.id)!, queued };
}

/** A quotation sent on the lead, with the customer's answers as its page stores them: the quotation_events rows' ids. */
async function quotationAnswers(leadId: number, kinds: ('viewed' | 'accepted')[]) {
  const quotation = await env.DB.prepare(
    "INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'operator', '{}', ?, 'operator') RETURNING id",
  )
    .bind(leadId, at, at)
    .first<{ id: number }>();
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
     VALUES (?, ?, 0, ?, 'operator', ?, '2099-01-01', '{}', 448000) RETURNING id`,
  )
    .bind(quotation!.id, leadId, at, crypto.randomUUID())
    .first<{ id: number }>();
  const ids: number[] = [];
  for (const kind of kinds) {
    const event = await env.DB.prepare(
      "INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor) VALUES (?, ?, ?, ?, 'customer') RETURNING id",
    )
      .bind(version!.id, leadId, kind, at)
      .first<{ id: number }>();
    ids.push(event!.id);
  }
  return ids;
}

let newLeadsPhone: number;
let quotationsPhone: number;
let bothPhone: number;

beforeAll(async () => {
  // The owner first: the first sign-in makes the first owner only while no account exists.
  await operator();
  environment = (await pushEnv()).environment;
  newLeadsPhone = await phoneChoosing('ana', ['new-lead']);
  quotationsPhone = await phoneChoosing('ben', ['quotation-accepted']);
  bothPhone = await phoneChoosing('carla', ['quotation-accepted', 'new-lead', 'follow-up']);
});

describe('push by event', () => {
  it('a new lead queues a push to each phone that chose new leads, and to no other', async () => {
    await insertLead({ id: 9301, createdAt: at });
    await queueLeadEmails(environment, 9301, [], quietLogger);

    const { alert, queued } = await fanOut(9301, 'new-lead');

    const rows = await pushRows(alert.id);
    expect(rows.map((row) => row.subscription_id)).toEqual([newLeadsPhone, bothPhone]);
    expect(rows.map((row) => row.subscription_id)).not.toContain(quotationsPhone);
    expect(queued).toEqual(rows.map((row) => ({ kind: 'push', pushId: row.id })));
    expect(alert.status).toBe('sent');
  });

  it("a customer's reply, which no phone chose, queues no push", async () => {
    await insertLead({ id: 9302, createdAt: at });
    await queueAlerts(environment, 9302, 'customer-reply', 77, quietLogger);

    const { alert, queued } = await fanOut(9302, 'customer-reply');

    expect(queued).toEqual([]);
    expect(await pushRows(alert.id)).toEqual([]);
    expect(alert.status).toBe('sent');
  });

  it('a lost queue message is made good: running the alert again queues the pending pushes, with no second row per phone', async () => {
    await insertLead({ id: 9303, createdAt: at });
    await queueLeadEmails(environment, 9303, [], quietLogger);
    const first = await fanOut(9303, 'new-lead');
    await env.DB.prepare("UPDATE lead_alerts SET status = 'pending' WHERE id = ?").bind(first.alert.id).run();

    const again = await fanOut(9303, 'new-lead');

    expect(again.queued).toEqual(first.queued);
    expect(await pushRows(first.alert.id)).toHaveLength(2);
  });

  it('an accepted quotation reaches the phones that chose accepted quotations; a viewed one, which none chose, reaches none', async () => {
    await insertLead({ id: 9305, createdAt: at });
    const [viewed, accepted] = await quotationAnswers(9305, ['viewed', 'accepted']);
    await queueAlerts(environment, 9305, 'quotation-answer', accepted, quietLogger);
    await queueAlerts(environment, 9305, 'quotation-answer', viewed, quietLogger);
    const alerts = (await alertsForLead(env.DB, 9305)).filter((a) => a.channel === 'push');
    const acceptedAlert = alerts.find((a) => a.sourceId === accepted)!;
    const viewedAlert = alerts.find((a) => a.sourceId === viewed)!;

    await runJobs(
      [
        { job: { kind: 'alert', alertId: acceptedAlert.id }, attempts: 1 },
        { job: { kind: 'alert', alertId: viewedAlert.id }, attempts: 1 },
      ],
      environment,
    );

    expect((await pushRows(acceptedAlert.id)).map((row) => row.subscription_id)).toEqual([quotationsPhone, bothPhone]);
    expect(await pushRows(viewedAlert.id)).toEqual([]);
  });

  it('the sweep queues again a push whose queue message was lost', async () => {
    await insertLead({ id: 9306, createdAt: at });
    await queueLeadEmails(environment, 9306, [], quietLogger);
    const { alert } = await fanOut(9306, 'new-lead');
    const [lost] = await pushRows(alert.id);
    const sendBatch = vi.spyOn(environment.DELIVERY_QUEUE, 'sendBatch');

    await sweep(environment, new Date(Date.now() + 60 * 60_000), quietLogger);

    const queued = sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as DeliveryJob));
    expect(queued).toContainEqual({ kind: 'push', pushId: lost!.id });
  });

  it('without VAPID keys push is not a channel: no push alert is recorded', async () => {
    await insertLead({ id: 9304, createdAt: at });
    await queueLeadEmails({ ...environment, VAPID_PUBLIC_KEY: undefined }, 9304, [], quietLogger);
    expect((await alertsForLead(env.DB, 9304)).filter((a) => a.channel === 'push')).toEqual([]);
  });

  // Last in the file: Carla's phone is found gone here.
  it('the lead page says what each push alert came to: sent to how many phones, none chose it, a phone gone, or failed', async () => {
    const errors = workerLogs('error');
    const owner = await operator();
    const timelineText = async (leadId: number) =>
      (await (await asOperator(owner, `/admin/leads/${leadId}`)).text()).replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

    await insertLead({ id: 9307, createdAt: at });
    await queueLeadEmails(environment, 9307, [], quietLogger);
    const newLead = await fanOut(9307, 'new-lead');
    expect(await timelineText(9307)).toContain('Alert by push: queued (2 phones waiting)');
    mockOutbound({
      'https://fcm.googleapis.com/fcm/send/ana': () => new Response(null, { status: 201 }),
      'https://fcm.googleapis.com/fcm/send/carla': () => new Response('push subscription has unsubscribed or expired.', { status: 410 }),
    });
    await runJobs(
      newLead.queued.map((job) => ({ job, attempts: 1 })),
      environment,
    );
    expect(await timelineText(9307)).toContain('Alert by push: sent (to 1 phone; a phone had turned notifications off and was removed)');

    await insertLead({ id: 9308, createdAt: at });
    await queueAlerts(environment, 9308, 'customer-reply', 78, quietLogger);
    await fanOut(9308, 'customer-reply');
    expect(await timelineText(9308)).toContain('Alert by push: not sent (no phone chose this event)');

    await insertLead({ id: 9309, createdAt: at });
    await queueLeadEmails(environment, 9309, [], quietLogger);
    const refused = await fanOut(9309, 'new-lead');
    mockOutbound({ 'https://fcm.googleapis.com/fcm/send/ana': () => new Response('bad VAPID key', { status: 403 }) });
    await runJobs(
      refused.queued.map((job) => ({ job, attempts: 1 })),
      environment,
    );
    expect(await timelineText(9309)).toContain('Alert by push: failed (1 phone failed: The push service answered 403: bad VAPID key)');
    expect(errors()).toContain('push notification failed');
  });
});
