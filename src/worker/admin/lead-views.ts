// Turns lead rows into what the dashboard shows: labels for option ids, Manila times.
import { businessTimeZone } from '../../shared/business-time';
import { leadFieldLabels } from '../../content/quote-form';
import { leadReference, optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import { formatBytes } from '../../shared/upload-rules';
import type { LeadDetail, LeadSummary } from '../../ui/admin/lead-view';
import type { DeliveryRow } from '../db/email-deliveries';
import type { LeadNote } from '../db/lead-inbox';
import { quantityWithUnit } from '../../shared/catalogue';
import { catalogueWords } from '../../shared/quote-lines';
import type { LeadRow, QuoteLineRow } from '../db/leads';
import type { UploadRow } from '../db/uploads';
import type { LeadField } from '../db/lead-columns';
import { leadFields } from '../lead-fields';

/** Fields that head the lead's page rather than being listed. */
const headingFields: readonly LeadField[] = ['fullName', 'email', 'phone'];

const manilaTime = new Intl.DateTimeFormat('en-PH', { timeZone: businessTimeZone, dateStyle: 'medium', timeStyle: 'short' });
export const formatManilaTime = (iso: string) => manilaTime.format(new Date(iso));

export function leadSummary(lead: LeadRow, deliveries: Pick<DeliveryRow, 'kind' | 'status'>[]): LeadSummary {
  return {
    id: lead.id,
    reference: leadReference(lead.id, lead.created_at),
    received: formatManilaTime(lead.created_at),
    name: lead.full_name,
    company: lead.company,
    service: optionLabel(quoteServiceOptions, lead.service),
    status: lead.status,
    needsAttention: lead.needs_attention === 1,
    emailSummary: deliveries.map((d) => `${d.kind} ${d.status}`).join(' · '),
  };
}

export function attachmentUrl(leadId: number, uploadId: string) {
  return `/admin/leads/${leadId}/attachments/${uploadId}`;
}

interface DetailSources {
  lead: LeadRow;
  deliveries: DeliveryRow[];
  events: { delivery_id: number; at: string; outcome: string; detail: string | null }[];
  uploads: UploadRow[];
  notes: LeadNote[];
  quoteLines: QuoteLineRow[];
}

export function leadDetail({ lead, deliveries, events, uploads, notes, quoteLines }: DetailSources): LeadDetail {
  return {
    ...leadSummary(lead, deliveries),
    email: lead.email,
    phone: lead.phone,
    fields: [
      ...leadFields(lead)
        .filter(({ field }) => !headingFields.includes(field))
        .map(({ label, value }): [string, string] => [label, value]),
      ...(lead.country ? [[leadFieldLabels.country, lead.country] as [string, string]] : []),
    ],
    attachments: uploads.map((upload) => ({
      name: upload.original_name,
      size: formatBytes(upload.size),
      url: attachmentUrl(lead.id, upload.id),
    })),
    quoteLines: quoteLines.map((line) => ({
      quantity: quantityWithUnit(line.quantity, line.unit),
      item: line.item,
      material: catalogueWords(line),
      note: line.note,
    })),
    emails: deliveries.map((delivery) => ({
      kind: delivery.kind,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.last_error,
      events: events
        .filter((event) => event.delivery_id === delivery.id)
        .map((event) => ({ at: formatManilaTime(event.at), outcome: event.outcome, detail: event.detail })),
    })),
    notes: notes.map((note) => ({ at: formatManilaTime(note.created_at), author: note.author, body: note.body })),
  };
}
