// SQL for the calls logged on a lead and its follow-up day.
import type { CallDirection, CallOutcome } from '../../../shared/lead-calls';
import { answeredStatement } from './inbox';

export interface LeadCallRow {
  id: number;
  created_at: string;
  operator: string;
  direction: CallDirection;
  outcome: CallOutcome;
  note: string;
}

export interface NewCall {
  leadId: number;
  at: string;
  operator: string;
  direction: CallDirection;
  outcome: CallOutcome;
  note: string;
  /** A Manila day to follow up on; undefined leaves the lead's follow-up as it is. */
  followUpOn?: string;
}

/** Logs the call (false for no such lead); a call in which they talked answers a waiting customer. */
export async function logCall(db: D1Database, call: NewCall): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        'INSERT INTO lead_calls (lead_id, created_at, operator, direction, outcome, note) SELECT id, ?, ?, ?, ?, ? FROM leads WHERE id = ?',
      )
      .bind(call.at, call.operator, call.direction, call.outcome, call.note, call.leadId),
    ...(call.outcome === 'talked' ? [answeredStatement(db, call.leadId)] : []),
    ...(call.followUpOn ? [followUpStatement(db, call.leadId, call.followUpOn)] : []),
  ]);
  return insert!.meta.changes === 1;
}

const followUpStatement = (db: D1Database, leadId: number, on: string | null) =>
  db.prepare('UPDATE leads SET follow_up_on = ? WHERE id = ?').bind(on, leadId);

/** Sets the lead's follow-up day, or clears it (null: done); false for no such lead. */
export async function setFollowUp(db: D1Database, leadId: number, on: string | null): Promise<boolean> {
  return (await followUpStatement(db, leadId, on).run()).meta.changes === 1;
}

export async function callsForLead(db: D1Database, leadId: number): Promise<LeadCallRow[]> {
  const { results } = await db
    .prepare('SELECT id, created_at, operator, direction, outcome, note FROM lead_calls WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<LeadCallRow>();
  return results;
}
