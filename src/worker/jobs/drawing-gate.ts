// The approval gate: a job moved past "Shop drawing approval" without an approved drawing needs
// the owner's confirmation, and the confirmation is recorded on the job's timeline (and so in the audit).
import type { Role } from '../../shared/roles';
import { drawingsForJob, revisionName } from './drawing-store';
import type { JobRow } from './store';

const drawingApprovalStage = 'drawing-approval';

export type DrawingGate =
  | { pass: true; confirmed: false }
  /** Moving on needs the owner's confirmation: `why` says what is missing. */
  | { pass: false; why: string; ownerOnly: boolean }
  /** The owner confirmed: record it with the move. */
  | { pass: true; confirmed: true; why: string };

/**
 * Whether a move from the job's stage to `to` passes the gate. Only a move from the approval stage
 * (or one before it) to a stage after it is asked; a list without the stage has no gate.
 */
export async function drawingGate(
  db: D1Database,
  job: Pick<JobRow, 'id' | 'stage'>,
  stages: readonly { key: string }[],
  to: string,
  mover: { role: Role; confirmedWithoutDrawing?: boolean },
): Promise<DrawingGate> {
  const gate = stages.findIndex((stage) => stage.key === drawingApprovalStage);
  const from = stages.findIndex((stage) => stage.key === job.stage);
  const target = stages.findIndex((stage) => stage.key === to);
  if (gate < 0 || from > gate || target <= gate) return { pass: true, confirmed: false };
  const [newest] = await drawingsForJob(db, job.id);
  if (newest?.answer === 'approved') return { pass: true, confirmed: false };
  const why = !newest
    ? 'No shop drawing has been sent to the customer for approval.'
    : newest.answer === 'changes'
      ? `The customer asked for changes to ${revisionName(newest.revision).toLowerCase()}; no revision is approved.`
      : `${revisionName(newest.revision)} is waiting for the customer's approval.`;
  if (mover.role !== 'owner') return { pass: false, why: `${why} Only the owner can move the job on without it.`, ownerOnly: true };
  return mover.confirmedWithoutDrawing ? { pass: true, confirmed: true, why } : { pass: false, why, ownerOnly: false };
}

/** The confirmation's event, tied to the move's own write (`onlyIf`), for the move's batch. */
export function gateConfirmedStatement(
  db: D1Database,
  job: Pick<JobRow, 'id' | 'lead_id'>,
  by: string,
  why: string,
  at: string,
  onlyIf: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail)
       SELECT ?, ?, 'drawing-gate-confirmed', ?, ?, ? WHERE ${onlyIf.sql}`,
    )
    .bind(job.id, job.lead_id, at, by, `Moved past shop drawing approval without an approved drawing: ${why}`, ...onlyIf.binds);
}
