// SQL for the people who sign in to the dashboard (migrations/0026_accounts_and_roles.sql); their
// invitations and the Team screen's record of changes are the team's (src/worker/team/store.ts).
import type { Role } from '../../shared/roles';

export interface AccountRow {
  id: number;
  email: string;
  /** '' until the first owner gives it (migrations/0039_account_names_not_emails.sql). */
  name: string;
  role: Role;
  password_hash: string | null;
  created_at: string;
  created_by: string;
}

export function accountById(db: D1Database, id: number): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE id = ?').bind(id).first<AccountRow>();
}

export function accountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE email = ?').bind(email).first<AccountRow>();
}

export async function listAccounts(db: D1Database): Promise<AccountRow[]> {
  return (await db.prepare("SELECT * FROM accounts ORDER BY role = 'staff', name COLLATE NOCASE").all<AccountRow>()).results;
}

/** Everyone's name by their email, for rows that name people by email; a name not yet given is left out. */
export async function peopleNames(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db.prepare("SELECT email, name FROM accounts WHERE name != ''").all<Pick<AccountRow, 'email' | 'name'>>();
  return new Map(results.map((person) => [person.email.toLowerCase(), person.name]));
}

/**
 * The first owner, with no name yet (they are asked for it), only while there is no account at all: two racing first sign-ins make one
 * owner, and the other gets null.
 */
export function insertFirstOwner(db: D1Database, email: string, passwordHash: string | null, now: string): Promise<AccountRow | null> {
  return db
    .prepare(
      `INSERT INTO accounts (email, name, role, password_hash, created_at, created_by)
       SELECT ?1, '', 'owner', ?2, ?3, 'first sign-in' WHERE NOT EXISTS (SELECT 1 FROM accounts) RETURNING *`,
    )
    .bind(email, passwordHash, now)
    .first<AccountRow>();
}

export function insertAccount(db: D1Database, account: Omit<AccountRow, 'id'>): Promise<AccountRow | null> {
  return db
    .prepare(
      'INSERT INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING *',
    )
    .bind(account.email, account.name, account.role, account.password_hash, account.created_at, account.created_by)
    .first<AccountRow>();
}

export function setAccountPassword(db: D1Database, id: number, passwordHash: string) {
  return db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').bind(passwordHash, id).run();
}

export function setAccountName(db: D1Database, id: number, name: string) {
  return db.prepare('UPDATE accounts SET name = ? WHERE id = ?').bind(name, id).run();
}

/**
 * Changes a role unless that would leave no owner; whether it changed. A person made staff loses
 * the invitations they made and that are still open: only an owner may bring someone in.
 */
export async function setAccountRole(db: D1Database, id: number, role: Role): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE accounts SET role = ?1 WHERE id = ?2
       AND (?1 = 'owner' OR (SELECT COUNT(*) FROM accounts WHERE role = 'owner' AND id != ?2) > 0)`,
      )
      .bind(role, id),
    db
      .prepare(
        `DELETE FROM account_invitations WHERE accepted_at IS NULL
       AND created_by = (SELECT email FROM accounts WHERE id = ?1 AND role = 'staff')`,
      )
      .bind(id),
  ]);
  return result!.meta.changes > 0;
}

/** Removes a person, their sessions, their phones' push subscriptions and the invitations they left open, unless they are the last owner; whether they went. */
export async function deleteAccount(db: D1Database, id: number): Promise<boolean> {
  const [, , , removed] = await db.batch([
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE person = (SELECT email FROM accounts WHERE id = ?1)
       AND ((SELECT role FROM accounts WHERE id = ?1) = 'staff' OR (SELECT COUNT(*) FROM accounts WHERE role = 'owner') > 1)`,
      )
      .bind(id),
    db
      .prepare(
        `DELETE FROM admin_sessions WHERE account_id = ?1
       AND ((SELECT role FROM accounts WHERE id = ?1) = 'staff' OR (SELECT COUNT(*) FROM accounts WHERE role = 'owner') > 1)`,
      )
      .bind(id),
    db
      .prepare(
        `DELETE FROM account_invitations WHERE accepted_at IS NULL AND created_by = (SELECT email FROM accounts WHERE id = ?1)
       AND ((SELECT role FROM accounts WHERE id = ?1) = 'staff' OR (SELECT COUNT(*) FROM accounts WHERE role = 'owner') > 1)`,
      )
      .bind(id),
    db
      .prepare(`DELETE FROM accounts WHERE id = ?1 AND (role = 'staff' OR (SELECT COUNT(*) FROM accounts WHERE role = 'owner') > 1)`)
      .bind(id),
  ]);
  return removed!.meta.changes > 0;
}
