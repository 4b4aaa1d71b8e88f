// SQL for the weekly report: one row per reported week (its Monday), so it is sent once however
// often it is queued.

export type WeeklyReportStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

export interface WeeklyReportRow {
  week: string;
  status: WeeklyReportStatus;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

/** True when the week's row is new (the report is to be queued), false when it exists already. */
export async function claimReportWeek(db: D1Database, week: string, now: string): Promise<boolean> {
  const row = await db.prepare('INSERT INTO weekly_reports (week, updated_at) VALUES (?, ?) ON CONFLICT (week) DO NOTHING RETURNING week').bind(week, now).first();
  return row !== null;
}

export async function reportByWeek(db: D1Database, week: string) {
  return db.prepare('SELECT * FROM weekly_reports WHERE week = ?').bind(week).first<WeeklyReportRow>();
}

export async function recordReport(db: D1Database, week: string, update: { status: WeeklyReportStatus; at: string; attempted: boolean; detail?: string }) {
  await db
    .prepare('UPDATE weekly_reports SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE week = ?')
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, update.at, week)
    .run();
}

/** Why the report waits (email is not configured); a finished report is left alone. */
export async function noteReportWaiting(db: D1Database, week: string, at: string, detail: string) {
  await db.prepare("UPDATE weekly_reports SET last_error = ?, updated_at = ? WHERE week = ? AND status = 'pending'").bind(detail, at, week).run();
}

/** The week's report when it is still pending and untouched since `before` (its queue message was lost). */
export async function stalePendingReport(db: D1Database, week: string, before: string) {
  return db.prepare("SELECT week FROM weekly_reports WHERE week = ? AND status = 'pending' AND updated_at < ?").bind(week, before).first<{ week: string }>();
}
