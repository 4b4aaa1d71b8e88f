// SQL for the calls logged on a lead and its follow-up day.
import type { CallDirection, CallOutcome, ContactKind } from '../../shared/lead-calls';
import { answeredStatement } from './inbox';

export interface LeadCallRow {
  id: number;
  created_at: string;
  operator: string;
  kind: ContactKind;
  direction: CallDirection;
  outcome: CallOutcome;
  note: string;
}

export interface NewCall {
  leadId: number;
  at: string;
  operator: string;
  kind: ContactKind;
  direction: CallDirection;
  outcome: CallOutcome;
  note: string;
  /** A follow-up to set; undefined leaves the lead's follow-up as it is. */
  followUp?: FollowUp;
}

/** A Manila day to follow up on, perhaps at a time (HH:MM) and with a note. */
export interface FollowUp {
  on: string;
  time: string | null;
  note: string | null;
}

/** Logs the call, visit or chat (false for no such lead); a conversation had answers a waiting customer. */
export async function logCall(db: D1Database, call: NewCall): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        'INSERT INTO lead_calls (lead_id, created_at, operator, kind, direction, outcome, note) SELECT id, ?, ?, ?, ?, ?, ? FROM leads WHERE id = ?',
      )
      .bind(call.at, call.operator, call.kind, call.direction, call.outcome, call.note, call.leadId),
    ...(call.outcome === 'talked' ? [answeredStatement(db, call.leadId)] : []),
    ...(call.followUp ? [followUpStatement(db, call.leadId, call.followUp)] : []),
  ]);
  return insert!.meta.changes === 1;
}

const followUpStatement = (db: D1Database, leadId: number, followUp: FollowUp | null) =>
  db
    .prepare('UPDATE leads SET follow_up_on = ?, follow_up_time = ?, follow_up_note = ? WHERE id = ?')
    .bind(followUp?.on ?? null, followUp?.time ?? null, followUp?.note ?? null, leadId);

/** Sets the lead's follow-up, or clears it (null: done); false for no such lead. */
export async function setFollowUp(db: D1Database, leadId: number, followUp: FollowUp | null): Promise<boolean> {
  return (await followUpStatement(db, leadId, followUp).run()).meta.changes === 1;
}

/** Moves the follow-up to another day, keeping its time and note (the "Tomorrow" button); false for no such lead. */
export async function snoozeFollowUp(db: D1Database, leadId: number, on: string): Promise<boolean> {
  return (await db.prepare('UPDATE leads SET follow_up_on = ? WHERE id = ?').bind(on, leadId).run()).meta.changes === 1;
}

export async function callsForLead(db: D1Database, leadId: number): Promise<LeadCallRow[]> {
  const { results } = await db
    .prepare('SELECT id, created_at, operator, kind, direction, outcome, note FROM lead_calls WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<LeadCallRow>();
  return results;
}

/** The follow-up day as an alert's source: one alert per lead and day (2026-11-27 -> 20261127). */
export const followUpAlertSource = (day: string) => Number(day.replaceAll('-', ''));

/**
 * Leads whose follow-up is due by `today` at `clock` (Manila; a follow-up with a time waits for
 * it) and whose owner has not been alerted for its day.
 */
export async function followUpsToAlert(
  db: D1Database,
  today: string,
  clock: string,
  limit: number,
): Promise<{ id: number; follow_up_on: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, follow_up_on FROM leads l
       WHERE (follow_up_on < ?1 OR (follow_up_on = ?1 AND (follow_up_time IS NULL OR follow_up_time <= ?2))) AND spam_reason IS NULL
         AND NOT EXISTS (SELECT 1 FROM lead_alerts a WHERE a.lead_id = l.id AND a.kind = 'follow-up'
           AND a.source_id = CAST(replace(l.follow_up_on, '-', '') AS INTEGER))
       ORDER BY follow_up_on LIMIT ?3`,
    )
    .bind(today, clock, limit)
    .all<{ id: number; follow_up_on: string }>();
  return results;
}
