// SQL for jobs: one per accepted quotation version, made in the acceptance's own batch with the
// version's lines, and read by the board, the job page, the lead page and the customer's page.
import type { QuotationDocument } from '../../shared/quotation';
import { jobEventStatement } from './job-events';

export type JobKind = 'fabrication' | 'supply';

export interface JobRow {
  id: number;
  lead_id: number;
  version_id: number;
  created_at: string;
  kind: JobKind;
  stage: string;
  stage_changed_at: string;
  stage_move_id: string | null;
  /** Manila days YYYY-MM-DD, the owner's. */
  promised_ready_on: string | null;
  promised_delivery_on: string | null;
  closed_at: string | null;
  customer_note: string;
  delivery_window: string;
}

export interface JobLineRow {
  id: number;
  job_id: number;
  position: number;
  description: string;
  unit: string;
  quantity_milli: number;
  delivered_milli: number;
}

/** J-2026-000123: the year the job was made and its id as six digits, as leadReference makes Q-... */
export const jobReference = (job: Pick<JobRow, 'id' | 'created_at'>) =>
  `J-${job.created_at.slice(0, 4)}-${String(job.id).padStart(6, '0')}`;

/** Supply when every line is goods; any service (cutting, welding, installation) makes it fabrication. The owner may change it. */
const jobKindOf = (document: Pick<QuotationDocument, 'lines'>): JobKind =>
  document.lines.every((line) => line.kind === 'goods') ? 'supply' : 'fabrication';

export async function jobById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM jobs WHERE id = ?').bind(id).first<JobRow>();
}

export async function jobForVersion(db: D1Database, versionId: number) {
  return db.prepare('SELECT * FROM jobs WHERE version_id = ?').bind(versionId).first<JobRow>();
}

/** The lead's job: a lead accepts one quotation version at most, so it has one job at most. */
export async function jobForLead(db: D1Database, leadId: number) {
  return db.prepare('SELECT * FROM jobs WHERE lead_id = ? ORDER BY id DESC LIMIT 1').bind(leadId).first<JobRow>();
}

export async function linesOfJob(db: D1Database, jobId: number): Promise<JobLineRow[]> {
  const { results } = await db.prepare('SELECT * FROM job_lines WHERE job_id = ? ORDER BY position').bind(jobId).all<JobLineRow>();
  return results;
}

export interface NewJob {
  versionId: number;
  leadId: number;
  document: Pick<QuotationDocument, 'lines'>;
  /** The first stage of each kind's list in force. */
  firstStage: Record<JobKind, string>;
  at: string;
  /** Run only when this holds as the batch runs: the acceptance's own write landed. */
  onlyIf: { sql: string; binds: unknown[] };
}

/** The job, its lines (copied from the accepted document) and its 'created' event, for the acceptance's batch. */
export function newJobStatements(db: D1Database, job: NewJob): D1PreparedStatement[] {
  const kind = jobKindOf(job.document);
  const lines = job.document.lines.map((line) => ({ description: line.description, unit: line.unit, quantityMilli: line.quantityMilli }));
  const jobId = '(SELECT id FROM jobs WHERE version_id = ?)';
  return [
    db
      .prepare(
        `INSERT INTO jobs (lead_id, version_id, created_at, kind, stage, stage_changed_at)
         SELECT ?, ?, ?, ?, ?, ? WHERE ${job.onlyIf.sql} ON CONFLICT (version_id) DO NOTHING`,
      )
      .bind(job.leadId, job.versionId, job.at, kind, job.firstStage[kind], job.at, ...job.onlyIf.binds),
    db
      .prepare(
        `INSERT INTO job_lines (job_id, position, description, unit, quantity_milli)
         SELECT ${jobId}, CAST(key AS INTEGER) + 1, json_extract(value, '$.description'), json_extract(value, '$.unit'), json_extract(value, '$.quantityMilli')
         FROM json_each(?) WHERE ${job.onlyIf.sql}`,
      )
      .bind(job.versionId, JSON.stringify(lines), ...job.onlyIf.binds),
    db
      .prepare(
        `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail)
         SELECT ${jobId}, ?, 'created', ?, 'customer', ? WHERE ${job.onlyIf.sql}`,
      )
      .bind(job.versionId, job.leadId, job.at, kind, ...job.onlyIf.binds),
  ];
}

export interface JobDates {
  promisedReadyOn: string | null;
  promisedDeliveryOn: string | null;
  deliveryWindow: string;
}

/** The owner's promised dates and delivery window, with their event. */
export async function saveJobDates(db: D1Database, job: JobRow, dates: JobDates, detail: string, operator: string, at: string) {
  await db.batch([
    db
      .prepare('UPDATE jobs SET promised_ready_on = ?, promised_delivery_on = ?, delivery_window = ? WHERE id = ?')
      .bind(dates.promisedReadyOn, dates.promisedDeliveryOn, dates.deliveryWindow, job.id),
    jobEventStatement(db, { jobId: job.id, leadId: job.lead_id, kind: 'dates', at, actor: operator, detail }),
  ]);
}

/** The note the customer reads on their page (empty: none), with its event. */
export async function saveCustomerNote(db: D1Database, job: JobRow, note: string, operator: string, at: string) {
  await db.batch([
    db.prepare('UPDATE jobs SET customer_note = ? WHERE id = ?').bind(note, job.id),
    jobEventStatement(db, {
      jobId: job.id,
      leadId: job.lead_id,
      kind: 'customer-note',
      at,
      actor: operator,
      detail: note,
      customerFacing: true,
    }),
  ]);
}
