// What makes two quote requests under one idempotency key "the same request": every field the
// lead is made of, exactly as sent, in any key order. The bot check is left out: a replay from
// the offline outbox carries a newer token or a signed ticket for the very same request. So are
// how the request was sent (its fill time, the honeypot) and where the visit came from: a
// second press of Send after a network error measures a longer fill time for the same request.
import { quoteRequestSchema } from '../shared/quote-request';

/** Fields about how the request was sent, not what was asked for. Add any new bot-check field here. */
const notAskedFields: ReadonlySet<string> = new Set(['turnstileToken', 'botTicket', 'website', 'fillMs', 'source']);
const leadFieldNames = Object.keys(quoteRequestSchema.shape).filter((name) => !notAskedFields.has(name));

/** SHA-256, hex, of the request body's lead fields (unknown fields are ignored, as the schema ignores them). */
export async function requestFingerprint(body: unknown): Promise<string> {
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields = leadFieldNames.map((name) => [name, sent[name] ?? null]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(fields)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
