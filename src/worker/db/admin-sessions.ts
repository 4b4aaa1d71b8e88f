// SQL for the dashboard's password sessions (migrations/0004_admin_sessions.sql).

export interface AdminSessionRow {
  id_hash: string;
  password_fingerprint: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export function insertAdminSession(db: D1Database, row: AdminSessionRow) {
  return db
    .prepare('INSERT INTO admin_sessions (id_hash, password_fingerprint, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(row.id_hash, row.password_fingerprint, row.created_at, row.last_seen_at, row.expires_at)
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

/** Sessions past their lifetime or idle since before `idleSince`; returns how many went. */
export async function deleteEndedAdminSessions(db: D1Database, now: string, idleSince: string): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ? OR last_seen_at <= ?').bind(now, idleSince).run();
  return result.meta.changes;
}
