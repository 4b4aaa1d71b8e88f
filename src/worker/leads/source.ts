// A lead's source as the leads table stores it: a quote request's two visit touches as JSON
// (already sanitised by the request schema), and the latest touch's source and campaign (or the
// channel of a lead typed in by hand) as plain columns for the leads list's filters and the
// overview's "Leads by source".
import type { QuoteRequest } from '../../shared/quote-request';
import type { VisitTouch } from '../../shared/visit-source';
import { touchSource } from '../../shared/visit-source-rules';
import { storedRoute } from '../analytics/collect';
import type { LeadSourceColumns } from '../lead-records/leads';

/** The landing path as one of the site's pages (or "other"), as analytics keeps it: a path can carry anything. */
const storedTouch = (touch: VisitTouch): VisitTouch => (touch.landing ? { ...touch, landing: storedRoute(touch.landing) } : touch);

export function leadSourceColumns(source: QuoteRequest['source']): LeadSourceColumns {
  return {
    first_touch: source ? JSON.stringify(storedTouch(source.first)) : null,
    latest_touch: source ? JSON.stringify(storedTouch(source.latest)) : null,
    source: touchSource(source?.latest),
    campaign: source?.latest.utm_campaign ?? null,
  };
}

/** A lead the owner typed in: the channel it came by is its source; it had no visit. */
export const channelSourceColumns = (channel: string): LeadSourceColumns => ({
  first_touch: null,
  latest_touch: null,
  source: channel,
  campaign: null,
});

/** A stored touch read back; null for leads from before sources were kept. */
export function parseTouch(stored: string | null): VisitTouch | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as VisitTouch;
  } catch {
    return null;
  }
}
