// Sending a quotation: the draft frozen as the next version (Q-2026-000123, then -R1, -R2...),
// its PDF made and kept in R2, and the email with the PDF and the customer's link going out
// through the reply path, all recorded in one transaction. A PDF that cannot be made never stops
// the send: the version is kept, the email carries the link, and the owner sees why.
import type { Context } from 'hono';
import { documentBusiness } from '../published-facts/document-business';
import { addDays, customerDayInWords, manilaDay } from '../../shared/business-time';
import { quotationTotals } from '../../shared/quotation-money';
import { versionReference, type QuotationDocument, type QuotationDraft } from '../../shared/quotation';
import { leadReference } from '../../shared/quote-request';
import type { SiteFacts } from '../../shared/site-facts';
import type { DashboardEnv } from '../app-env';
import { fillTemplate, replyTemplates } from '../reply-templates/store';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { statusChangeStatements } from '../lead-records/events';
import { answeredStatement } from '../lead-records/inbox';
import type { LeadRow } from '../lead-records/leads';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { pricedLines } from './builder-form';
import { renderQuotationPdf } from './pdf';
import { pdfProblems, type PdfProblem } from './pdf-problems';
import { newVersionStatements, type VersionRow } from '../quotation-records/store';
import { newToken } from '../quotation-records/token';
import { enqueue } from '../queue/enqueue';

const customerQuotationPath = (token: string) => `/quotation/${token}`;

function quotationDocument(
  lead: LeadRow,
  draft: QuotationDraft,
  facts: SiteFacts,
  { revision, issuedOn, preparedBy }: { revision: number; issuedOn: string; preparedBy: string },
): QuotationDocument {
  const settings = facts.quotations;
  const lines = pricedLines(draft);
  const totals = quotationTotals(lines, {
    vat: settings.vat,
    discount: draft.discount,
    withholding: draft.withholding,
    depositPercent: draft.terms.depositPercent,
  });
  return {
    reference: versionReference(leadReference(lead.id, lead.created_at), revision),
    issuedOn,
    validUntil: addDays(issuedOn, draft.terms.validityDays),
    business: documentBusiness(facts),
    customer: { name: lead.full_name, company: lead.company, email: lead.email, phone: lead.phone },
    lines: draft.lines.map((line, index) => ({
      ...lines[index]!,
      description: line.description,
      unit: line.unit,
      amountCentavos: totals.lineAmounts[index]!,
    })),
    discount: draft.discount,
    withholding: draft.withholding,
    totals,
    terms: draft.terms,
    preparedBy,
  };
}

/** The version Send would make of this draft now: what the preview shows before Send. */
export function nextVersionDocument(
  lead: LeadRow,
  draft: QuotationDraft,
  facts: SiteFacts,
  versions: readonly VersionRow[],
  preparedBy: string,
): QuotationDocument {
  return quotationDocument(lead, draft, facts, { revision: nextRevision(versions), issuedOn: manilaDay(new Date()), preparedBy });
}

const nextRevision = (versions: readonly VersionRow[]) =>
  versions.length === 0 ? 0 : Math.max(...versions.map((version) => version.revision)) + 1;

/** What the PDF of this draft could not draw, as Send would find it: the builder shows it before Send. */
export function draftPdfProblems(lead: LeadRow, draft: QuotationDraft, facts: SiteFacts, preparedBy: string): PdfProblem[] {
  return pdfProblems(quotationDocument(lead, draft, facts, { revision: 0, issuedOn: manilaDay(new Date()), preparedBy }));
}

/** The PDF's bytes, kept in R2; or why it could not be made (`customersText`: what the customer typed that its font cannot draw). */
async function storedPdf(c: Context<DashboardEnv>, document: QuotationDocument, customersText: PdfProblem[]) {
  if (customersText.length > 0) return { r2Key: null, size: 0, error: customersText.map((problem) => problem.message).join(' ') };
  try {
    const bytes = await renderQuotationPdf(document);
    const r2Key = `quotations/${crypto.randomUUID()}.pdf`;
    await c.env.UPLOADS.put(r2Key, bytes, {
      httpMetadata: { contentType: 'application/pdf', contentDisposition: 'attachment' },
      customMetadata: { originalName: `${document.reference}.pdf`, quotation: document.reference },
    });
    return { r2Key, size: bytes.byteLength, error: null };
  } catch (error) {
    c.get('logger').error('quotation PDF could not be made; sending the link only', {
      reference: document.reference,
      error: String(error),
    });
    return { r2Key: null, size: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function sendQuotation(
  c: Context<DashboardEnv>,
  lead: LeadRow,
  quotationId: number,
  draft: QuotationDraft,
  facts: SiteFacts,
  versions: readonly VersionRow[],
): Promise<{ reference: string; pdfError: string | null } | { refused: PdfProblem[] }> {
  const now = new Date();
  const operator = c.get('operator');
  const revision = nextRevision(versions);
  // The customer reads the person's name, never their own email address (which may be personal).
  const preparedBy = c.get('person').name;
  const document = quotationDocument(lead, draft, facts, { revision, issuedOn: manilaDay(now), preparedBy });
  const problems = pdfProblems(document);
  const refused = problems.filter((problem) => !problem.customers);
  if (refused.length > 0) return { refused };
  const { token, hash } = await newToken();
  const pdf = await storedPdf(c, document, problems);

  const reference = leadReference(lead.id, lead.created_at);
  const template = (await replyTemplates(c.env.DB)).find((candidate) => candidate.id === 'quotation-attached');
  const fill = (text: string) => fillTemplate(text, { name: lead.full_name, reference: document.reference });
  const link = `${c.env.SITE_URL.replace(/\/$/, '')}${customerQuotationPath(token)}`;
  const body =
    `${fill(template?.body ?? '')}\n\nSee quotation ${document.reference} and accept it online (valid until ${customerDayInWords(document.validUntil)}):\n${link}`.trim();
  const email = await leadReply({
    lead,
    business: facts.business,
    from: c.env.EMAIL_FROM,
    replyTo: replyAddressFor(reference, c.env),
    topic: fill(template?.subject ?? 'Quotation {reference}'),
    body,
    attachmentNames: pdf.r2Key ? [`${document.reference}.pdf`] : [],
  });
  const at = now.toISOString();
  let messageId: number;
  try {
    messageId = await storeLeadMessage(
      c.env.DB,
      leadMessageOf(lead, email, {
        createdAt: at,
        sender: operator,
        templateId: 'quotation-attached',
        attachments: pdf.r2Key
          ? [{ r2Key: pdf.r2Key, fileName: `${document.reference}.pdf`, contentType: 'application/pdf', size: pdf.size }]
          : [],
      }),
      [
        ...newVersionStatements(c.env.DB, {
          quotationId,
          leadId: lead.id,
          revision,
          sentAt: at,
          sentBy: operator,
          tokenHash: hash,
          document,
          pdfR2Key: pdf.r2Key,
          pdfError: pdf.error,
        }),
        ...statusChangeStatements(c.env.DB, { leadId: lead.id, to: 'quoted', actor: operator, at, onlyFrom: ['new', 'contacted'] }),
        answeredStatement(c.env.DB, lead.id),
      ],
    );
  } catch (error) {
    if (pdf.r2Key) await c.env.UPLOADS.delete(pdf.r2Key);
    throw error;
  }
  try {
    await enqueue(c.env, [{ kind: 'reply', leadMessageId: messageId }]);
  } catch (error) {
    c.get('logger').error('quotation email could not be queued; the sweep will retry', { leadMessageId: messageId, error: String(error) });
  }
  return { reference: document.reference, pdfError: pdf.error };
}
