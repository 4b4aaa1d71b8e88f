// Last week's figures for the weekly report, each beside the week before (the same weekdays):
// visitors, visits and page views from the rollups, quote requests from the stored leads (the
// truth; Spam left out), the sources with the most visits and the most viewed pages.
import { businessUtcOffsetHours } from '../../shared/business-time';
import type { WorkerEnv } from '../app-env';
import { leadsBySourceInWeeks } from '../db/lead-inbox';
import { manilaDay } from '../email/daily-digest';
import type { WeekFigure, WeeklyReportProps } from '../email/templates/WeeklyReport';
import { estimateVisitors, mergeSketches } from './visitor-sketch';

/** A Monday-to-Sunday Manila week and the one before it, as Manila days. */
export interface ReportWeek {
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
}

/** Rows in the report's source and page lists: enough to act on, short on a phone. */
export const weeklyListLimit = 5;
const dayMs = 24 * 60 * 60 * 1000;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** Midnight in Manila at the start of a Manila day, as a UTC ISO instant (how leads.created_at is stored). */
const manilaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - businessUtcOffsetHours * 60 * 60 * 1000).toISOString();

/** The week starting on the Monday `weekStart`, and the one before. */
export function reportWeekFrom(weekStart: string): ReportWeek {
  return { start: weekStart, end: addDays(weekStart, 6), previousStart: addDays(weekStart, -7), previousEnd: addDays(weekStart, -1) };
}

/** Days since Monday: 0 on a Monday, 6 on a Sunday. */
const daysSinceMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday of the last whole Manila week before `now`'s: the latest week a report can cover. */
export const latestReportWeekStart = (now: Date) => addDays(manilaDay(now), -daysSinceMonday(manilaDay(now)) - 7);

/** The week that ended yesterday when `now` is a Monday in Manila; null on other days. */
export const reportedWeek = (now: Date): ReportWeek | null => (daysSinceMonday(manilaDay(now)) === 0 ? reportWeekFrom(latestReportWeekStart(now)) : null);

interface RollupTotals {
  page_views: number;
  sessions: number;
  sketches: Uint8Array[];
}

async function rollupTotals(db: D1Database, from: string, to: string): Promise<RollupTotals> {
  const { results } = await db
    .prepare('SELECT page_views, sessions, visitor_sketch FROM analytics_days WHERE day BETWEEN ? AND ?')
    .bind(from, to)
    .all<{ page_views: number; sessions: number; visitor_sketch: ArrayBuffer }>();
  return {
    page_views: results.reduce((sum, row) => sum + row.page_views, 0),
    sessions: results.reduce((sum, row) => sum + row.sessions, 0),
    sketches: results.map((row) => new Uint8Array(row.visitor_sketch)),
  };
}

const visitorsOf = (totals: RollupTotals) => (totals.sketches.length ? estimateVisitors(mergeSketches(totals.sketches)) : 0);

/** Both weeks at once: one pass over the index range (dimension, day). */
async function pagesInWeeks(db: D1Database, week: ReportWeek): Promise<WeeklyReportProps['pages']> {
  const { results } = await db
    .prepare(
      `SELECT key, SUM(CASE WHEN day >= ?1 THEN page_views ELSE 0 END) AS current, SUM(CASE WHEN day < ?1 THEN page_views ELSE 0 END) AS previous
       FROM analytics_daily WHERE dimension = 'route' AND day BETWEEN ?2 AND ?3 AND key <> 'other'
       GROUP BY key HAVING current > 0 ORDER BY current DESC, key ASC LIMIT ?4`,
    )
    .bind(week.start, week.previousStart, week.end, weeklyListLimit)
    .all<{ key: string; current: number; previous: number }>();
  return results.map((row) => ({ path: row.key, views: { current: row.current, previous: row.previous } }));
}

/** Visits per source: the entry page view's source, named as a lead's source is (visit-source-rules.ts sourceName). */
async function visitsBySourceInWeeks(db: D1Database, week: ReportWeek) {
  const { results } = await db
    .prepare(
      `SELECT source, SUM(CASE WHEN day >= ?1 THEN sessions ELSE 0 END) AS current, SUM(CASE WHEN day < ?1 THEN sessions ELSE 0 END) AS previous
       FROM analytics_daily_campaigns WHERE day BETWEEN ?2 AND ?3 GROUP BY source`,
    )
    .bind(week.start, week.previousStart, week.end)
    .all<{ source: string; current: number; previous: number }>();
  return results;
}

const zero = (): WeekFigure => ({ current: 0, previous: 0 });

export async function weekFigures(env: WorkerEnv, weekStart: string) {
  const week = reportWeekFrom(weekStart);
  const [current, previous, pages, visits, leads] = await Promise.all([
    rollupTotals(env.DB, week.start, week.end),
    rollupTotals(env.DB, week.previousStart, week.previousEnd),
    pagesInWeeks(env.DB, week),
    visitsBySourceInWeeks(env.DB, week),
    leadsBySourceInWeeks(env.DB, manilaMidnight(week.previousStart), manilaMidnight(week.start), manilaMidnight(addDays(week.end, 1))),
  ]);
  const sources = new Map<string, { visits: WeekFigure; quoteRequests: WeekFigure }>();
  const source = (name: string) => sources.get(name) ?? sources.set(name, { visits: zero(), quoteRequests: zero() }).get(name)!;
  for (const row of visits) source(row.source).visits = { current: row.current, previous: row.previous };
  for (const row of leads) source(row.source).quoteRequests = { current: row.current, previous: row.previous };
  const ranked = [...sources]
    .map(([name, figures]) => ({ name, ...figures }))
    .filter((row) => row.visits.current > 0 || row.quoteRequests.current > 0)
    .sort((a, b) => b.visits.current - a.visits.current || b.quoteRequests.current - a.quoteRequests.current || a.name.localeCompare(b.name));
  return {
    week,
    visitors: { current: visitorsOf(current), previous: visitorsOf(previous) },
    visits: { current: current.sessions, previous: previous.sessions },
    pageViews: { current: current.page_views, previous: previous.page_views },
    quoteRequests: {
      current: leads.reduce((sum, row) => sum + row.current, 0),
      previous: leads.reduce((sum, row) => sum + row.previous, 0),
    },
    sources: ranked.slice(0, weeklyListLimit),
    pages,
  };
}
