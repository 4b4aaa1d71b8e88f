// SQL for failed dashboard sign-ins from every address (migrations 0004, 0010 and 0026).

export function insertSignInFailure(db: D1Database, failedAt: string, client: string, email: string) {
  return db.prepare('INSERT INTO admin_sign_in_failures (failed_at, client, email) VALUES (?, ?, ?)').bind(failedAt, client, email).run();
}

/**
 * Clients that failed after `since` (signing in as `email`, or as anyone), ranked by their latest
 * failure (1 = the most recent): when the `rank`-th one last failed, or null if fewer clients failed.
 */
export async function nthLatestFailingClient(db: D1Database, since: string, rank: number, email?: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT MAX(failed_at) AS latest FROM admin_sign_in_failures WHERE failed_at > ?1 AND (?2 IS NULL OR email = ?2)
       GROUP BY client ORDER BY latest DESC LIMIT 1 OFFSET ?3`,
    )
    .bind(since, email ?? null, rank - 1)
    .first<{ latest: string }>();
  return row?.latest ?? null;
}

export async function deleteSignInFailuresBefore(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_sign_in_failures WHERE failed_at <= ?').bind(before).run();
  return result.meta.changes;
}
