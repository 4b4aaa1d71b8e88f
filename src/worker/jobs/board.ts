// The jobs board's data: every open job with its customer, promised days and money, in one query
// (the board answers in one round trip however many jobs are open), and the late rule.
import { addDays, calendarDayInWords } from '../../shared/business-time';
import { formatPesos } from '../../shared/quotation-money';
import type { JobStage } from './stages';
import type { JobKind, JobRow } from './store';

export interface BoardJobRow {
  id: number;
  created_at: string;
  kind: JobKind;
  stage: string;
  promised_ready_on: string | null;
  promised_delivery_on: string | null;
  full_name: string;
  company: string | null;
  paid_centavos: number;
  total_centavos: number;
}

export async function openJobs(db: D1Database): Promise<BoardJobRow[]> {
  const { results } = await db
    .prepare(
      `SELECT j.id, j.created_at, j.kind, j.stage, j.promised_ready_on, j.promised_delivery_on,
              l.full_name, l.company, l.paid_centavos, v.total_centavos
       FROM jobs j JOIN leads l ON l.id = j.lead_id JOIN quotation_versions v ON v.id = j.version_id
       WHERE j.closed_at IS NULL
       ORDER BY COALESCE(j.promised_delivery_on, j.promised_ready_on, '9999-12-31'), j.id`,
    )
    .all<BoardJobRow>();
  return results;
}

/** The day the job is due: the promised delivery, else the promised ready day; null when none is promised. */
export const dueDay = (job: Pick<JobRow, 'promised_ready_on' | 'promised_delivery_on'>) =>
  job.promised_delivery_on ?? job.promised_ready_on;

/**
 * Late: a promised day has passed without the job reaching it. The ready day counts until the job
 * reaches "Ready" (or any stage after it); the delivery day until it is delivered.
 */
export function isLate(
  job: Pick<JobRow, 'stage' | 'promised_ready_on' | 'promised_delivery_on' | 'closed_at'>,
  stages: readonly JobStage[],
  today: string,
): boolean {
  if (job.closed_at || job.stage === 'delivered') return false;
  const at = stages.findIndex((stage) => stage.key === job.stage);
  const ready = stages.findIndex((stage) => stage.key === 'ready');
  const readyReached = ready >= 0 && at >= ready;
  return Boolean(
    (job.promised_ready_on && !readyReached && job.promised_ready_on < today) ||
    (job.promised_delivery_on && job.promised_delivery_on < today),
  );
}

/** Due within the seven days from today (and not late): for Needs action. */
export function isDueThisWeek(job: Pick<JobRow, 'promised_ready_on' | 'promised_delivery_on'>, today: string): boolean {
  const due = dueDay(job);
  return due !== null && due >= today && due <= addDays(today, 6);
}

export const dueWords = (day: string | null) => (day ? `Due ${calendarDayInWords(day)}` : null);

export function balanceWords(totalCentavos: number, paidCentavos: number): string {
  const balance = Math.max(0, totalCentavos - paidCentavos);
  return balance === 0 ? 'Paid in full' : `Balance ${formatPesos(balance)}`;
}

export const customerWords = (row: { full_name: string; company: string | null }) =>
  row.company ? `${row.full_name} · ${row.company}` : row.full_name;
