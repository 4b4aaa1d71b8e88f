// A job's stages: the defaults per kind, the owner's lists (job_stage_settings, checked on every
// read), and moving a job from one stage to another with its event and the customer's notice.
import * as z from 'zod';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import type { Role } from '../../shared/roles';
import type { WorkerEnv } from '../app-env';
import { drawingGate, gateConfirmedStatement } from './drawing-gate';
import { noticeStatements, releaseDueNotices, type NoticePlan, planNotice } from './notices';
import type { JobKind, JobRow } from './store';

export interface JobStage {
  /** Stable: stored on jobs and events. Lower-case words joined by hyphens. */
  key: string;
  /** What people read: the board's columns, the timeline, the notice. */
  label: string;
  /** A notice goes to the customer when a job reaches it, and the order page lists it. */
  customerFacing: boolean;
}

/** The stage every kind ends with; the delivery branch moves a job there as its last goods go out. */
export const deliveredStage = 'delivered';

const defaultStages: Record<JobKind, readonly JobStage[]> = {
  fabrication: [
    { key: 'drawing-approval', label: 'Shop drawing approval', customerFacing: true },
    { key: 'materials', label: 'Materials', customerFacing: false },
    // "In production" for the customer: the first cut.
    { key: 'cutting-forming', label: 'Cutting and forming', customerFacing: true },
    { key: 'welding', label: 'Welding', customerFacing: false },
    { key: 'finishing', label: 'Finishing (polish, pickling and passivation)', customerFacing: false },
    { key: 'quality-check', label: 'Quality check', customerFacing: false },
    { key: 'ready', label: 'Ready', customerFacing: true },
    { key: deliveredStage, label: 'Delivered or picked up', customerFacing: true },
  ],
  supply: [
    { key: 'preparing', label: 'Preparing', customerFacing: false },
    { key: 'ready', label: 'Ready', customerFacing: true },
    { key: deliveredStage, label: 'Delivered or picked up', customerFacing: true },
  ],
};

export const jobKinds = { fabrication: 'Fabrication', supply: 'Supply only' } as const satisfies Record<JobKind, string>;

export const maxStages = 15;

const stageSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'A stage key is lower-case letters, digits and hyphens.'),
  label: z
    .string()
    .trim()
    .min(1, 'Give every stage a name.')
    .max(60, 'A stage name is at most 60 characters.')
    .refine((value) => !hasInvisibleCharacters(value), 'A stage name is one line of plain text.'),
  customerFacing: z.boolean(),
});

/** An owner's list: at least one stage before 'delivered', keys once each, 'delivered' last. */
export const stageListSchema = z
  .array(stageSchema)
  .min(2, 'Keep at least one stage before “Delivered”.')
  .max(maxStages, `At most ${maxStages} stages.`)
  .refine((stages) => new Set(stages.map((stage) => stage.key)).size === stages.length, 'Each stage once.')
  .refine((stages) => stages.at(-1)?.key === deliveredStage, '“Delivered or picked up” stays the last stage.');

export type StageLists = Record<JobKind, readonly JobStage[]>;

/** The stage lists in force: the owner's where stored and valid, else the defaults. */
export async function stageLists(db: D1Database): Promise<StageLists> {
  const { results } = await db.prepare('SELECT kind, stages FROM job_stage_settings').all<{ kind: JobKind; stages: string }>();
  const lists: StageLists = { ...defaultStages };
  for (const row of results) {
    try {
      const parsed = stageListSchema.safeParse(JSON.parse(row.stages));
      if (parsed.success && Object.hasOwn(lists, row.kind)) lists[row.kind] = parsed.data;
    } catch {
      // An unreadable list is as good as none: the defaults hold.
    }
  }
  return lists;
}

export interface StageSettingChange {
  by: string;
  at: string;
}

export async function stageSettingsChanged(db: D1Database): Promise<Partial<Record<JobKind, StageSettingChange>>> {
  const { results } = await db
    .prepare('SELECT kind, updated_at, updated_by FROM job_stage_settings')
    .all<{ kind: JobKind; updated_at: string; updated_by: string }>();
  return Object.fromEntries(results.map((row) => [row.kind, { by: row.updated_by, at: row.updated_at }]));
}

/**
 * Saves a kind's list. A key that jobs stand at must stay, or those jobs would stand nowhere: the
 * refusal names the stage. Returns null when saved, else the reason.
 */
export async function saveStageList(
  db: D1Database,
  kind: JobKind,
  stages: readonly JobStage[],
  operator: string,
  at: string,
): Promise<string | null> {
  const kept = new Set(stages.map((stage) => stage.key));
  const { results } = await db
    .prepare('SELECT stage, COUNT(*) AS jobs FROM jobs WHERE kind = ? AND closed_at IS NULL GROUP BY stage')
    .bind(kind)
    .all<{ stage: string; jobs: number }>();
  const dropped = results.find((row) => !kept.has(row.stage));
  if (dropped) {
    const label = (await stageLists(db))[kind].find((stage) => stage.key === dropped.stage)?.label ?? dropped.stage;
    return `${dropped.jobs} open ${dropped.jobs === 1 ? 'job stands' : 'jobs stand'} at “${label}”: move ${dropped.jobs === 1 ? 'it' : 'them'} on before removing the stage.`;
  }
  await db
    .prepare(
      `INSERT INTO job_stage_settings (kind, stages, updated_at, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (kind) DO UPDATE SET stages = excluded.stages, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(kind, JSON.stringify(stages), at, operator)
    .run();
  return null;
}

/** The job's stage in its list (a stage since removed from the list reads by its key). */
export function stageOf(stages: readonly JobStage[], key: string): JobStage {
  return stages.find((stage) => stage.key === key) ?? { key, label: key, customerFacing: false };
}

/** The stage after `key`, or null at the last one. */
export function nextStage(stages: readonly JobStage[], key: string): JobStage | null {
  const index = stages.findIndex((stage) => stage.key === key);
  return index >= 0 ? (stages[index + 1] ?? null) : (stages[0] ?? null);
}

export interface StageMover {
  /** An operator's email, or 'system'. */
  by: string;
  /** Staff move a job on to its next stage; the owner (and the system) to any stage, back or ahead. */
  role: Role;
  /** The owner's confirmation that the job moves past "Shop drawing approval" without an approved drawing (drawing-gate.ts). */
  confirmedWithoutDrawing?: boolean;
}

export type StageMove =
  | { ok: true; eventId: number; stage: JobStage; notice: NoticePlan | null }
  | { ok: false; status: 400 | 403 | 409; message: string; confirmWithoutDrawing?: boolean };

/**
 * Moves a job to stage `to`: the job and its 'stage' event in one batch, guarded so that of two
 * taps at once only one lands (the other is told the job moved already), with the customer's
 * notice in the same batch when the stage is customer-facing.
 */
export async function moveStage(env: WorkerEnv, job: JobRow, to: string, mover: StageMover, now = new Date()): Promise<StageMove> {
  const stages = (await stageLists(env.DB))[job.kind];
  const target = stages.find((stage) => stage.key === to);
  if (!target) return { ok: false, status: 400, message: 'Choose one of the job’s stages.' };
  if (job.closed_at) return { ok: false, status: 409, message: 'This job is closed: its goods are delivered.' };
  if (job.stage === to) return { ok: false, status: 409, message: `The job is at “${target.label}” already.` };
  if (mover.role !== 'owner' && nextStage(stages, job.stage)?.key !== to)
    return { ok: false, status: 403, message: 'Staff move a job on to its next stage; ask the owner to move it back or ahead.' };

  const gate = await drawingGate(env.DB, job, stages, to, mover);
  if (!gate.pass) return { ok: false, status: gate.ownerOnly ? 403 : 409, message: gate.why, confirmWithoutDrawing: !gate.ownerOnly };

  const at = now.toISOString();
  const moveId = crypto.randomUUID();
  const onlyIf = { sql: 'EXISTS (SELECT 1 FROM jobs WHERE id = ? AND stage_move_id = ?)', binds: [job.id, moveId] };
  const notice = target.customerFacing ? await planNotice(env, job, now) : null;
  const results = await env.DB.batch<{ id: number }>([
    env.DB.prepare(
      'UPDATE jobs SET stage = ?, stage_changed_at = ?, stage_move_id = ? WHERE id = ? AND stage = ? AND closed_at IS NULL',
    ).bind(to, at, moveId, job.id, job.stage),
    env.DB.prepare(
      `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing)
       SELECT ?, ?, 'stage', ?, ?, ?, ? WHERE ${onlyIf.sql} RETURNING id`,
    ).bind(job.id, job.lead_id, at, mover.by, to, target.customerFacing ? 1 : 0, ...onlyIf.binds),
    ...(notice ? noticeStatements(env.DB, job, notice, target.label, at, onlyIf) : []),
    ...(gate.confirmed ? [gateConfirmedStatement(env.DB, job, mover.by, gate.why, at, onlyIf)] : []),
  ]);
  const eventId = results[1]!.results[0]?.id;
  if (eventId === undefined) return { ok: false, status: 409, message: 'The job was moved a moment ago: see where it stands now.' };
  if (notice && !notice.held) await releaseDueNotices(env, now, job.id);
  return { ok: true, eventId, stage: target, notice };
}

/** The owner changes a job's kind: its stage becomes the new list's first unless the key is in both. */
export async function changeKind(db: D1Database, job: JobRow, kind: JobKind, operator: string, at: string): Promise<boolean> {
  if (job.kind === kind) return false;
  const stages = (await stageLists(db))[kind];
  const stage = stages.some((candidate) => candidate.key === job.stage) ? job.stage : stages[0]!.key;
  const [update] = await db.batch([
    db
      .prepare('UPDATE jobs SET kind = ?, stage = ?, stage_changed_at = ? WHERE id = ? AND kind = ?')
      .bind(kind, stage, at, job.id, job.kind),
    db
      .prepare(
        `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail)
         SELECT ?, ?, 'kind', ?, ?, ? WHERE EXISTS (SELECT 1 FROM jobs WHERE id = ? AND kind = ? AND stage_changed_at = ?)`,
      )
      .bind(job.id, job.lead_id, at, operator, kind, job.id, kind, at),
  ]);
  return update!.meta.changes === 1;
}
