// A lead's quotation events as timeline entries: sent, opened, the customer's answers, voids.
import { versionReference } from '../../shared/quotation';
import type { TimelineEntry } from '../../shared/lead-view';
import { leadReference } from '../../shared/quote-request';
import type { LeadRow } from '../lead-records/leads';
import { eventsForLead, versionsForLead, type QuotationEventKind } from '../quotation-records/store';
import { adminPaths } from '../../shared/admin-paths';

const eventWords: Record<QuotationEventKind, string> = {
  sent: 'sent',
  viewed: 'opened by the customer',
  'changes-requested': 'changes asked for',
  accepted: 'accepted',
  declined: 'declined',
  voided: 'voided',
  reminder: 'reminder: expires in two working days',
  paid: 'payment received',
  'payment-proof': 'proof of payment sent by the customer',
  'payment-rejected': 'proof of payment rejected',
};

export async function quotationTimeline(db: D1Database, lead: LeadRow): Promise<TimelineEntry[]> {
  const [events, versions] = await Promise.all([eventsForLead(db, lead.id), versionsForLead(db, lead.id)]);
  const reference = leadReference(lead.id, lead.created_at);
  return events.flatMap((event): TimelineEntry[] => {
    const version = versions.find((candidate) => candidate.id === event.version_id);
    if (!version) return [];
    const url = `${adminPaths.lead(lead.id)}/quotation/versions/${version.id}`;
    return [
      {
        kind: 'quotation',
        at: event.created_at,
        reference: versionReference(reference, version.revision),
        url,
        what: eventWords[event.kind],
        actor: event.actor,
        detail: event.kind === 'sent' ? '' : event.detail,
        poFile: event.kind === 'accepted' && version.po_r2_key ? { name: version.po_file_name!, url: `${url}/po` } : null,
      },
    ];
  });
}
