// SQL for passkeys and their challenges (migrations/0033_passkeys.sql).

export interface PasskeyRow {
  /** The credential id, base64url. */
  id: string;
  account_id: number;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** Comma-separated, e.g. "hybrid,internal". */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export type ChallengePurpose = 'registration' | 'sign-in';

/** The browser is asked to finish within passkeyTimeoutMs; the challenge lasts a little longer, for the round trip. */
export const passkeyTimeoutMs = 3 * 60 * 1000;
const challengeLifetimeMs = 5 * 60 * 1000;

export function insertChallenge(db: D1Database, challenge: string, purpose: ChallengePurpose, accountId: number | null, now: Date) {
  return db
    .prepare('INSERT INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(challenge, purpose, accountId, new Date(now.getTime() + challengeLifetimeMs).toISOString())
    .run();
}

/**
 * Takes a challenge for good: whether it was handed out for this purpose (and, for a registration,
 * to this person) and has not expired. A second answer to the same challenge finds nothing.
 */
export async function takeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  accountId: number | null,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .prepare('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING purpose, account_id, expires_at')
    .bind(challenge)
    .first<{ purpose: ChallengePurpose; account_id: number | null; expires_at: string }>();
  return taken !== null && taken.purpose === purpose && taken.account_id === accountId && taken.expires_at > now.toISOString();
}

/** For the cron sweep: challenges nobody answered. */
export async function deleteExpiredChallenges(db: D1Database, now: Date): Promise<number> {
  const result = await db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').bind(now.toISOString()).run();
  return result.meta.changes;
}

export function passkeyById(db: D1Database, id: string): Promise<PasskeyRow | null> {
  return db.prepare('SELECT * FROM passkeys WHERE id = ?').bind(id).first<PasskeyRow>();
}

export async function passkeysOf(db: D1Database, accountId: number): Promise<PasskeyRow[]> {
  return (await db.prepare('SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at').bind(accountId).all<PasskeyRow>()).results;
}

/** Who added or removed a passkey (their email) and when: each change is a passkey_events row, for the audit. */
export interface PasskeyChange {
  by: string;
  at: string;
}

/** The audit's row for each passkey the condition names, written before they go (in the same batch). */
const recordChanges = (db: D1Database, action: 'added' | 'removed', change: PasskeyChange, condition: string, ...binds: unknown[]) =>
  db
    .prepare(
      `INSERT INTO passkey_events (at, actor, action, subject, passkey_name)
       SELECT ?, ?, ?, accounts.email, passkeys.name FROM passkeys JOIN accounts ON accounts.id = passkeys.account_id WHERE ${condition}`,
    )
    .bind(change.at, change.by, action, ...binds);

/** Saves a new passkey and records who added it; false when that credential is already registered (to anyone). */
export async function insertPasskey(db: D1Database, passkey: Omit<PasskeyRow, 'last_used_at'>, by: string): Promise<boolean> {
  const [saved] = await db.batch([
    db
      .prepare(
        'INSERT INTO passkeys (id, account_id, name, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      )
      .bind(passkey.id, passkey.account_id, passkey.name, passkey.public_key, passkey.counter, passkey.transports, passkey.created_at),
    // Only when the row is this one: a credential someone already has is not added again.
    recordChanges(
      db,
      'added',
      { by, at: passkey.created_at },
      'passkeys.id = ? AND passkeys.account_id = ? AND passkeys.created_at = ?',
      passkey.id,
      passkey.account_id,
      passkey.created_at,
    ),
  ]);
  return saved.meta.changes > 0;
}

/**
 * Records a sign-in with the passkey and its new counter. Conditional on the counter still being
 * below the new one (or both 0, for authenticators that keep none): of two sign-ins racing with
 * the same counter, one wins. Whether it was recorded.
 */
export async function recordPasskeyUse(db: D1Database, id: string, counter: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE passkeys SET counter = ?2, last_used_at = ?3 WHERE id = ?1 AND (counter < ?2 OR (counter = 0 AND ?2 = 0))')
    .bind(id, counter, now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** Removes one of a person's passkeys and records who removed it; whether it was theirs and went. */
export async function deletePasskey(db: D1Database, accountId: number, id: string, change: PasskeyChange): Promise<boolean> {
  const [, removed] = await db.batch([
    recordChanges(db, 'removed', change, 'passkeys.id = ? AND passkeys.account_id = ?', id, accountId),
    db.prepare('DELETE FROM passkeys WHERE id = ? AND account_id = ?').bind(id, accountId),
  ]);
  return removed.meta.changes > 0;
}

/** Removes all of a person's passkeys (with their sessions, or a password change), each recorded; how many went. */
export async function deletePasskeysOf(db: D1Database, accountId: number, change: PasskeyChange): Promise<number> {
  const [, removed] = await db.batch([
    recordChanges(db, 'removed', change, 'passkeys.account_id = ?', accountId),
    db.prepare('DELETE FROM passkeys WHERE account_id = ?').bind(accountId),
  ]);
  return removed.meta.changes;
}

/** Everyone's passkeys, oldest first, for the Team screen. */
export async function passkeysByPerson(db: D1Database): Promise<Map<number, PasskeyRow[]>> {
  const { results } = await db.prepare('SELECT * FROM passkeys ORDER BY created_at').all<PasskeyRow>();
  const byPerson = new Map<number, PasskeyRow[]>();
  for (const passkey of results) byPerson.set(passkey.account_id, [...(byPerson.get(passkey.account_id) ?? []), passkey]);
  return byPerson;
}
