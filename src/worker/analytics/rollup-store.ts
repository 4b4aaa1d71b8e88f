// Rolled-up days in D1 (migrations/0012_analytics_rollups.sql): storing one (replacing it if it
// was rolled up before), and the nightly run that rolls up every finished day still missing and
// deletes the days past the retention.
import { addDays, manilaDay } from '../../shared/business-time';
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { localTable } from './columns';
import { analyticsRetention } from './retention-setting';
import type { DayRollup } from './rollup';
import { rollupDay, rollupSource } from './rollup-day';

/** 00:10 in Manila (16:10 UTC): the day before is over. wrangler.toml lists the same string. */
export const analyticsRollupCron = '10 16 * * *';
/** Analytics Engine keeps about three months: the oldest day it can still roll up is today - 89. */
export const analyticsEngineDays = 90;
/** Days one run rolls up at most (each costs seven SQL API requests); the next run goes on. */
const rollupDaysPerRun = 31;

/** D1 binds at most 100 parameters per statement. */
const maxBoundParameters = 100;

/** Multi-row INSERTs of `columns` columns, each under D1's parameter limit. */
function insertRows(db: D1Database, table: string, columns: readonly string[], rows: unknown[][]): D1PreparedStatement[] {
  const rowsPerStatement = Math.floor(maxBoundParameters / columns.length);
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const statements: D1PreparedStatement[] = [];
  for (let first = 0; first < rows.length; first += rowsPerStatement) {
    const chunk = rows.slice(first, first + rowsPerStatement);
    statements.push(
      db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`).bind(...chunk.flat()),
    );
  }
  return statements;
}

/** Deletes the days matching `where` (children first: nothing relies on ON DELETE CASCADE being on). */
const deleteDays = (db: D1Database, where: string, value: string) =>
  ['analytics_daily', 'analytics_daily_campaigns', 'analytics_days'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE ${where}`).bind(value),
  );

/** Stores a day, replacing whatever an earlier run stored for it, in one transaction. */
export async function storeRollup(db: D1Database, rollup: DayRollup, now = new Date()): Promise<void> {
  await db.batch([
    ...deleteDays(db, 'day = ?', rollup.day),
    db
      .prepare(
        'INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(rollup.day, rollup.pageViews, rollup.visitors, rollup.sessions, rollup.visitorSketch, rollup.source, now.toISOString()),
    ...insertRows(
      db,
      'analytics_daily',
      ['dimension', 'day', 'key', 'detail', 'page_views', 'sessions', 'events'],
      rollup.counts.map((row) => [row.dimension, rollup.day, row.key, row.detail, row.pageViews, row.sessions, row.events]),
    ),
    ...insertRows(
      db,
      'analytics_daily_campaigns',
      ['day', 'source', 'medium', 'campaign', 'sessions'],
      rollup.campaigns.map((row) => [rollup.day, row.source, row.medium, row.campaign, row.sessions]),
    ),
  ]);
}

/** The oldest day the source can still have: Analytics Engine's three months, or the first local event's day. */
async function oldestSourceDay(env: WorkerEnv, today: string): Promise<string | undefined> {
  if (rollupSource(env) === 'analytics-engine') return addDays(today, 1 - analyticsEngineDays);
  const first = await env.DB.prepare(`SELECT MIN(timestamp) AS first FROM ${localTable}`).first<{ first: string | null }>();
  return first?.first ? manilaDay(new Date(first.first)) : undefined;
}

export interface CatchUpResult {
  rolledUp: string[];
  /** Finished days still missing after this run (the next run rolls them up). */
  stillMissing: number;
  /** Days deleted as older than the retention. */
  deleted: number;
}

/**
 * Rolls up every finished Manila day without a row in analytics_days, oldest first and at most
 * rollupDaysPerRun, from the oldest day the source still has (and the retention keeps) to
 * yesterday; then deletes the days older than ANALYTICS_RETENTION_DAYS. A day that cannot be read
 * stops the run with the error: the days before it are stored, the next run goes on from it.
 */
export async function rollUpMissingDays(env: WorkerEnv, now: Date): Promise<CatchUpResult> {
  const today = manilaDay(now);
  const yesterday = addDays(today, -1);
  const oldestKept = addDays(today, -analyticsRetention(env).retentionDays);

  const deletions = await env.DB.batch(deleteDays(env.DB, 'day < ?', oldestKept));

  const sourceOldest = await oldestSourceDay(env, today);
  const missing: string[] = [];
  if (sourceOldest) {
    const from = sourceOldest > oldestKept ? sourceOldest : oldestKept;
    const { results } = await env.DB.prepare('SELECT day FROM analytics_days WHERE day >= ? AND day <= ?')
      .bind(from, yesterday)
      .all<{ day: string }>();
    const stored = new Set(results.map((row) => row.day));
    for (let day = from; day <= yesterday; day = addDays(day, 1)) if (!stored.has(day)) missing.push(day);
  }

  const rolledUp: string[] = [];
  for (const day of missing.slice(0, rollupDaysPerRun)) {
    await storeRollup(env.DB, await rollupDay(env, day), now);
    rolledUp.push(day);
  }
  return { rolledUp, stillMissing: missing.length - rolledUp.length, deleted: deletions.at(-1)!.meta.changes };
}

/** The nightly cron: catch up, and log what was done (a failure is logged by the caller). */
export async function runAnalyticsRollup(env: WorkerEnv, now: Date, logger: Logger): Promise<void> {
  const result = await rollUpMissingDays(env, now);
  logger.info('analytics rolled up', {
    source: rollupSource(env),
    days: result.rolledUp.length,
    first: result.rolledUp[0],
    last: result.rolledUp.at(-1),
    stillMissing: result.stillMissing,
    deleted: result.deleted,
  });
}
