// SQL for the Team screen's own tables: invitations (migrations/0026_accounts_and_roles.sql) and
// the team's changes, which the audit lists.
import type { Role } from '../../shared/roles';

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
