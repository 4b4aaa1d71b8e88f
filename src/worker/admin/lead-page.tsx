// The lead's dashboard page: the request, its files, the timeline and the reply box.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { replyFileLimitText, replyMaxFiles, replyTotalLimitText } from '../../shared/reply-rules';
import { leadReference } from '../../shared/quote-request';
import { allowedExtensionsText, allowedUploadTypes, formatBytes } from '../../shared/upload-rules';
import { LeadPage } from '../../ui/admin/LeadPage';
import type { ReplyBox } from '../../ui/admin/lead-view';
import type { AppEnv } from '../app-env';
import { siteFacts } from '../site-facts/published';
import { inboundMessagesForLead } from '../db/inbound-messages';
import { alertsForLead } from '../db/lead-alerts';
import { deliveriesForLead } from '../db/email-deliveries';
import { leadStatuses } from '../db/lead-inbox';
import { leadTimeline } from '../db/lead-timeline';
import { quoteLinesForLeads, type LeadRow } from '../db/leads';
import { fillTemplate, replyTemplates } from '../db/reply-templates';
import { uploadsForLead } from '../db/uploads';
import { adminPage } from '../render/render-admin';
import { leadDetail } from './lead-views';

interface ReplyState {
  /** Fill the box from this template. */
  templateId?: string;
  /** What the operator had in the box when a send was refused. */
  draft?: ReplyBox['draft'];
  error?: string;
}

export async function leadPage(c: Context<AppEnv>, lead: LeadRow, state: ReplyState = {}, status: ContentfulStatusCode = 200) {
  const [deliveries, uploads, inbound, alerts, templates, quoteLines] = await Promise.all([
    deliveriesForLead(c.env.DB, lead.id),
    uploadsForLead(c.env.DB, lead.id),
    inboundMessagesForLead(c.env.DB, lead.id),
    alertsForLead(c.env.DB, lead.id),
    replyTemplates(c.env.DB),
    quoteLinesForLeads(c.env.DB, [lead.id]),
  ]);
  const timeline = await leadTimeline(c.env.DB, lead, {
    inbound: inbound.map((mail) => ({
      createdAt: mail.createdAt,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((file) => ({
        name: file.fileName,
        size: formatBytes(file.size),
        url: file.accepted ? `/admin/leads/${lead.id}/inbound-attachments/${file.id}` : null,
        refused: file.refusedReason,
      })),
    })),
    alerts: alerts.map((alert) => ({ createdAt: alert.createdAt, channel: alert.channel, status: alert.status, detail: alert.lastError })),
  });
  const reference = leadReference(lead.id, lead.created_at);
  const chosen = templates.find((template) => template.id === state.templateId);
  const fill = (text: string) => fillTemplate(text, { name: lead.full_name, reference });
  const draft = state.draft ?? {
    templateId: chosen?.id ?? null,
    subject: fill(chosen?.subject ?? 'Your quote request {reference}'),
    body: chosen ? fill(chosen.body) : '',
  };
  const reply: ReplyBox = {
    templates: [{ id: '', label: 'No template' }, ...templates.map(({ id, label }) => ({ id, label }))],
    draft,
    error: state.error,
    accept: Object.keys(allowedUploadTypes).map((extension) => `.${extension}`).join(','),
    limits: `Up to ${replyMaxFiles} files (${allowedExtensionsText}), ${replyFileLimitText} each and ${replyTotalLimitText} together.`,
  };
  return adminPage(
    c,
    <LeadPage
      businessName={(await siteFacts(c.env)).business.name}
      operator={c.get('operator')!}
      lead={leadDetail({ lead, deliveries, uploads, timeline, quoteLines })}
      statuses={leadStatuses}
      reply={reply}
    />,
    status,
  );
}
