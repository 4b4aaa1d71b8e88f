// SQL for the daily digest: one row per Manila day, so it is sent once however often it is queued.

export type DigestStatus = 'pending' | 'sent' | 'failed' | 'empty';

export interface DailyDigestRow {
  day: string;
  status: DigestStatus;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

/** True when the day's row is new (the digest is to be queued), false when it exists already. */
export async function claimDigestDay(db: D1Database, day: string, now: string): Promise<boolean> {
  const row = await db.prepare('INSERT INTO daily_digests (day, updated_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING RETURNING day').bind(day, now).first();
  return row !== null;
}

export async function digestByDay(db: D1Database, day: string) {
  return db.prepare('SELECT * FROM daily_digests WHERE day = ?').bind(day).first<DailyDigestRow>();
}

export async function recordDigest(db: D1Database, day: string, update: { status: DigestStatus; at: string; attempted: boolean; detail?: string }) {
  await db
    .prepare('UPDATE daily_digests SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE day = ?')
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, update.at, day)
    .run();
}

/** Why the digest waits (email is not configured); a finished digest is left alone. */
export async function noteDigestWaiting(db: D1Database, day: string, at: string, detail: string) {
  await db.prepare("UPDATE daily_digests SET last_error = ?, updated_at = ? WHERE day = ? AND status = 'pending'").bind(detail, at, day).run();
}

/** The day's digest when it is still pending and untouched since `before` (its queue message was lost). */
export async function stalePendingDigest(db: D1Database, day: string, before: string) {
  return db.prepare("SELECT day FROM daily_digests WHERE day = ? AND status = 'pending' AND updated_at < ?").bind(day, before).first<{ day: string }>();
}
