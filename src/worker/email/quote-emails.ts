// Every email's envelope in one place: who it is from, to whom, where answers go, and the
// props its template (src/worker/email/templates/) is rendered with.
import type { Business } from '../../content/business';
import { unverifiedLead } from '../../content/quote-form';
import { nearClosuresSentence } from '../../shared/reply-promise';
import type { Closure } from '../../shared/site-facts';
import { formatBytes } from '../../shared/upload-rules';
import { contactMethodOptions, leadReference, optionLabel, quoteRequestSchema, quoteServiceOptions } from '../../shared/quote-request';
import { quantityWithUnit } from '../../shared/catalogue';
import { catalogueWords } from '../../shared/quote-lines';
import type { LeadRow, QuoteLineRow } from '../lead-records/leads';
import { leadFields } from '../lead-records/fields';
import type { UploadRow } from '../storage/uploads';
import { renderEmail } from './render-email';
import { leadDashboardUrl } from '../alerts/alert-text';
import type { OutgoingEmail } from '../email-transport/resend-client';
import { businessNotification as businessNotificationTemplate } from './templates/BusinessNotification';
import type { EmailQuoteLine } from './templates/QuoteLinesTable';
import { replyEmail as replyEmailTemplate } from './templates/ReplyEmail';
import { visitorReceipt } from './templates/VisitorReceipt';

interface QuoteEmailContext {
  lead: LeadRow;
  attachments: UploadRow[];
  /** The quote-list lines, in the order sent. */
  lines: QuoteLineRow[];
  business: Business;
  /** Dated closures, for the reply promise. */
  closures: readonly Closure[];
  from: string;
  /** The lead's reply address (replyAddressFor()): the business's copy carries it in Cc. */
  replyAddress: string;
  /** e.g. https://www.example.com, for links into the dashboard. */
  siteUrl: string;
}

/** Every word as sent, for the business. */
const businessLine = (line: QuoteLineRow): EmailQuoteLine => ({
  quantity: quantityWithUnit(line.quantity, line.unit),
  item: line.item,
  material: catalogueWords(line),
  note: line.note ?? undefined,
});

/** The catalogue's own words (family, grade, finish) and the quantity only: no free text. */
const receiptLine = (line: QuoteLineRow): EmailQuoteLine => ({
  quantity: quantityWithUnit(line.quantity, line.unit),
  material: catalogueWords(line),
});

export async function businessNotification({
  lead,
  attachments,
  business,
  from,
  replyAddress,
  siteUrl,
  lines,
}: QuoteEmailContext): Promise<OutgoingEmail> {
  const leadUrl = leadDashboardUrl(siteUrl, lead.id);
  const email = await renderEmail(businessNotificationTemplate, {
    reference: leadReference(lead.id, lead.created_at),
    customerName: lead.full_name,
    serviceLabel: optionLabel(quoteServiceOptions, lead.service),
    fields: leadFields(lead).map(({ label, value }) => ({ label, value })),
    drawings: attachments.map((file) => ({
      label: `${file.original_name} (${formatBytes(file.size)})`,
      url: `${leadUrl}/attachments/${file.id}`,
    })),
    leadUrl,
    lines: lines.map(businessLine),
    ...(lead.unverified === 1 && { unverified: unverifiedLead.explanation }),
  });
  // Reply All from the mail app goes to the customer and, through the Cc, to the lead's timeline.
  return { from, to: [business.email], cc: [replyAddress], replyTo: lead.email, ...email };
}

/**
 * The receipt goes to whatever address was typed, so the only text in it the visitor chose is
 * the name it greets, and only a name the form's rules accept (a lead stored before them may
 * hold a web address). Its lines list quantities and the catalogue's words (family, grade,
 * finish) only: the item and note are free text, and stay with the business's copy.
 */
export async function visitorAcknowledgement({
  lead,
  attachments,
  business,
  closures,
  from,
  lines,
}: QuoteEmailContext): Promise<OutgoingEmail> {
  const email = await renderEmail(visitorReceipt, {
    reference: leadReference(lead.id, lead.created_at),
    greeting: quoteRequestSchema.shape.fullName.safeParse(lead.full_name).success ? `Hi ${lead.full_name},` : 'Hello,',
    serviceLabel: optionLabel(quoteServiceOptions, lead.service),
    contactMethodLabel: optionLabel(contactMethodOptions, lead.preferred_contact),
    drawingCount: attachments.length,
    business,
    closedSoon: nearClosuresSentence(closures, new Date()),
    lines: lines.map(receiptLine),
  });
  return { from, to: [lead.email], replyTo: business.email, ...email };
}

interface ReplyContext {
  lead: LeadRow;
  business: Business;
  from: string;
  /** From replyAddressFor(): answers come back to this lead. */
  replyTo: string;
  topic: string;
  body: string;
  attachmentNames: string[];
}

/** An operator's answer: from EMAIL_FROM to the lead, answers to the lead's own reply address. */
export async function leadReply({ lead, business, from, replyTo, topic, body, attachmentNames }: ReplyContext): Promise<OutgoingEmail> {
  const email = await renderEmail(replyEmailTemplate, {
    reference: leadReference(lead.id, lead.created_at),
    topic,
    body,
    attachmentNames,
    business,
  });
  return { from, to: [lead.email], replyTo, ...email };
}
