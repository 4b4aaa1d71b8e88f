// Turns lead rows into what the dashboard shows: labels for option ids, Manila times.
import { followUpDue } from '../../shared/lead-calls';
import { formatPesos } from '../../shared/quotation-money';
import { addDays, calendarDayInWords, formatManilaTime, manilaClock, manilaDay } from '../../shared/business-time';
import { phoneContactLinks } from '../../shared/contact-links';
import { leadFieldLabels } from '../../content/quote-form';
import { leadReference, optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import { formatBytes } from '../../shared/upload-rules';
import type { LeadAttachment, LeadDetail, LeadGlance, LeadListRow, TimelineEntry, TouchRows } from '../../shared/lead-view';
import type { DeliveryRow } from '../lead-records/email-deliveries';
import { quantityWithUnit } from '../../shared/catalogue';
import { catalogueWords } from '../../shared/quote-lines';
import type { LeadRow, QuoteLineRow } from '../lead-records/leads';
import type { LeadField } from '../lead-records/columns';
import { leadFields } from '../lead-records/fields';
import type { UploadRow } from '../storage/uploads';
import { acceptedNextStep } from './answer-words';
import { parseTouch } from './source';
import { sourceInWords } from '../../shared/source-words';
import type { VisitTouch } from '../../shared/visit-source';
import { adminPaths } from '../../shared/admin-paths';

/** Fields that head the lead's page rather than being listed. */
const headingFields: readonly LeadField[] = ['fullName', 'email', 'phone'];

export function leadListRow(lead: LeadRow, deliveries: Pick<DeliveryRow, 'kind' | 'status'>[]): LeadListRow {
  return {
    id: lead.id,
    reference: leadReference(lead.id, lead.created_at),
    received: formatManilaTime(lead.created_at),
    name: lead.full_name,
    company: lead.company,
    service: optionLabel(quoteServiceOptions, lead.service),
    status: lead.status,
    needsAttention: lead.needs_attention === 1,
    awaitingReply: lead.awaiting_reply_since !== null,
    unverified: lead.unverified === 1,
    source: lead.source,
    emailSummary: deliveries.map((d) => `${d.kind} ${d.status}`).join(' · '),
  };
}

const minuteMs = 60_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A lead's age as a card shows it: minutes under an hour, hours under a day, then days. */
export function leadAge(createdAt: string, now: Date): Pick<LeadGlance, 'age' | 'ageWords'> {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / minuteMs));
  if (minutes < 60) return { age: `${minutes} min`, ageWords: `received ${plural(minutes, 'minute')} ago` };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { age: `${hours} h`, ageWords: `received ${plural(hours, 'hour')} ago` };
  const days = Math.floor(hours / 24);
  return { age: `${days} d`, ageWords: `received ${plural(days, 'day')} ago` };
}

export function attachmentUrl(leadId: number, uploadId: string) {
  return `${adminPaths.lead(leadId)}/attachments/${uploadId}`;
}

interface DetailSources {
  lead: LeadRow;
  deliveries: Pick<DeliveryRow, 'kind' | 'status'>[];
  uploads: UploadRow[];
  timeline: TimelineEntry[];
  /** The customer's newest email shown on the lead, from the whole timeline (not only the page shown). */
  newestEmail: Extract<TimelineEntry, { kind: 'email-in' }> | undefined;
  /** Files the customer's emails brought, oldest first: later revisions of the drawings. */
  receivedFiles: LeadAttachment[];
  quoteLines: QuoteLineRow[];
  /** Signs the greeting the chat links start with. */
  businessName: string;
  quotation: LeadDetail['quotation'];
}

/** A touch's other fields in the owner's words; the tags themselves stay in the CSV export. */
const touchLabels: [keyof VisitTouch, string][] = [
  ['utm_campaign', 'Campaign'],
  ['utm_term', 'Ad keyword'],
  ['utm_content', 'Which ad or link'],
  ['gclid', 'Google Ads click'],
  ['fbclid', 'Facebook ad click'],
  ['referrer', 'Referring site'],
  ['landing', 'Landing page'],
];

function touchRows(touch: VisitTouch | null): TouchRows {
  if (!touch) return [];
  // A campaign link's source and medium read as one, e.g. facebook + cpc -> "Facebook ad".
  const cameBy: TouchRows = touch.utm_source
    ? [['Link from', sourceInWords(touch.utm_source, touch.utm_medium)]]
    : touch.utm_medium
      ? [['Link from', `a campaign link (${touch.utm_medium})`]]
      : [];
  return [
    ...cameBy,
    ...touchLabels.flatMap(([key, label]): TouchRows => {
      const value = touch[key];
      if (value === undefined) return [];
      return [[label, value === true ? 'yes' : String(value)]];
    }),
  ];
}

export function leadDetail(
  { lead, deliveries, uploads, timeline, newestEmail, receivedFiles, quoteLines, businessName, quotation }: DetailSources,
  now = new Date(),
): LeadDetail {
  const latest = parseTouch(lead.latest_touch);
  const waitingSince = lead.awaiting_reply_since;
  const accepted = quotation?.accepted;
  return {
    ...leadListRow(lead, deliveries),
    visit: latest
      ? { source: lead.source, campaign: lead.campaign, first: touchRows(parseTouch(lead.first_touch)), latest: touchRows(latest) }
      : null,
    addedBy: lead.added_by,
    spamReason: lead.spam_reason,
    contractHold: lead.contract_hold === 1,
    email: lead.email,
    phone: lead.phone,
    phoneLinks: !lead.phone
      ? []
      : phoneContactLinks(
          lead.phone,
          `Hi ${lead.full_name.split(' ')[0]}, this is ${businessName} about your quote request ${leadReference(lead.id, lead.created_at)}.`,
        ),
    fields: [
      ...leadFields(lead)
        .filter(({ field }) => !headingFields.includes(field))
        .map(({ label, value }): [string, string] => [label, value]),
      ...(lead.country ? [[leadFieldLabels.country, lead.country] as [string, string]] : []),
    ],
    attachments: [
      ...uploads.map((upload) => ({
        name: upload.original_name,
        size: formatBytes(upload.size),
        url: attachmentUrl(lead.id, upload.id),
        from: 'With the request',
      })),
      ...receivedFiles,
    ],
    timeline: timeline.map((entry) => ({ ...entry, when: formatManilaTime(entry.at) })),
    // Only an email that came since the lead began waiting waits: one answered before it (the wait is for a quotation's answer) does not.
    waitingEmail:
      waitingSince !== null && newestEmail && newestEmail.at >= waitingSince
        ? { ...newestEmail, when: formatManilaTime(newestEmail.at) }
        : null,
    acceptedNextStep:
      waitingSince !== null && accepted && accepted.at >= waitingSince && !(newestEmail && newestEmail.at > accepted.at)
        ? acceptedNextStep({ reference: quotation.reference, poNumber: accepted.poNumber })
        : null,
    followUp: lead.follow_up_on
      ? {
          on: lead.follow_up_on,
          words: calendarDayInWords(lead.follow_up_on),
          time: lead.follow_up_time,
          note: lead.follow_up_note,
          due: followUpDue({ on: lead.follow_up_on, time: lead.follow_up_time }, manilaDay(now), manilaClock(now)),
          snoozeTo: addDays(manilaDay(now), 1),
        }
      : null,
    quoteLines: quoteLines.map((line) => ({
      quantity: quantityWithUnit(line.quantity, line.unit),
      item: line.item,
      material: catalogueWords(line),
      note: line.note,
    })),
    quotation,
    wonAmount: lead.won_centavos === null ? null : formatPesos(lead.won_centavos),
  };
}
