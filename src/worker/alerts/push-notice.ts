// A push notification's words: the event, the lead's reference and the customer's name, nothing
// else personal (a phone shows it on the lock screen, and the push service carries it).
import { pushEvents, type PushEvent } from '../../shared/push-events';
import { adminPaths } from '../../shared/admin-paths';
import { leadReference } from '../../shared/quote-request';
import { displayName, type QuotationAnswer } from '../alerts/alert-text';
import type { AlertKind } from '../lead-records/alerts';
import type { LeadRow } from '../lead-records/leads';
import type { PushNotice } from '../push/push-config';

/** The push event an alert is, or null for alerts no phone can choose (a reminder, an expiry, a change request). */
export function pushEventOf(kind: AlertKind, answer?: QuotationAnswer): PushEvent | null {
  switch (kind) {
    case 'new-lead':
    case 'customer-reply':
    case 'follow-up':
      return kind;
    case 'quotation-answer':
      if (answer === 'paid' || answer === 'payment-proof') return 'quotation-paid';
      return answer === 'viewed' || answer === 'accepted' || answer === 'declined' ? `quotation-${answer}` : null;
    case 'drawing-answer':
      return 'drawing-answered';
    default:
      return null;
  }
}

export const leadNotice = (event: PushEvent, lead: Pick<LeadRow, 'id' | 'created_at' | 'full_name'>): PushNotice => ({
  title: pushEvents[event],
  body: `${leadReference(lead.id, lead.created_at)} · ${displayName(lead.full_name)}`,
  url: adminPaths.lead(lead.id),
});

export const testNotice: PushNotice = {
  title: 'Test notification',
  body: 'Notifications reach this phone.',
  url: adminPaths.notifications,
};
