// A lead's status changes, each kept with who made it and when (the lead page's timeline).
import type { LeadStatus } from '../../shared/lead-status';

export interface StatusChange {
  leadId: number;
  to: LeadStatus;
  actor: string;
  at: string;
  /** Change only a lead in one of these statuses; any status when absent. */
  onlyFrom?: readonly LeadStatus[];
  /** Change only when this SQL condition holds as the batch runs (another statement of the same batch made it true). */
  onlyIf?: { sql: string; binds: unknown[] };
}

/**
 * The event row, then the update: one batch, so an event exists exactly when the status
 * changed. Setting the status a lead already has records nothing.
 */
export function statusChangeStatements(db: D1Database, change: StatusChange): D1PreparedStatement[] {
  const from =
    (change.onlyFrom ? ` AND status IN (${change.onlyFrom.map(() => '?').join(', ')})` : '') +
    (change.onlyIf ? ` AND ${change.onlyIf.sql}` : '');
  const fromBinds = [...(change.onlyFrom ?? []), ...(change.onlyIf?.binds ?? [])];
  return [
    db
      .prepare(
        `INSERT INTO lead_events (lead_id, created_at, actor, from_status, to_status)
         SELECT id, ?, ?, status, ? FROM leads WHERE id = ? AND status <> ?${from}`,
      )
      .bind(change.at, change.actor, change.to, change.leadId, change.to, ...fromBinds),
    db.prepare(`UPDATE leads SET status = ? WHERE id = ?${from}`).bind(change.to, change.leadId, ...fromBinds),
  ];
}

export interface LeadEventRow {
  id: number;
  created_at: string;
  actor: string;
  from_status: string;
  to_status: string;
}

export async function statusChangesForLead(db: D1Database, leadId: number): Promise<LeadEventRow[]> {
  const { results } = await db
    .prepare('SELECT id, created_at, actor, from_status, to_status FROM lead_events WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<LeadEventRow>();
  return results;
}
