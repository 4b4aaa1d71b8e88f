// Why a quote request looks automated, next to Turnstile: the honeypot was filled, or the form
// was sent faster than a person can fill it. A suspect is stored in the Spam folder with this
// reason and sends nothing until an operator restores it; the visitor sees the usual success.
import { minimumFillMs, type QuoteRequest } from '../shared/quote-request';

export function spamReason(request: Pick<QuoteRequest, 'website' | 'fillMs'>): string | null {
  if (request.website) return 'The hidden leave-empty field, a trap for bots, was filled in.';
  // No fill time (a request from a client without it) is not suspicious: only a measured one counts.
  if (request.fillMs !== undefined && request.fillMs < minimumFillMs) {
    return `Sent ${(request.fillMs / 1000).toFixed(1)} s after the form was shown; people take at least ${minimumFillMs / 1000} s.`;
  }
  return null;
}
