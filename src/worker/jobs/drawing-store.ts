// SQL for a job's shop drawings (job_drawings, migration 0044): one row per revision, the newest
// the one for approval, each with the customer's answer. Every change goes in one D1 batch with
// its event on the job's timeline.
import { jobEventStatement, type JobEventKind } from './job-events';
import { jobReference } from './store';

export const jobDrawingsPrefix = 'jobs/drawings/';

export interface DrawingRow {
  id: number;
  job_id: number;
  lead_id: number;
  revision: number;
  note: string;
  r2_key: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
  uploaded_by: string;
  answer: 'approved' | 'changes' | null;
  answer_id: string | null;
  answered_at: string | null;
  answered_by_name: string | null;
  comment: string | null;
  markup_r2_key: string | null;
  markup_file_name: string | null;
  markup_content_type: string | null;
  markup_size: number | null;
  answer_client_hash: string | null;
}

export interface StoredFile {
  r2Key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A job's revisions, newest first: the first is the one for approval. */
export async function drawingsForJob(db: D1Database, jobId: number): Promise<DrawingRow[]> {
  const { results } = await db.prepare('SELECT * FROM job_drawings WHERE job_id = ? ORDER BY revision DESC').bind(jobId).all<DrawingRow>();
  return results;
}

export async function drawingById(db: D1Database, id: number): Promise<DrawingRow | null> {
  return db.prepare('SELECT * FROM job_drawings WHERE id = ?').bind(id).first<DrawingRow>();
}

const drawingEvent = (
  db: D1Database,
  drawing: Pick<DrawingRow, 'job_id' | 'lead_id'>,
  kind: JobEventKind,
  at: string,
  actor: string,
  detail: string,
) => jobEventStatement(db, { jobId: drawing.job_id, leadId: drawing.lead_id, kind, at, actor, detail, customerFacing: true });

/**
 * The next revision of the job's drawing, with its 'drawing-sent' event; the new row, or null when
 * another upload took the same revision number at the same moment (the caller deletes its file).
 */
export async function insertDrawing(
  db: D1Database,
  job: { id: number; lead_id: number },
  upload: { file: StoredFile; note: string; at: string; by: string },
): Promise<DrawingRow | null> {
  const { file, note, at, by } = upload;
  const next =
    (
      await db
        .prepare('SELECT COALESCE(MAX(revision), 0) + 1 AS next FROM job_drawings WHERE job_id = ?')
        .bind(job.id)
        .first<{ next: number }>()
    )?.next ?? 1;
  try {
    const [inserted] = await db.batch<DrawingRow>([
      db
        .prepare(
          `INSERT INTO job_drawings (job_id, lead_id, revision, note, r2_key, file_name, content_type, size, uploaded_at, uploaded_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .bind(job.id, job.lead_id, next, note, file.r2Key, file.fileName, file.contentType, file.size, at, by),
      drawingEvent(db, { job_id: job.id, lead_id: job.lead_id }, 'drawing-sent', at, by, drawingWords(next, note)),
    ]);
    return inserted!.results[0] ?? null;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) return null;
    throw error;
  }
}

export const revisionName = (revision: number) => `Shop drawing rev. ${revision}`;
const drawingWords = (revision: number, note: string) => (note ? `${revisionName(revision)}: ${note}` : revisionName(revision));

export type DrawingAnswer =
  { answer: 'approved'; name: string } | { answer: 'changes'; name: string; comment: string; markup: StoredFile | null };

/**
 * The customer's answer on a revision: stored only while it is the job's newest and unanswered,
 * with its event and a fresh answer id in one batch (a double tap records one answer). The event's
 * id, or null when the revision was answered or superseded meanwhile.
 */
export async function answerDrawing(
  db: D1Database,
  drawing: DrawingRow,
  answer: DrawingAnswer,
  clientHash: string | null,
  at: string,
): Promise<number | null> {
  const answerId = crypto.randomUUID();
  const changes = answer.answer === 'changes' ? answer : null;
  const detail =
    answer.answer === 'approved'
      ? `${revisionName(drawing.revision)} approved by ${answer.name}`
      : `${revisionName(drawing.revision)}: changes asked by ${answer.name}: ${answer.comment}${changes?.markup ? ` (marked-up file ${changes.markup.fileName})` : ''}`;
  const [, event] = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE job_drawings SET answer = ?, answer_id = ?, answered_at = ?, answered_by_name = ?, comment = ?,
           markup_r2_key = ?, markup_file_name = ?, markup_content_type = ?, markup_size = ?, answer_client_hash = ?
         WHERE id = ? AND answer IS NULL
           AND revision = (SELECT MAX(revision) FROM job_drawings WHERE job_id = ?)`,
      )
      .bind(
        answer.answer,
        answerId,
        at,
        answer.name,
        changes?.comment ?? null,
        changes?.markup?.r2Key ?? null,
        changes?.markup?.fileName ?? null,
        changes?.markup?.contentType ?? null,
        changes?.markup?.size ?? null,
        clientHash,
        drawing.id,
        drawing.job_id,
      ),
    db
      .prepare(
        `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing)
         SELECT job_id, lead_id, ?, ?, 'customer', ?, 1 FROM job_drawings WHERE id = ? AND answer_id = ? RETURNING id`,
      )
      .bind(answer.answer === 'approved' ? 'drawing-approved' : 'drawing-changes', at, detail, drawing.id, answerId),
  ]);
  return event!.results[0]?.id ?? null;
}

/** A job's newest drawing waiting for the customer, or with changes asked: the overview's Needs action. */
export interface OpenDrawing {
  id: number;
  job_id: number;
  lead_id: number;
  revision: number;
  answer: 'changes' | null;
  uploaded_at: string;
  answered_at: string | null;
  full_name: string;
  company: string | null;
  job_created_at: string;
}

export async function drawingsToActOn(db: D1Database, limit: number): Promise<OpenDrawing[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.job_id, d.lead_id, d.revision, d.answer, d.uploaded_at, d.answered_at, l.full_name, l.company, j.created_at AS job_created_at
       FROM job_drawings d JOIN jobs j ON j.id = d.job_id JOIN leads l ON l.id = d.lead_id
       WHERE (d.answer IS NULL OR d.answer = 'changes') AND j.closed_at IS NULL
         AND d.revision = (SELECT MAX(revision) FROM job_drawings WHERE job_id = d.job_id)
       ORDER BY d.answer IS NULL, COALESCE(d.answered_at, d.uploaded_at) LIMIT ?`,
    )
    .bind(limit)
    .all<OpenDrawing>();
  return results;
}

/** What the customer did with a drawing, for the owner's alert: "approved shop drawing rev. 2 of J-2026-000007". */
export async function drawingAnswerWords(db: D1Database, id: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT d.revision, d.answer, j.id, j.created_at FROM job_drawings d JOIN jobs j ON j.id = d.job_id WHERE d.id = ?')
    .bind(id)
    .first<{ revision: number; answer: DrawingRow['answer']; id: number; created_at: string }>();
  if (!row?.answer) return null;
  const what = row.answer === 'approved' ? 'approved' : 'asked for changes to';
  return `${what} ${revisionName(row.revision).toLowerCase()} of ${jobReference(row)}`;
}
