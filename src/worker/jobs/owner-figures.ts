// The owner's view of jobs: Needs action lists the jobs late or due within the week, and the
// overview counts jobs in progress, those delivered this month, and the median days from
// acceptance to delivery per service over the last twelve months.
import type { ActionItem, JobFigures } from '../../shared/admin-overview';
import { addDays, calendarDayInWords } from '../../shared/business-time';
import { optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import { customerWords, dueDay, isDueThisWeek, isLate, openJobs } from './board';
import { stageLists, stageOf } from './stages';
import { jobReference } from './store';
import { adminPaths } from '../../shared/admin-paths';

/** Late jobs first (the longest late at the top), then those due within seven days, soonest first. */
export async function jobActionItems(db: D1Database, today: string, limit: number): Promise<ActionItem[]> {
  const [jobs, lists] = await Promise.all([openJobs(db), stageLists(db)]);
  const items: { late: boolean; due: string; item: ActionItem }[] = [];
  for (const job of jobs) {
    const stages = lists[job.kind];
    const late = isLate({ ...job, closed_at: null }, stages, today);
    if (!late && !isDueThisWeek(job, today)) continue;
    const due = dueDay(job)!;
    const missed = job.promised_delivery_on && job.promised_delivery_on < today ? job.promised_delivery_on : (job.promised_ready_on ?? due);
    const stage = stageOf(stages, job.stage).label;
    items.push({
      late,
      due,
      item: {
        href: adminPaths.job(job.id),
        reference: jobReference(job),
        name: customerWords(job),
        why: late
          ? `Late: promised ${calendarDayInWords(missed)}, still at ${stage}`
          : `Due ${due === today ? 'today' : calendarDayInWords(due)}: at ${stage}`,
      },
    });
  }
  return items
    .sort((a, b) => Number(b.late) - Number(a.late) || a.due.localeCompare(b.due))
    .slice(0, limit)
    .map((entry) => entry.item);
}

const dayMs = 24 * 60 * 60 * 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `today` is a Manila day; "this month" is its calendar month. */
export async function jobFigures(db: D1Database, today: string): Promise<JobFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearAgo = addDays(today, -365);
  // A job's delivery: its first move to 'delivered' (a move back and again keeps the first day).
  const [open, delivered] = await db.batch<{ jobs: number } & { service: string; created_at: string; delivered_at: string }>([
    db.prepare('SELECT COUNT(*) AS jobs FROM jobs WHERE closed_at IS NULL AND stage <> ?').bind('delivered'),
    db
      .prepare(
        `SELECT l.service, j.created_at, MIN(e.created_at) AS delivered_at
         FROM jobs j JOIN leads l ON l.id = j.lead_id JOIN job_events e ON e.job_id = j.id AND e.kind = 'stage' AND e.detail = 'delivered'
         GROUP BY j.id HAVING MIN(e.created_at) >= ?`,
      )
      .bind(yearAgo),
  ]);
  const rows = delivered!.results as { service: string; created_at: string; delivered_at: string }[];
  // Manila days: 16:00 UTC is Manila's midnight.
  const manilaMonthStart = new Date(Date.parse(`${monthStart}T00:00:00Z`) - 8 * 3600 * 1000).toISOString();
  const byService = new Map<string, number[]>();
  for (const row of rows) {
    const days = (Date.parse(row.delivered_at) - Date.parse(row.created_at)) / dayMs;
    byService.set(row.service, [...(byService.get(row.service) ?? []), days]);
  }
  return {
    inProgress: (open!.results[0] as { jobs: number }).jobs,
    deliveredThisMonth: rows.filter((row) => row.delivered_at >= manilaMonthStart).length,
    medianDaysByService: [...byService]
      .map(([service, days]) => ({
        service: optionLabel(quoteServiceOptions, service),
        days: Math.round(median(days) * 10) / 10,
        jobs: days.length,
      }))
      .sort((a, b) => b.jobs - a.jobs || a.service.localeCompare(b.service)),
  };
}
