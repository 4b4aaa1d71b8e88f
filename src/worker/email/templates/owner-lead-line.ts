// A lead as the owner's reminder and digest emails list it: no contact details, only what
// identifies the request and the link to it.
import { formatManilaTime } from '../../../shared/business-time';
import { leadReference, optionLabel, quoteServiceOptions } from '../../../shared/quote-request';
import { leadDashboardUrl } from '../../alerts/alert-text';
import type { LeadRow } from '../../lead-records/leads';

export interface OwnerLeadLine {
  reference: string;
  name: string;
  service: string;
  /** When it arrived, Manila time, e.g. "Nov 20, 2026, 5:00 PM". */
  receivedAt: string;
  url: string;
}

export function ownerLeadLine(lead: Pick<LeadRow, 'id' | 'created_at' | 'full_name' | 'service'>, siteUrl: string): OwnerLeadLine {
  return {
    reference: leadReference(lead.id, lead.created_at),
    name: lead.full_name,
    service: optionLabel(quoteServiceOptions, lead.service),
    receivedAt: formatManilaTime(lead.created_at),
    url: leadDashboardUrl(siteUrl, lead.id),
  };
}

export const ownerLeadText = (lead: OwnerLeadLine) =>
  `${lead.reference} ${lead.name}: ${lead.service}, received ${lead.receivedAt}. ${lead.url}`;
