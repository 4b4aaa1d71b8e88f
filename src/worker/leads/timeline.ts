// The lead page's one timeline, oldest first: the request, status changes, notes, emails out
// (quote emails and replies, with delivery status) and in, alerts, and who changed the contract hold.
import { contactWords } from '../../shared/lead-calls';
import { callsForLead } from '../lead-records/calls';
import { calendarDayInWords, manilaDayStart } from '../../shared/business-time';
import { leadReference } from '../../shared/quote-request';
import { formatBytes } from '../../shared/upload-rules';
import type { TimelineEntry } from '../../shared/lead-view';
import type { DeliveryRow } from '../lead-records/email-deliveries';
import { statusChangesForLead } from '../lead-records/events';
import { notesForLead } from '../lead-records/inbox';
import { attachmentsForMessages, messagesForLead } from '../lead-records/messages';
import type { LeadRow } from '../lead-records/leads';
import { quotationTimeline } from '../quotations/timeline-entries';
import { contractHoldChanges } from '../action-records/dashboard-actions';
import { chatChannelNames, chatLeadChannel } from '../chat/channels';
import { jobTimeline } from '../jobs/job-timeline';

/** A customer's email that came back to the lead (from the inbound email handler), as the page prepared it. */
type InboundForTimeline = Omit<Extract<TimelineEntry, { kind: 'email-in' }>, 'kind' | 'at'> & {
  createdAt: string;
  hidden: { by: string; when: string } | null;
};

/** An alert sent about the lead (SMS, Telegram, webhook). */
interface AlertForTimeline {
  createdAt: string;
  channel: string;
  status: string;
  detail?: string | null;
}

export interface TimelineExtras {
  /** The lead's quote emails, read once by the page that also lists them. */
  deliveries: DeliveryRow[];
  inbound?: InboundForTimeline[];
  /** Days on which mail for the lead went over its daily limit: forwarded, not stored. */
  overflow?: { day: string; messages: number }[];
  alerts?: AlertForTimeline[];
  /** The Messenger or WhatsApp conversation, as src/worker/chat/lead-chat.ts made it. */
  chat?: TimelineEntry[];
}

const chatChannelNameFor = (key: string) => {
  const channel = chatLeadChannel(key);
  return channel && chatChannelNames[channel];
};

const quoteEmailLabels = { business: 'Notification to you', visitor: 'Receipt to the customer' } as const;

/** What of a received email the timeline shows: all but when it came and whether it is hidden. */
const shown = ({ createdAt: _createdAt, hidden: _hidden, ...mail }: InboundForTimeline) => mail;

export async function leadTimeline(db: D1Database, lead: LeadRow, extras: TimelineExtras): Promise<TimelineEntry[]> {
  const { deliveries } = extras;
  const [statusChanges, notes, messages, calls, quotation, contractHolds, job] = await Promise.all([
    statusChangesForLead(db, lead.id),
    notesForLead(db, lead.id),
    messagesForLead(db, lead.id),
    callsForLead(db, lead.id),
    quotationTimeline(db, lead),
    contractHoldChanges(db, lead.id),
    jobTimeline(db, lead.id),
  ]);
  const files = await attachmentsForMessages(
    db,
    messages.map((message) => message.id),
  );

  const entries: TimelineEntry[] = [
    {
      kind: 'request',
      at: lead.created_at,
      reference: leadReference(lead.id, lead.created_at),
      addedBy: lead.added_by === null ? null : { operator: lead.added_by, source: lead.source },
      chat: chatChannelNameFor(lead.idempotency_key),
    },
    // A new lead's emails are queued with the request itself.
    ...deliveries.map((delivery): TimelineEntry => ({
      kind: 'email-out',
      at: lead.created_at,
      label: quoteEmailLabels[delivery.kind],
      to: delivery.kind === 'visitor' ? lead.email : 'the business inbox',
      subject: null,
      status: delivery.status,
      attempts: delivery.attempts,
      sender: null,
      text: null,
      attachments: [],
      lastError: delivery.last_error,
    })),
    ...messages.map((message): TimelineEntry => ({
      kind: 'email-out',
      at: message.created_at,
      label: 'Reply',
      to: message.to_address,
      subject: message.subject,
      status: message.status,
      attempts: message.attempts,
      sender: message.sender,
      text: message.text,
      attachments: files
        .filter((file) => file.message_id === message.id)
        .map((file) => ({ name: file.file_name, size: formatBytes(file.size) })),
      lastError: message.last_error,
    })),
    ...statusChanges.map((change): TimelineEntry => ({
      kind: 'status',
      at: change.created_at,
      actor: change.actor,
      from: change.from_status,
      to: change.to_status,
    })),
    ...notes.map((note): TimelineEntry => ({ kind: 'note', at: note.created_at, author: note.author, body: note.body })),
    ...calls.map((call): TimelineEntry => ({
      kind: 'call',
      at: call.created_at,
      operator: call.operator,
      words: contactWords(call.kind, call.direction, call.outcome),
      note: call.note,
    })),
    ...(extras.inbound ?? []).map((mail): TimelineEntry =>
      mail.hidden
        ? { kind: 'email-in-hidden', at: mail.createdAt, from: mail.from, by: mail.hidden.by, hiddenWhen: mail.hidden.when }
        : { ...shown(mail), kind: 'email-in', at: mail.createdAt },
    ),
    ...(extras.overflow ?? []).map((day): TimelineEntry => ({
      kind: 'mail-overflow',
      at: new Date(manilaDayStart(day.day).getTime() + 24 * 60 * 60 * 1000 - 1).toISOString(),
      day: calendarDayInWords(day.day),
      messages: day.messages,
    })),
    ...quotation,
    ...job,
    ...contractHolds.map((change): TimelineEntry => ({ kind: 'contract-hold', ...change })),
    ...(extras.chat ?? []),
    ...(extras.alerts ?? []).map((alert): TimelineEntry => ({
      kind: 'alert',
      at: alert.createdAt,
      channel: alert.channel,
      status: alert.status,
      detail: alert.detail ?? null,
    })),
  ];
  // A stable sort: entries at the same moment keep the order above (the request first, a reply
  // before the status change it made).
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
