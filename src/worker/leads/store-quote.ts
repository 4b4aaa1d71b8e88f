// One way a checked quote request becomes a lead, for the form's fetch (/api/quotes) and
// its no-script post (/contact): the same D1 batch, the spam check, then the emails queued.
import type { Context } from 'hono';
import { leadReference, type QuoteRequest } from '../../shared/quote-request';
import type { AppEnv } from '../app-env';
import { storeLead } from '../lead-records/leads';
import { queueLeadEmails } from '../alerts/queue-lead-emails';
import { leadSourceColumns } from './source';
import { spamReason } from '../spam-check';

export type StoreQuoteOutcome =
  | { kind: 'stored'; reference: string }
  /** Another request with this key was stored first, while this one was being checked. */
  | { kind: 'key-taken' }
  | { kind: 'unavailable' };

export async function storeQuote(
  c: Context<AppEnv>,
  quote: { key: string; fingerprint: string; request: QuoteRequest; unverified: boolean },
): Promise<StoreQuoteOutcome> {
  let stored;
  try {
    stored = await storeLead(c.env.DB, {
      idempotencyKey: quote.key,
      requestFingerprint: quote.fingerprint,
      createdAt: new Date().toISOString(),
      request: quote.request,
      country: (c.req.raw.cf?.country as string | undefined) ?? null,
      source: leadSourceColumns(quote.request.source),
      spamReason: spamReason(quote.request),
      unverified: quote.unverified,
    });
  } catch (error) {
    c.get('logger').error('quote request could not be stored', { error: String(error) });
    return { kind: 'unavailable' };
  }
  if (!stored) return { kind: 'key-taken' };
  // After the answer: the pending rows and the cron sweep deliver the emails if this fails. A
  // lead in Spam has none: its emails (and alerts) go when an operator restores it.
  c.executionCtx.waitUntil(queueLeadEmails(c.env, stored.lead.id, stored.deliveryIds, c.get('logger')));
  return { kind: 'stored', reference: leadReference(stored.lead.id, stored.lead.created_at) };
}
