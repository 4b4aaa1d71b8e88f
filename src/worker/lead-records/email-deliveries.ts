// SQL for a lead's email deliveries (the business notification and the visitor's receipt) and their event history.
import type { DeliveryStatus } from './delivery-status';
import { flagLeadOfRow, type EmailKind } from './leads';

export interface DeliveryRow {
  id: number;
  lead_id: number;
  kind: EmailKind;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  updated_at: string;
  send_started_at: string | null;
}

export async function deliveriesForLead(db: D1Database, leadId: number): Promise<DeliveryRow[]> {
  const { results } = await db.prepare('SELECT * FROM email_deliveries WHERE lead_id = ? ORDER BY kind').bind(leadId).all<DeliveryRow>();
  return results;
}

export async function deliveryById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM email_deliveries WHERE id = ?').bind(id).first<DeliveryRow>();
}

/** Pending deliveries not touched since `before`: ones whose queue message was lost or that waited for an API key. */
export async function stalePendingDeliveries(db: D1Database, before: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM email_deliveries WHERE status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(before, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

interface DeliveryUpdate {
  status: DeliveryStatus;
  at: string;
  outcome: string;
  detail?: string;
  /** Count this as a send attempt. */
  attempted: boolean;
  providerMessageId?: string;
  /** Flag the lead for a person to follow up. */
  needsAttention?: boolean;
}

/** The statements that record one delivery update, for a batch of their own or a larger one. */
export function deliveryUpdateStatements(db: D1Database, deliveryId: number, update: DeliveryUpdate): D1PreparedStatement[] {
  const statements = [
    db
      .prepare(
        `UPDATE email_deliveries
         SET status = ?, attempts = attempts + ?, last_error = ?, provider_message_id = COALESCE(?, provider_message_id), updated_at = ?
         WHERE id = ?`,
      )
      .bind(
        update.status,
        update.attempted ? 1 : 0,
        update.status === 'sent' || update.status === 'delivered' ? null : (update.detail ?? null),
        update.providerMessageId ?? null,
        update.at,
        deliveryId,
      ),
    db
      .prepare('INSERT INTO email_events (delivery_id, at, outcome, detail) VALUES (?, ?, ?, ?)')
      .bind(deliveryId, update.at, update.outcome, update.detail ?? null),
  ];
  if (update.needsAttention) statements.push(flagLeadOfRow(db, 'email_deliveries', deliveryId));
  return statements;
}

export async function recordDelivery(db: D1Database, deliveryId: number, update: DeliveryUpdate) {
  await db.batch(deliveryUpdateStatements(db, deliveryId, update));
}

/**
 * Takes one of the hour's receipt slots for this delivery: false when `perHour` receipts have
 * already started sending in the hour before `now`. One statement, so concurrent consumers
 * can never take more slots than there are.
 */
export async function claimReceiptSlot(db: D1Database, deliveryId: number, now: Date, perHour: number): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const result = await db
    .prepare(
      `UPDATE email_deliveries SET send_started_at = ?1
       WHERE id = ?2 AND kind = 'visitor' AND (send_started_at >= ?3
         OR (SELECT COUNT(*) FROM email_deliveries WHERE kind = 'visitor' AND send_started_at >= ?3) < ?4)`,
    )
    .bind(now.toISOString(), deliveryId, hourAgo, perHour)
    .run();
  return result.meta.changes === 1;
}

export async function deliveryByProviderMessageId(db: D1Database, providerMessageId: string) {
  return db.prepare('SELECT * FROM email_deliveries WHERE provider_message_id = ?').bind(providerMessageId).first<DeliveryRow>();
}

/** Each lead's delivery statuses, for the inbox list. */
export async function deliveryStatusesForLeads(
  db: D1Database,
  leadIds: number[],
): Promise<Pick<DeliveryRow, 'lead_id' | 'kind' | 'status'>[]> {
  if (leadIds.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT lead_id, kind, status FROM email_deliveries WHERE lead_id IN (${leadIds.map(() => '?').join(', ')}) ORDER BY kind`)
    .bind(...leadIds)
    .all<Pick<DeliveryRow, 'lead_id' | 'kind' | 'status'>>();
  return results;
}
