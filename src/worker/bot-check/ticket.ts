// Bot-check tickets: once siteverify has passed a form's Turnstile token, the worker signs a
// ticket for that form (its draft id) that its uploads and its quote request carry instead of the
// token. A token lasts 5 minutes and is single-use; a request queued on the device during an
// outage still has its ticket when the connection returns. An HS256 JWT (RFC 7519) signed and
// checked by hono/jwt, which verifies the signature with crypto.subtle.verify (constant time).
import { sign, verify } from 'hono/jwt';
import type { BotTicketIssued } from '../../shared/api';

/**
 * A day: long enough for a request queued offline to outlast a real outage (a night without
 * signal, a brownout), and no longer than the worker keeps a form's unclaimed uploads. One
 * ticket buys at most one lead (its draft id is the quote's idempotency key) and a capped
 * number of uploads, so a day does not make one passed check worth much to a bot.
 */
const ticketLifetimeSeconds = 24 * 60 * 60;
/** An HMAC key shorter than this could be guessed; the worker refuses to sign with it. */
export const minimumTicketSecretLength = 32;
const algorithm = 'HS256';

export async function issueTicket(secret: string, draftId: string, nowMs = Date.now()): Promise<BotTicketIssued> {
  const expires = Math.floor(nowMs / 1000) + ticketLifetimeSeconds;
  const ticket = await sign({ sub: draftId.toLowerCase(), exp: expires }, secret, algorithm);
  return { ticket, expiresAt: new Date(expires * 1000).toISOString() };
}

/** True for a ticket this worker signed for this form that has not expired. */
export async function isValidTicket(secret: string, ticket: string | undefined, draftId: string): Promise<boolean> {
  if (!ticket) return false;
  try {
    const claims = await verify(ticket, secret, algorithm);
    // hono/jwt checks `exp` only when present: a ticket must have one.
    return typeof claims.exp === 'number' && claims.sub === draftId.toLowerCase();
  } catch {
    return false;
  }
}
