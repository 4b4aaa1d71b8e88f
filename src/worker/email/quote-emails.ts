// The two emails a quote request sends: the business's notification and the visitor's receipt.
import type { Business } from '../../content/business';
import { hoursRows } from '../../shared/opening-hours';
import { nearClosuresSentence, type DatedClosure } from '../../shared/reply-promise';
import { formatBytes } from '../../shared/upload-rules';
import { stripInvisibleCharacters } from '../../shared/invisible-characters';
import { contactMethodOptions, leadReference, optionLabel, quoteRequestSchema, quoteServiceOptions } from '../../shared/quote-request';
import type { LeadRow } from '../db/leads';
import { leadFields } from '../lead-fields';
import type { UploadRow } from '../db/uploads';
import { escapeHtml } from './html';
import type { OutgoingEmail } from './resend-client';

interface QuoteEmailContext {
  lead: LeadRow;
  attachments: UploadRow[];
  business: Business;
  /** Dated closures, for the reply promise. */
  closures: readonly DatedClosure[];
  from: string;
  /** e.g. https://www.example.com, for links into the dashboard. */
  siteUrl: string;
}

/** A header is one line: line breaks and runs of whitespace become one space, hidden characters go. */
const subjectLine = (text: string) => stripInvisibleCharacters(text.replace(/\s+/g, ' ')).replace(/ {2,}/g, ' ').trim();

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f9;font-family:Arial,Helvetica,sans-serif;color:#0f1b2a;line-height:1.5">
<div style="max-width:620px;margin:0 auto;background:#fff;border:1px solid #d5dce3;border-radius:8px;padding:24px">${body}</div>
</body></html>`;
}

export function businessNotification({ lead, attachments, business, from, siteUrl }: QuoteEmailContext): OutgoingEmail {
  const reference = leadReference(lead.id, lead.created_at);
  const leadUrl = `${siteUrl}/admin/leads/${lead.id}`;
  const fields = leadFields(lead);
  const attachmentLinks = attachments.map((file) => ({
    label: `${file.original_name} (${formatBytes(file.size)})`,
    url: `${leadUrl}/attachments/${file.id}`,
  }));
  const subject = subjectLine(`New quote request ${reference}: ${optionLabel(quoteServiceOptions, lead.service)} from ${lead.full_name}`);

  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('');
  const files = attachmentLinks.length
    ? `<ul>${attachmentLinks.map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.label)}</a></li>`).join('')}</ul>`
    : paragraph('No drawings attached.');
  const html = page(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">New quote request ${escapeHtml(reference)}</h1>
<table role="presentation" style="border-collapse:collapse;margin-bottom:16px">${rows}</table>
<h2 style="font-size:16px">Drawings</h2>${files}
<p><a href="${escapeHtml(leadUrl)}">Open ${escapeHtml(reference)} in the dashboard</a> (sign-in required). Reply to this email to answer ${escapeHtml(lead.full_name)} directly.</p>`,
  );
  const text = [
    `New quote request ${reference}`,
    '',
    ...fields.map(({ label, value }) => `${label}: ${value}`),
    '',
    'Drawings:',
    ...(attachmentLinks.length ? attachmentLinks.map((file) => `- ${file.label}: ${file.url}`) : ['- none']),
    '',
    `Dashboard: ${leadUrl}`,
  ].join('\n');

  return { from, to: [business.email], subject, html, text, replyTo: lead.email };
}

/**
 * The receipt goes to whatever address was typed, so the only text in it the visitor chose is
 * the name it greets, and only a name the form's rules accept (a lead stored before them may
 * hold a web address).
 */
export function visitorAcknowledgement({ lead, attachments, business, closures, from }: QuoteEmailContext): OutgoingEmail {
  const reference = leadReference(lead.id, lead.created_at);
  const subject = subjectLine(`We received your quote request ${reference}`);
  const greeting = quoteRequestSchema.shape.fullName.safeParse(lead.full_name).success ? `Hi ${lead.full_name},` : 'Hello,';
  const hours = hoursRows(business.hours).map((row) => `${row.days}: ${row.hours}`);
  const closedSoon = nearClosuresSentence(closures, new Date());
  const intro = [
    greeting,
    `Thank you for your request for ${optionLabel(quoteServiceOptions, lead.service).toLowerCase()}. Your reference number is ${reference}; please quote it when you contact us.`,
    `Our estimating team reviews every request during business hours and will reply by ${optionLabel(contactMethodOptions, lead.preferred_contact).toLowerCase()} within one working day, with questions or a quotation.${closedSoon ? ` ${closedSoon}` : ''}${attachments.length ? ` We received ${attachments.length} drawing${attachments.length === 1 ? '' : 's'}.` : ''}`,
  ];
  const html = page(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">Quote request ${escapeHtml(reference)} received</h1>
${intro.map(paragraph).join('')}
<h2 style="font-size:16px">Business hours</h2><ul>${hours.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${paragraph(`Need to add something? Reply to this email or call ${business.phone}.`)}
${paragraph(business.name)}`,
  );
  const text = [...intro, '', 'Business hours:', ...hours, '', `Need to add something? Reply to this email or call ${business.phone}.`, '', business.name].join('\n');
  return { from, to: [lead.email], subject, html, text, replyTo: business.email };
}
