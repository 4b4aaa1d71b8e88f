// SQL for the people who sign in to the dashboard and their invitations (migrations/0026_accounts_and_roles.sql).
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

export interface InvitationRow {
  token_hash: string;
  email: string;
  name: string;
  role: Role;
  created_at: string;
  created_by: string;
  expires_at: string;
  accepted_at: string | null;
  /** The invitation's email to the person; null when it was not emailed. */
  email_status: 'pending' | 'sent' | 'failed' | null;
  email_attempts: number;
  email_error: string | null;
  /** What the link's token is made from with SESSION_SECRET, kept only until the email is sent. */
  link_seed: string | null;
}

/** What the Team screen records of a change to the team, for the audit. */
export type TeamAction = 'role-changed' | 'sessions-ended' | 'removed' | 'password-changed' | 'invitation-withdrawn';

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

export function insertInvitation(
  db: D1Database,
  invitation: Omit<InvitationRow, 'accepted_at' | 'email_status' | 'email_attempts' | 'email_error'>,
) {
  return db
    .prepare(
      `INSERT INTO account_invitations (token_hash, email, name, role, created_at, created_by, expires_at, link_seed, email_status)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, CASE WHEN ?8 IS NULL THEN NULL ELSE 'pending' END)`,
    )
    .bind(
      invitation.token_hash,
      invitation.email,
      invitation.name,
      invitation.role,
      invitation.created_at,
      invitation.created_by,
      invitation.expires_at,
      invitation.link_seed,
    )
    .run();
}

/** A try at emailing the invitation; the seed goes once the email is sent or has failed for good. */
export async function recordInvitationEmail(
  db: D1Database,
  tokenHash: string,
  update: { status: 'pending' | 'sent' | 'failed'; attempted: boolean; detail?: string },
): Promise<void> {
  await db
    .prepare(
      `UPDATE account_invitations SET email_status = ?1, email_attempts = email_attempts + ?2, email_error = ?3,
         link_seed = CASE WHEN ?1 = 'pending' THEN link_seed END WHERE token_hash = ?4`,
    )
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, tokenHash)
    .run();
}

export async function recordTeamEvent(
  db: D1Database,
  event: { at: string; actor: string; action: TeamAction; subject: string; detail?: string },
): Promise<void> {
  await db
    .prepare('INSERT INTO team_events (at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?)')
    .bind(event.at, event.actor, event.action, event.subject, event.detail ?? '')
    .run();
}

export function invitationByTokenHash(db: D1Database, tokenHash: string): Promise<InvitationRow | null> {
  return db.prepare('SELECT * FROM account_invitations WHERE token_hash = ?').bind(tokenHash).first<InvitationRow>();
}

/**
 * Marks an invitation used, only while the owner who made it is still an owner; false when it was
 * used already (a second, racing accept) or its owner was made staff meanwhile.
 */
export async function markInvitationAccepted(db: D1Database, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE account_invitations SET accepted_at = ?, link_seed = NULL WHERE token_hash = ? AND accepted_at IS NULL
       AND EXISTS (SELECT 1 FROM accounts WHERE email = account_invitations.created_by AND role = 'owner')`,
    )
    .bind(now, tokenHash)
    .run();
  return result.meta.changes > 0;
}

/** Withdraws every open invitation to an address; how many there were. */
export async function cancelInvitations(db: D1Database, email: string): Promise<number> {
  const result = await db.prepare('DELETE FROM account_invitations WHERE email = ? AND accepted_at IS NULL').bind(email).run();
  return result.meta.changes;
}

export async function pendingInvitations(db: D1Database, now: string): Promise<InvitationRow[]> {
  return (
    await db
      .prepare('SELECT * FROM account_invitations WHERE accepted_at IS NULL AND expires_at > ? ORDER BY created_at DESC')
      .bind(now)
      .all<InvitationRow>()
  ).results;
}
