// SQL for the owner's emails sent once per period (the daily digest, the weekly report): one row
// per period, so each is sent once however often it is queued.

/** Each email's table and the column naming its period: fixed names, never input. */
const tables = {
  digest: { table: 'daily_digests', period: 'day' },
  'weekly-report': { table: 'weekly_reports', period: 'week' },
} as const;

export type PeriodicEmailKind = keyof typeof tables;
/** 'empty' is the digest's (nothing to say), 'cancelled' the report's (turned off); each table's CHECK allows its own. */
export type PeriodicEmailStatus = 'pending' | 'sent' | 'failed' | 'empty' | 'cancelled';

export interface PeriodicEmailRow {
  status: PeriodicEmailStatus;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

/** True when the period's row is new (the email is to be queued), false when it exists already. */
export async function claimPeriod(db: D1Database, kind: PeriodicEmailKind, period: string, now: string): Promise<boolean> {
  const { table, period: column } = tables[kind];
  const row = await db
    .prepare(`INSERT INTO ${table} (${column}, updated_at) VALUES (?, ?) ON CONFLICT (${column}) DO NOTHING RETURNING ${column}`)
    .bind(period, now)
    .first();
  return row !== null;
}

export async function periodicEmailRow(db: D1Database, kind: PeriodicEmailKind, period: string) {
  const { table, period: column } = tables[kind];
  return db
    .prepare(`SELECT status, attempts, last_error, updated_at FROM ${table} WHERE ${column} = ?`)
    .bind(period)
    .first<PeriodicEmailRow>();
}

export async function recordPeriodicEmail(
  db: D1Database,
  kind: PeriodicEmailKind,
  period: string,
  update: { status: PeriodicEmailStatus; at: string; attempted: boolean; detail?: string },
) {
  const { table, period: column } = tables[kind];
  await db
    .prepare(`UPDATE ${table} SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE ${column} = ?`)
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, update.at, period)
    .run();
}

/** Why the email waits (email is not configured); a finished one is left alone. */
export async function notePeriodicEmailWaiting(db: D1Database, kind: PeriodicEmailKind, period: string, at: string, detail: string) {
  const { table, period: column } = tables[kind];
  await db
    .prepare(`UPDATE ${table} SET last_error = ?, updated_at = ? WHERE ${column} = ? AND status = 'pending'`)
    .bind(detail, at, period)
    .run();
}

/** Whether the period's email is still pending and untouched since `before` (its queue message was lost). */
export async function isStalePending(db: D1Database, kind: PeriodicEmailKind, period: string, before: string): Promise<boolean> {
  const { table, period: column } = tables[kind];
  const row = await db
    .prepare(`SELECT 1 AS stale FROM ${table} WHERE ${column} = ? AND status = 'pending' AND updated_at < ?`)
    .bind(period, before)
    .first();
  return row !== null;
}
