// SQL for the owner's alerts on a lead (new lead, reminder, a customer's reply, a follow-up, a
// quotation answered or about to expire), one row per kind and channel, and per source: the
// received email, the follow-up day, the quotation event or the version.

export type AlertChannel = 'email' | 'sms' | 'telegram' | 'webhook' | 'push';
export type AlertKind =
  'new-lead' | 'reminder' | 'customer-reply' | 'follow-up' | 'quotation-answer' | 'quotation-expiring' | 'drawing-answer';
export type AlertStatus = 'pending' | 'sent' | 'failed';

interface LeadAlertRow {
  id: number;
  lead_id: number;
  kind: AlertKind;
  source_id: number;
  channel: AlertChannel;
  status: AlertStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** An alert as the lead page's timeline shows it. */
export interface LeadAlert {
  id: number;
  leadId: number;
  kind: AlertKind;
  /** The received email, quotation event, version or shop drawing (job_drawings) the alert is about; 0 for a lead's one-off alerts. */
  sourceId: number;
  channel: AlertChannel;
  status: AlertStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

const toAlert = (row: LeadAlertRow): LeadAlert => ({
  id: row.id,
  leadId: row.lead_id,
  kind: row.kind,
  sourceId: row.source_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function alertsForLead(db: D1Database, leadId: number): Promise<LeadAlert[]> {
  const { results } = await db.prepare('SELECT * FROM lead_alerts WHERE lead_id = ? ORDER BY id').bind(leadId).all<LeadAlertRow>();
  return results.map(toAlert);
}

export async function alertById(db: D1Database, id: number): Promise<LeadAlert | null> {
  const row = await db.prepare('SELECT * FROM lead_alerts WHERE id = ?').bind(id).first<LeadAlertRow>();
  return row ? toAlert(row) : null;
}

/**
 * The new pending alerts' ids; a kind and channel the lead already has for the same source is
 * left alone (a restored lead alerts once). `sourceId`: the received email a 'customer-reply' is for.
 */
export async function createAlerts(
  db: D1Database,
  leadId: number,
  kind: AlertKind,
  channels: AlertChannel[],
  now: string,
  sourceId = 0,
): Promise<number[]> {
  if (channels.length === 0) return [];
  const results = await db.batch<{ id: number }>(
    channels.map((channel) =>
      db
        .prepare(
          `INSERT INTO lead_alerts (lead_id, kind, source_id, channel, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (lead_id, kind, channel, source_id) DO NOTHING RETURNING id`,
        )
        .bind(leadId, kind, sourceId, channel, now, now),
    ),
  );
  return results.flatMap((result) => result.results.map((row) => row.id));
}

export async function recordAlert(
  db: D1Database,
  id: number,
  update: { status: AlertStatus; at: string; attempted: boolean; detail?: string },
) {
  await db
    .prepare('UPDATE lead_alerts SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE id = ?')
    .bind(update.status, update.attempted ? 1 : 0, update.status === 'sent' ? null : (update.detail ?? null), update.at, id)
    .run();
}

/** Why a pending alert waits (its channel is not configured); no attempt is counted and a finished alert is left alone. */
export async function noteAlertWaiting(db: D1Database, id: number, at: string, detail: string) {
  await db.prepare("UPDATE lead_alerts SET last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'").bind(detail, at, id).run();
}

/** A note on an alert whatever its status: a push alert's phone that was found gone after the alert fanned out. */
export async function noteOnAlert(db: D1Database, id: number, detail: string) {
  await db.prepare('UPDATE lead_alerts SET last_error = ? WHERE id = ?').bind(detail, id).run();
}

/** Pending alerts not touched since `before`: their queue message was lost, or their channel was not configured. */
export async function stalePendingAlerts(db: D1Database, before: string, limit: number): Promise<Pick<LeadAlert, 'id' | 'channel'>[]> {
  const { results } = await db
    .prepare("SELECT id, channel FROM lead_alerts WHERE status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(before, limit)
    .all<Pick<LeadAlert, 'id' | 'channel'>>();
  return results;
}
