// Ending a person's sessions everywhere, and their passkeys with them unless the form keeps them:
// a passkey added from a session must not outlive it (issue 36, M2; docs/decisions/033).
import { passkeysChoice } from '../../shared/passkeys';
import { signOutEverywhere } from '../admin/session-store';
import { deletePasskeysOf } from '../passkeys/passkey-store';

/** Whether the form asked to keep the passkeys; no choice at all (an older form) removes them. */
export const keepsPasskeys = (form: Record<string, unknown>) => form[passkeysChoice.field] === passkeysChoice.keep;

/**
 * Signs the person out everywhere (their phones' notifications go too) and, unless kept, removes
 * their passkeys, each recorded as removed by `by`. How many passkeys went.
 */
export async function endSessions(
  db: D1Database,
  accountId: number,
  { keepPasskeys, by, now }: { keepPasskeys: boolean; by: string; now: Date },
): Promise<number> {
  const passkeysRemoved = keepPasskeys ? 0 : await deletePasskeysOf(db, accountId, { by, at: now.toISOString() });
  await signOutEverywhere(db, accountId);
  return passkeysRemoved;
}
