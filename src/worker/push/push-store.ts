// SQL for the dashboard's push subscriptions (one per device) and the notifications sent to them.
import { pushDevicesPerPerson, type PushEvent } from '../../shared/push-events';

export interface PushSubscriptionRow {
  id: number;
  person: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Comma-separated PushEvent names. */
  events: string;
  created_at: string;
  updated_at: string;
}

export interface PushDeliveryRow {
  id: number;
  subscription_id: number;
  alert_id: number | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
}

export const subscriptionEvents = (row: Pick<PushSubscriptionRow, 'events'>) => row.events.split(',').filter(Boolean) as PushEvent[];

/**
 * Turning push on again on the same device (same endpoint) replaces its keys, owner and events. Past
 * pushDevicesPerPerson, the person's devices turned on or changed longest ago are turned off (their
 * pending notifications with them). How many were.
 */
export async function saveSubscription(
  db: D1Database,
  subscription: { person: string; endpoint: string; p256dh: string; auth: string; events: PushEvent[] },
  now: string,
): Promise<number> {
  const [, turnedOff] = await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (person, endpoint, p256dh, auth, events, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET person = excluded.person, p256dh = excluded.p256dh, auth = excluded.auth,
           events = excluded.events, updated_at = excluded.updated_at`,
      )
      .bind(subscription.person, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.events.join(','), now, now),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE person = ?1 AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE person = ?1 ORDER BY updated_at DESC, id DESC LIMIT ?2)`,
      )
      .bind(subscription.person, pushDevicesPerPerson),
  ]);
  return turnedOff.meta.changes;
}

export const subscriptionByEndpoint = (db: D1Database, endpoint: string) =>
  db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').bind(endpoint).first<PushSubscriptionRow>();

export const subscriptionById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM push_subscriptions WHERE id = ?').bind(id).first<PushSubscriptionRow>();

/** Whether the device had a subscription to change. */
export async function setSubscriptionEvents(db: D1Database, endpoint: string, events: PushEvent[], now: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE push_subscriptions SET events = ?, updated_at = ? WHERE endpoint = ?')
    .bind(events.join(','), now, endpoint)
    .run();
  return result.meta.changes > 0;
}

/** Its pending notifications go with it. */
export async function deleteSubscription(db: D1Database, where: { endpoint: string } | { id: number }): Promise<void> {
  await (
    'id' in where
      ? db.prepare('DELETE FROM push_subscriptions WHERE id = ?').bind(where.id)
      : db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').bind(where.endpoint)
  ).run();
}

/**
 * One notification of the alert per subscription that chose its event; the ids of the alert's
 * notifications still pending (a retried fan-out queues again what a lost queue message left).
 */
export async function fanOutAlert(db: D1Database, alertId: number, event: PushEvent, now: string): Promise<number[]> {
  const [, pending] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO push_deliveries (subscription_id, alert_id, created_at, updated_at)
         SELECT id, ?, ?, ? FROM push_subscriptions WHERE ',' || events || ',' LIKE '%,' || ? || ',%'
           AND person IN (SELECT email FROM accounts)
         ON CONFLICT (subscription_id, alert_id) DO NOTHING`,
      )
      .bind(alertId, now, now, event),
    db.prepare("SELECT id FROM push_deliveries WHERE alert_id = ? AND status = 'pending' ORDER BY id").bind(alertId),
  ]);
  return pending.results.map((row) => row.id);
}

/**
 * A test notification for one of a person's phones, at most one per `spacingMs` for the person,
 * whichever phone asks; null when their last is more recent. The time is kept on the account, so
 * it survives the phone's subscription being turned off and on again.
 */
export async function createTestPush(
  db: D1Database,
  test: { accountId: number; subscriptionId: number },
  now: Date,
  spacingMs: number,
): Promise<number | null> {
  const at = now.toISOString();
  const due = await db
    .prepare('UPDATE accounts SET test_push_at = ?1 WHERE id = ?2 AND (test_push_at IS NULL OR test_push_at <= ?3) RETURNING id')
    .bind(at, test.accountId, new Date(now.getTime() - spacingMs).toISOString())
    .first();
  if (!due) return null;
  const row = await db
    .prepare('INSERT INTO push_deliveries (subscription_id, alert_id, created_at, updated_at) VALUES (?1, NULL, ?2, ?2) RETURNING id')
    .bind(test.subscriptionId, at)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export const pushDeliveryById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM push_deliveries WHERE id = ?').bind(id).first<PushDeliveryRow>();

export async function recordPushDelivery(
  db: D1Database,
  id: number,
  update: { status: PushDeliveryRow['status']; at: string; attempted: boolean; detail?: string },
) {
  await db
    .prepare('UPDATE push_deliveries SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE id = ?')
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, update.at, id)
    .run();
}

/** Pending notifications not touched since `before`: their queue message was lost, or the VAPID keys were not set. */
export async function stalePendingPushes(db: D1Database, before: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM push_deliveries WHERE status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(before, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** What became of each push alert of the lead: its notifications per status, and the last failure's reason. */
export async function pushOutcomesForLead(db: D1Database, leadId: number): Promise<Map<number, PushOutcomeCounts>> {
  const { results } = await db
    .prepare(
      `SELECT d.alert_id, SUM(d.status = 'sent') AS sent, SUM(d.status = 'pending') AS pending, SUM(d.status = 'failed') AS failed,
         MAX(CASE WHEN d.status = 'failed' THEN d.last_error END) AS failure
       FROM push_deliveries AS d JOIN lead_alerts AS a ON a.id = d.alert_id WHERE a.lead_id = ? GROUP BY d.alert_id`,
    )
    .bind(leadId)
    .all<PushOutcomeCounts & { alert_id: number }>();
  return new Map(results.map(({ alert_id, ...counts }): [number, PushOutcomeCounts] => [alert_id, counts]));
}

export interface PushOutcomeCounts {
  sent: number;
  pending: number;
  failed: number;
  failure: string | null;
}
