// The lead's dashboard page: the request, its files, the timeline and the reply box.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { replyFileLimitText, replyMaxFiles, replyTotalLimitText } from '../../shared/reply-rules';
import { leadReference } from '../../shared/quote-request';
import { allowedExtensionsText, allowedUploadTypes, formatBytes } from '../../shared/upload-rules';
import { LeadPage } from '../../ui/admin/leads/LeadPage';
import type { ReplyBox, TimelineEntry } from '../../shared/lead-view';
import type { DashboardEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import { inboundMessagesForLead, inboundOverflowForLead } from '../lead-records/inbound-messages';
import { alertsForLead } from '../lead-records/alerts';
import { deliveriesForLead } from '../lead-records/email-deliveries';
import { leadStatuses } from '../../shared/lead-status';
import { leadTimeline } from './timeline';
import { quoteLinesForLeads, type LeadRow } from '../lead-records/leads';
import { fillTemplate, replyTemplates } from '../reply-templates/store';
import { uploadsForLead } from '../storage/uploads';
import { adminPage } from '../render/render-admin';
import { formatManilaTime } from '../../shared/business-time';
import { leadDetail } from './view';
import { quotationSummary } from '../quotations/summary';
import { pushAlertOutcome } from '../push/push-outcome';
import { pushOutcomesForLead } from '../push/push-store';
import { leadChat, type ChatBoxState } from '../chat/lead-chat';
import { recordLook } from '../lead-records/looks';
import { adminPaths } from '../../shared/admin-paths';

interface ReplyState {
  /** Fill the box from this template. */
  templateId?: string;
  /** What the operator had in the box when a send was refused. */
  draft?: ReplyBox['draft'];
  error?: string;
  /** The chat answer box's text and why its send was refused. */
  chat?: ChatBoxState;
  /** The other lead's reference as typed, and why joining it was refused. */
  merge?: { typed: string; error: string };
}

/** `?done=` after a change on the lead, and what the timeline says of it; a Map, so `?done=__proto__` finds nothing. */
const outcomes = new Map([
  ['status', 'Status changed: the change is at the foot of the timeline.'],
  ['note', 'Note added: it is at the foot of the timeline.'],
  ['reply', 'Reply queued: it is at the foot of the timeline, with its delivery status.'],
  ['hidden', 'Email hidden: the timeline says who hid it.'],
  ['call', 'Logged: it is at the foot of the timeline.'],
  ['follow-up', 'Follow-up set: the overview lists the lead from that day.'],
  ['follow-up-done', 'Follow-up done.'],
  ['added', 'Lead added: it is in the inbox as new.'],
  ['merged', 'Leads joined: the note at the foot of the timeline says what came from the other lead.'],
]);

/** The owner's own answers by mail are on the timeline, but neither wait for a reply nor bring drawings. */
const isCustomerEmail = (entry: TimelineEntry): entry is Extract<TimelineEntry, { kind: 'email-in' }> =>
  entry.kind === 'email-in' && !entry.fromBusiness;

/** Timeline entries a page shows, newest first pages: however much mail comes in, the lead page stays short. */
const timelinePageSize = 50;

function timelinePage<T>(entries: T[], requested: string | undefined) {
  const pages = Math.max(1, Math.ceil(entries.length / timelinePageSize));
  const asked = Number(requested);
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  const end = entries.length - (page - 1) * timelinePageSize;
  return { entries: entries.slice(Math.max(0, end - timelinePageSize), end), page, pages };
}

export async function leadPage(c: Context<DashboardEnv>, lead: LeadRow, state: ReplyState = {}, status: ContentfulStatusCode = 200) {
  const [deliveries, uploads, inbound, overflow, alerts, templates, quoteLines, quotation, pushes] = await Promise.all([
    deliveriesForLead(c.env.DB, lead.id),
    uploadsForLead(c.env.DB, lead.id),
    inboundMessagesForLead(c.env.DB, lead.id),
    inboundOverflowForLead(c.env.DB, lead.id),
    alertsForLead(c.env.DB, lead.id),
    replyTemplates(c.env.DB),
    quoteLinesForLeads(c.env.DB, [lead.id]),
    quotationSummary(c.env.DB, lead),
    pushOutcomesForLead(c.env.DB, lead.id),
    // What Needs action counts as new to this person starts from now.
    recordLook(c.env.DB, lead.id, c.get('operator'), new Date().toISOString()),
  ]);
  const reference = leadReference(lead.id, lead.created_at);
  const fill = (text: string) => fillTemplate(text, { name: lead.full_name, reference });
  const chat = await leadChat(c.env, lead.id, {
    templates,
    fill,
    state: state.chat ?? { templateId: c.req.query('chatTemplate') },
    now: new Date(),
  });
  const timeline = await leadTimeline(c.env.DB, lead, {
    deliveries,
    chat: chat.timeline,
    overflow,
    inbound: inbound.map((mail) => ({
      createdAt: mail.createdAt,
      hideUrl: `${adminPaths.lead(lead.id)}/inbound/${mail.id}/hide`,
      from: mail.from,
      sentBy: mail.envelopeFrom && mail.envelopeFrom.toLowerCase() !== mail.from.toLowerCase() ? mail.envelopeFrom : null,
      fromBusiness: mail.fromBusiness,
      fromOtherAddress:
        mail.kind === 'reply' &&
        !mail.fromBusiness &&
        [mail.from, mail.envelopeFrom].some((address) => address !== '' && address.toLowerCase() !== lead.email.toLowerCase()),
      authentication: mail.authentication,
      hidden: mail.hidden && { by: mail.hidden.by, when: formatManilaTime(mail.hidden.at) },
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((file) => ({
        name: file.fileName,
        size: formatBytes(file.size),
        url: file.accepted ? `${adminPaths.lead(lead.id)}/inbound-attachments/${file.id}` : null,
        refused: file.refusedReason,
      })),
    })),
    alerts: alerts.map((alert) => ({
      createdAt: alert.createdAt,
      channel: alert.channel,
      ...(alert.channel === 'push' ? pushAlertOutcome(alert, pushes.get(alert.id)) : { status: alert.status, detail: alert.lastError }),
    })),
  });
  const shown = timelinePage(timeline, c.req.query('timeline'));
  const customerEmails = timeline.filter(isCustomerEmail);
  const newestFirst = c.req.query('order') === 'newest';
  const businessName = (await siteFacts(c.env)).business.name;
  const chosen = templates.find((template) => template.id === state.templateId);
  const draft = state.draft ?? {
    templateId: chosen?.id ?? null,
    subject: fill(chosen?.subject ?? 'Your quote request {reference}'),
    body: chosen ? fill(chosen.body) : '',
  };
  const reply: ReplyBox = {
    templates: [{ id: '', label: 'No template' }, ...templates.map(({ id, label }) => ({ id, label }))],
    draft,
    error: state.error,
    accept: Object.keys(allowedUploadTypes)
      .map((extension) => `.${extension}`)
      .join(','),
    limits: `Up to ${replyMaxFiles} files (${allowedExtensionsText}), ${replyFileLimitText} each and ${replyTotalLimitText} together.`,
  };
  return adminPage(
    c,
    <LeadPage
      lead={leadDetail({
        lead,
        deliveries,
        uploads,
        timeline: newestFirst ? [...shown.entries].reverse() : shown.entries,
        newestEmail: customerEmails.at(-1),
        receivedFiles: [
          ...customerEmails.flatMap((mail) =>
            mail.attachments.flatMap((file) =>
              file.url ? [{ name: file.name, size: file.size, url: file.url, from: `By email, ${formatManilaTime(mail.at)}` }] : [],
            ),
          ),
          ...chat.files,
        ],
        quoteLines,
        businessName,
        quotation,
      })}
      timelinePages={{ page: shown.page, pages: shown.pages, newestFirst }}
      done={outcomes.get(c.req.query('done') ?? '')}
      statuses={leadStatuses}
      reply={reply}
      chat={chat.box}
      merge={c.get('person')?.role === 'owner' ? { typed: state.merge?.typed ?? '', error: state.merge?.error } : undefined}
    />,
    status,
  );
}
