// The job's timeline (job_events): what happened to a job, by whom and when. The kinds are this
// one union (the table has no CHECK); the lead's timeline and the customer's page read the same rows.

export type JobEventKind =
  /** The customer accepted: the job was made from the accepted version. */
  | 'created'
  /** A stage reached; detail: the stage's key. */
  | 'stage'
  /** The owner changed the job's kind (fabrication or supply); detail: the new kind. */
  | 'kind'
  /** The owner set or cleared a promised date; detail in words. */
  | 'dates'
  /** The note for the customer changed; detail: the note. */
  | 'customer-note'
  /** A note only the business reads; detail: the note. */
  | 'internal-note'
  /** A progress photo added; detail: its caption. */
  | 'photo'
  /** A notice to the customer held to the morning or sent; detail: the channel and what it said. */
  | 'notice'
  /** A delivery scheduled, out, delivered or cancelled; detail in words. */
  | 'delivery'
  /** A mill certificate's heat named on a line, or taken off; detail in words. */
  | 'certificate'
  /** A shop drawing revision sent for the customer's approval, and the customer's answer on it; detail in words. */
  | 'drawing-sent'
  | 'drawing-approved'
  | 'drawing-changes'
  /** The owner moved the job past "Shop drawing approval" without an approved drawing, confirming they meant it. */
  | 'drawing-gate-confirmed';

export interface JobEventRow {
  id: number;
  job_id: number;
  lead_id: number;
  kind: JobEventKind;
  created_at: string;
  /** An operator's email, 'customer' or 'system'. */
  actor: string;
  detail: string;
  customer_facing: number;
}

export interface NewJobEvent {
  jobId: number;
  leadId: number;
  kind: JobEventKind;
  at: string;
  actor: string;
  detail?: string;
  customerFacing?: boolean;
}

/** The event's INSERT, RETURNING its id, to go in the batch that makes the change it records. */
export function jobEventStatement(db: D1Database, event: NewJobEvent): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(event.jobId, event.leadId, event.kind, event.at, event.actor, event.detail ?? '', event.customerFacing ? 1 : 0);
}

export async function eventsForJob(db: D1Database, jobId: number): Promise<JobEventRow[]> {
  const { results } = await db.prepare('SELECT * FROM job_events WHERE job_id = ? ORDER BY id').bind(jobId).all<JobEventRow>();
  return results;
}
