// SQL for the dashboard's password sessions (migrations 0004 and 0026).

export interface AdminSessionRow {
  id_hash: string;
  /** NULL only for sessions from before accounts, which the migration ended. */
  account_id: number | null;
  password_fingerprint: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export function insertAdminSession(db: D1Database, row: AdminSessionRow) {
  return db
    .prepare(
      'INSERT INTO admin_sessions (id_hash, account_id, password_fingerprint, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(row.id_hash, row.account_id, row.password_fingerprint, row.created_at, row.last_seen_at, row.expires_at)
    .run();
}

export function adminSessionByIdHash(db: D1Database, idHash: string): Promise<AdminSessionRow | null> {
  return db.prepare('SELECT * FROM admin_sessions WHERE id_hash = ?').bind(idHash).first<AdminSessionRow>();
}

export function touchAdminSession(db: D1Database, idHash: string, lastSeenAt: string) {
  return db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE id_hash = ?').bind(lastSeenAt, idHash).run();
}

export function deleteAdminSession(db: D1Database, idHash: string) {
  return db.prepare('DELETE FROM admin_sessions WHERE id_hash = ?').bind(idHash).run();
}

/**
 * Signs a person out everywhere and turns off the notifications to their phones: when a phone is
 * lost, its lock screen must stop showing customers' names as well.
 */
export async function signOutEverywhere(db: D1Database, accountId: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM push_subscriptions WHERE person = (SELECT email FROM accounts WHERE id = ?)').bind(accountId),
    db.prepare('DELETE FROM admin_sessions WHERE account_id = ?').bind(accountId),
  ]);
}

/** Live sessions per person, for the Team screen. */
export async function sessionCounts(db: D1Database, idleSince: string, now: string): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT account_id, COUNT(*) AS sessions FROM admin_sessions WHERE last_seen_at > ? AND expires_at > ? GROUP BY account_id')
    .bind(idleSince, now)
    .all<{ account_id: number; sessions: number }>();
  return new Map(results.map((row) => [row.account_id, row.sessions]));
}

/** Sessions past their lifetime or idle since before `idleSince`; returns how many went. */
export async function deleteEndedAdminSessions(db: D1Database, now: string, idleSince: string): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ? OR last_seen_at <= ?').bind(now, idleSince).run();
  return result.meta.changes;
}
