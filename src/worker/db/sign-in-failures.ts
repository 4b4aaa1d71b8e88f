// SQL for failed dashboard sign-ins from every address (migrations 0004 and 0010).

export function insertSignInFailure(db: D1Database, failedAt: string, client: string) {
  return db.prepare('INSERT INTO admin_sign_in_failures (failed_at, client) VALUES (?, ?)').bind(failedAt, client).run();
}

/**
 * Clients that failed after `since`, ranked by their latest failure (1 = the most recent): when
 * the `rank`-th one last failed, or null if fewer clients failed.
 */
export async function nthLatestFailingClient(db: D1Database, since: string, rank: number): Promise<string | null> {
  const row = await db
    .prepare(
      'SELECT MAX(failed_at) AS latest FROM admin_sign_in_failures WHERE failed_at > ? GROUP BY client ORDER BY latest DESC LIMIT 1 OFFSET ?',
    )
    .bind(since, rank - 1)
    .first<{ latest: string }>();
  return row?.latest ?? null;
}

export async function deleteSignInFailuresBefore(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_sign_in_failures WHERE failed_at <= ?').bind(before).run();
  return result.meta.changes;
}
