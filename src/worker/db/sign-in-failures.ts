// SQL for failed dashboard sign-ins from every address (migrations/0004_admin_sessions.sql).

export function insertSignInFailure(db: D1Database, failedAt: string) {
  return db.prepare('INSERT INTO admin_sign_in_failures (failed_at) VALUES (?)').bind(failedAt).run();
}

/** When the `rank`-th most recent failure after `since` happened (1 = the latest), or null if fewer. */
export async function nthLatestSignInFailure(db: D1Database, since: string, rank: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT failed_at FROM admin_sign_in_failures WHERE failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?')
    .bind(since, rank - 1)
    .first<{ failed_at: string }>();
  return row?.failed_at ?? null;
}

export async function deleteSignInFailuresBefore(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_sign_in_failures WHERE failed_at <= ?').bind(before).run();
  return result.meta.changes;
}
