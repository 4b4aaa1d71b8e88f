// Invitations: a single-use link an owner hands to a new person, good for 72 hours, and emailed to
// them. Only the token's SHA-256 is stored, so a copied table holds no usable link: the token is an
// HMAC of a stored seed under SESSION_SECRET, which the queue needs to rebuild it for the email.
import { base64url, randomToken, sha256Hex } from '../admin/session';
import { accountByEmail, insertAccount, type AccountRow } from '../admin/accounts';
import { insertInvitation, invitationByTokenHash, markInvitationAccepted, type InvitationRow } from './store';
import type { Role } from '../../shared/roles';
import { adminPaths } from '../../shared/admin-paths';

const invitationLifetimeMs = 72 * 60 * 60 * 1000;

export const invitationPath = (token: string) => `${adminPaths.invitation}?token=${encodeURIComponent(token)}`;

export type InvitationProblem = { status: 404 | 409 | 410; message: string };

const encoder = new TextEncoder();

/** The link's token made from its seed: the same seed and secret always give the same token. */
export async function invitationToken(secret: string, seed: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`invitation link ${seed}`)));
}

/**
 * A new invitation's token (to show the owner once) and its hash (the row's key, which the email's
 * queue job names), or why there is none. With a secret the link is also to be emailed.
 */
export async function invite(
  db: D1Database,
  person: { name: string; email: string; role: Role },
  by: string,
  now: Date,
  secret: string | undefined,
): Promise<{ token: string; tokenHash: string; emailed: boolean } | InvitationProblem> {
  if (await accountByEmail(db, person.email)) {
    return { status: 409, message: `${person.email} already has an account: they can sign in now.` };
  }
  const seed = secret ? randomToken() : null;
  const token = seed ? await invitationToken(secret!, seed) : randomToken();
  const tokenHash = await sha256Hex(token);
  await insertInvitation(db, {
    token_hash: tokenHash,
    ...person,
    created_at: now.toISOString(),
    created_by: by,
    expires_at: new Date(now.getTime() + invitationLifetimeMs).toISOString(),
    link_seed: seed,
  });
  return { token, tokenHash, emailed: seed !== null };
}

/** The invitation a link carries while it can still be accepted, or why it cannot. */
export async function openInvitation(db: D1Database, token: string, now: Date): Promise<InvitationRow | InvitationProblem> {
  const invitation = token ? await invitationByTokenHash(db, await sha256Hex(token)) : null;
  if (!invitation)
    return {
      status: 404,
      message: 'This invitation link is not known here: it was withdrawn, or not copied whole. Ask the owner for a new one if you need it.',
    };
  if (invitation.accepted_at) {
    return {
      status: 410,
      message: 'This invitation was used already: sign in with your email and password, or ask the owner for a new one.',
    };
  }
  if (Date.parse(invitation.expires_at) <= now.getTime()) {
    return { status: 410, message: 'This invitation has expired (links last 72 hours). Ask the owner to invite you again.' };
  }
  return invitation;
}

/** Uses the invitation once and makes the person's account. */
export async function acceptInvitation(
  db: D1Database,
  invitation: InvitationRow,
  passwordHash: string | null,
  now: Date,
): Promise<AccountRow | InvitationProblem> {
  if (!(await markInvitationAccepted(db, invitation.token_hash, now.toISOString()))) {
    return {
      status: 410,
      message:
        'This invitation can no longer be used (it was used or withdrawn): sign in if you have an account, or ask the owner for a new one.',
    };
  }
  const account = await insertAccount(db, {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    password_hash: passwordHash,
    created_at: now.toISOString(),
    created_by: invitation.created_by,
  });
  return account ?? { status: 409, message: `${invitation.email} already has an account: sign in with it.` };
}

export const isInvitationProblem = (value: object): value is InvitationProblem => 'message' in value && 'status' in value;
