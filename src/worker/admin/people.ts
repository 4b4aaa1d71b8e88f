// Which account a sign-in belongs to. Before any account exists, the deployment's shared
// password (ADMIN_PASSWORD_HASH) or, under Cloudflare Access, the first Access identity makes the
// first owner, so a deployment from before accounts keeps its way in (docs/decisions/021-people-and-roles.md).
import { accountByEmail, insertFirstOwner, type AccountRow } from './accounts';
import { verifyPassword } from './password';
import { hashPassword } from './password-hash';

/** Compared against when the email is unknown, so a wrong email takes as long as a wrong password. */
let unknownEmailHash: Promise<string> | undefined;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function accountForPassword(
  db: D1Database,
  sharedPasswordHash: string | undefined,
  email: string,
  password: string,
  now: Date,
): Promise<AccountRow | null> {
  const account = await accountByEmail(db, email);
  if (account?.password_hash) return (await verifyPassword(password, account.password_hash)) ? account : null;
  // One key derivation on every path, so the time taken does not tell which emails have accounts.
  if (!account && sharedPasswordHash) {
    return (await verifyPassword(password, sharedPasswordHash)) ? insertFirstOwner(db, email, sharedPasswordHash, now.toISOString()) : null;
  }
  unknownEmailHash ??= hashPassword('not anyone’s password');
  await verifyPassword(password, await unknownEmailHash);
  return null;
}

/** The account of a verified Access identity; unknown identities get none once an owner exists. */
export async function accountForAccessEmail(db: D1Database, email: string, now: Date): Promise<AccountRow | null> {
  return (await accountByEmail(db, normalEmail(email))) ?? insertFirstOwner(db, normalEmail(email), null, now.toISOString());
}
