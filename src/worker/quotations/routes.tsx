// /admin/leads/:id/quotation: the lead's quotation builder (save, add and remove lines, send),
// the versions sent (view, PDF, void). Server-rendered forms; every change is a same-origin POST.
import { actorLabel } from '../../shared/roles';
import { defaultQuotationSettings } from '../../content/quotation-terms';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { calendarDayInWords, formatManilaTime, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { formatPesos, quotationTotals } from '../../shared/quotation-money';
import { totalsRows } from '../../shared/quotation-totals-rows';
import { typedTotals } from '../../shared/quotation-typed-totals';
import { vatModes, versionReference, versionStatus, type QuotationDraft } from '../../shared/quotation';
import { leadReference } from '../../shared/quote-request';
import type { SiteFacts } from '../../shared/site-facts';
import { QuotationBuilder, type QuotationBuilderView, type SentVersion } from '../../ui/admin/quotations/QuotationBuilder';
import { QuotationVersionPage } from '../../ui/admin/quotations/QuotationVersionPage';
import { QuotationPreviewPage } from '../../ui/admin/quotations/QuotationPreviewPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { parseRecordId, recordId } from '../record-id';
import { leadGone, noLeadAt, unlessLeadGone } from '../render/lead-gone';
import { leadById, leadExists, quoteLinesForLeads, type LeadRow } from '../lead-records/leads';
import { peopleNames } from '../admin/accounts';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../published-facts/published';
import { downloadHeaders } from '../storage/file-download';
import {
  draftValues,
  parseBuilder,
  postedLineCount,
  pricedLines,
  sendProblems,
  type BuilderErrors,
  type BuilderValues,
} from './builder-form';
import { draftFromLead } from './prefill';
import { priceBookPrices } from './price-book';
import { draftPdfProblems, nextVersionDocument, sendQuotation } from './send';
import { pdfProblems, type PdfProblem } from './pdf-problems';
import { renderQuotationPdf } from './pdf';
import {
  parseDocument,
  quotationForLead,
  saveDraft,
  versionById,
  versionsForLead,
  voidVersion,
  type VersionRow,
} from '../quotation-records/store';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { ownBodyLimit } from '../middleware/dashboard-form-limit';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

/** A quotation of 100 long lines, well inside; the dashboard's other forms keep their 32 KB. */
const quotationFormLimitBytes = 256 * 1024;

export const quotationRoutes = new Hono<DashboardEnv>();

async function leadFromParam(c: Context<DashboardEnv>): Promise<LeadRow | null> {
  const id = recordId.safeParse(c.req.param('id'));
  return id.success ? leadById(c.env.DB, id.data) : null;
}

function versionOutcome(version: VersionRow, names: ReadonlyMap<string, string>): string | null {
  if (version.response === 'accepted') {
    return `Accepted ${formatManilaTime(version.responded_at!)} by ${version.accepted_by_name}, ${version.accepted_by_position}${version.po_number ? ` · PO ${version.po_number}` : ''}`;
  }
  if (version.response === 'declined')
    return `Declined ${formatManilaTime(version.responded_at!)}${version.decline_reason ? `: ${version.decline_reason}` : ''}`;
  if (version.voided_at)
    return `Voided ${formatManilaTime(version.voided_at)} by ${actorLabel(version.voided_by ?? '', names)}: ${version.void_reason}`;
  return null;
}

function sentVersions(lead: LeadRow, versions: readonly VersionRow[], today: string, names: ReadonlyMap<string, string>): SentVersion[] {
  const newest = Math.max(-1, ...versions.map((version) => version.revision));
  const base = `${adminPaths.lead(lead.id)}/quotation/versions`;
  return versions.map((version) => {
    const status = versionStatus(
      {
        revision: version.revision,
        validUntil: version.valid_until,
        viewedAt: version.viewed_at,
        response: version.response,
        voidedAt: version.voided_at,
      },
      newest,
      today,
    );
    return {
      id: version.id,
      reference: versionReference(leadReference(lead.id, lead.created_at), version.revision),
      status,
      sentAt: formatManilaTime(version.sent_at),
      sentBy: actorLabel(version.sent_by, names),
      total: formatPesos(version.total_centavos),
      validUntil: calendarDayInWords(version.valid_until),
      pdfUrl: version.pdf_r2_key ? `${base}/${version.id}/pdf` : null,
      pdfError: version.pdf_error,
      viewUrl: `${base}/${version.id}`,
      voidUrl: !version.response && !version.voided_at && status !== 'superseded' ? `${base}/${version.id}/void` : null,
      outcome: versionOutcome(version, names),
    };
  });
}

interface BuilderState {
  values?: BuilderValues;
  errors?: BuilderErrors;
  /** The draft the totals are computed from (the posted one while it has errors: its last good state). */
  draft?: QuotationDraft;
  message?: string;
  error?: string;
}

const outcomes = new Map([
  ['saved', 'Draft saved: the totals below are up to date.'],
  ['voided', 'Version voided: its link now says so.'],
]);

async function builderPage(c: Context<DashboardEnv>, lead: LeadRow, state: BuilderState = {}, status: 200 | 400 | 409 = 200) {
  const [facts, quotation, versions, names] = await Promise.all([
    siteFacts(c.env),
    quotationForLead(c.env.DB, lead.id),
    versionsForLead(c.env.DB, lead.id),
    peopleNames(c.env.DB),
  ]);
  const draft = state.draft ?? quotation?.draft ?? (await newDraft(c.env.DB, lead, facts));
  const values = state.values ?? draftValues(draft);
  const totals = quotationTotals(pricedLines(draft), {
    vat: facts.quotations.vat,
    discount: draft.discount,
    withholding: draft.withholding,
    depositPercent: draft.terms.depositPercent,
  });
  const today = manilaDay(new Date());
  const newestRevision = Math.max(-1, ...versions.map((version) => version.revision));
  const pdf = pdfWarnings(draftPdfProblems(lead, draft, facts, c.get('person').name));
  const view: QuotationBuilderView = {
    leadId: lead.id,
    leadReference: leadReference(lead.id, lead.created_at),
    customer: [lead.full_name, lead.company].filter(Boolean).join(', '),
    values,
    errors: { ...pdf.errors, ...state.errors },
    lineCount: postedLineCount(values),
    lines: typedTotals((name) => values[name] ?? '', postedLineCount(values), facts.quotations.vat).lines,
    totals: totalsRows(totals, {
      vat: facts.quotations.vat,
      discount: draft.discount,
      withholding: draft.withholding,
      depositPercent: draft.terms.depositPercent,
    }).map((row) => ({ label: row.label, amount: formatPesos(row.centavos), strong: row.strong })),
    vat: facts.quotations.vat,
    vatLabel: vatModes[facts.quotations.vat],
    nextReference: versionReference(leadReference(lead.id, lead.created_at), newestRevision + 1),
    versions: sentVersions(lead, versions, today, names),
    locked: versions.some((version) => version.response === 'accepted'),
    // Sent and not edited since: the builder shows what went out, and a revision is asked for.
    sentAsIs:
      !state.values &&
      c.req.query('revise') !== '1' &&
      quotation !== null &&
      versions.some((version) => version.sent_at >= quotation.row.draft_updated_at),
    savedWhen: quotation
      ? `${formatManilaTime(quotation.row.draft_updated_at)} by ${actorLabel(quotation.row.draft_updated_by, names)}`
      : null,
    message: state.message ?? outcomes.get(c.req.query('done') ?? '') ?? sentMessage(c.req.query('sent'), c.req.query('pdf')),
    error: [state.error, pdf.message, placeholderTin(facts)].filter(Boolean).join(' ') || undefined,
  };
  return adminPage(c, <QuotationBuilder view={view} />, status);
}

/** What the PDF cannot draw, beside the fields it is in and in one line above the form, before anyone presses Send. */
function pdfWarnings(problems: PdfProblem[]): { errors: BuilderErrors; message?: string } {
  const errors: BuilderErrors = {};
  for (const problem of problems) if (problem.field) errors[problem.field] = problem.message;
  if (problems.length === 0) return { errors };
  const elsewhere = problems.filter((problem) => !problem.field).map((problem) => problem.message);
  const marked = problems.some((problem) => problem.field) ? ['Correct the fields marked below before sending.'] : [];
  return { errors, message: [...elsewhere, ...marked].join(' ') };
}

/** The TIN the code ships with is not the business's: a quotation would carry it. */
const placeholderTin = (facts: SiteFacts) =>
  facts.quotations.tin === defaultQuotationSettings.tin
    ? `The TIN on quotations is still the placeholder ${defaultQuotationSettings.tin}: enter the business's TIN in Site facts > Quotations.`
    : undefined;

function sentMessage(reference: string | undefined, pdf: string | undefined) {
  if (!reference || !/^Q-\d{4}-\d{6}(-R\d{1,3})?$/.test(reference)) return undefined;
  return pdf === 'failed'
    ? `${reference} sent with its link only: the PDF could not be made (see below).`
    : `${reference} queued to the customer with its PDF and link: the email is on the lead's timeline with its delivery status.`;
}

async function newDraft(db: D1Database, lead: LeadRow, facts: SiteFacts): Promise<QuotationDraft> {
  const lines = await quoteLinesForLeads(db, [lead.id]);
  const prices = await priceBookPrices(db, lines);
  return draftFromLead(lead, lines, prices, facts.quotations);
}

quotationRoutes.get('/:id{[0-9]+}/quotation', staffMay, async (c) => {
  const lead = await leadFromParam(c);
  if (!lead) return leadGone(c, parseRecordId(c.req.param('id')), 'visit');
  return builderPage(c, lead);
});

const postedStrings = (fields: Record<string, string | File>): BuilderValues =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** A blank line for "Add a line". */
const withBlankLine = (values: BuilderValues): BuilderValues => {
  const count = postedLineCount(values);
  return {
    ...values,
    lines: String(count + 1),
    [`line-${count}-kind`]: 'service',
    [`line-${count}-quantity`]: '1',
    [`line-${count}-unit`]: 'lot',
  };
};

/** The version Send would make, as the customer will see it, with Send posting exactly this draft. */
async function previewPage(
  c: Context<DashboardEnv>,
  lead: LeadRow,
  draft: QuotationDraft,
  facts: SiteFacts,
  versions: readonly VersionRow[],
) {
  const document = nextVersionDocument(lead, draft, facts, versions, c.get('person').name);
  const problems = pdfProblems(document);
  if (problems.some((problem) => !problem.customers)) {
    const error = 'Draft saved, not sent: the PDF would have to change what was typed.';
    return builderPage(c, lead, { draft, values: draftValues(draft), error }, 400);
  }
  const rows = totalsRows(document.totals, {
    vat: document.business.vat,
    discount: draft.discount,
    withholding: draft.withholding,
    depositPercent: draft.terms.depositPercent,
  });
  const payable = rows.find((row) => row.strong)!;
  return adminPage(
    c,
    <QuotationPreviewPage
      leadId={lead.id}
      document={document}
      values={draftValues(draft)}
      payable={`${payable.label} ${formatPesos(payable.centavos)}`}
      sendTo={lead.email}
      pdfWarning={
        problems.length > 0
          ? `It will go with its link only, without the PDF: ${problems.map((problem) => problem.message).join(' ')}`
          : undefined
      }
    />,
  );
}

/** The builder's POST: save the draft (add or remove a line), preview it as the next version, or send it. */
async function saveOrSend(c: Context<DashboardEnv>, lead: LeadRow, values: BuilderValues): Promise<Response> {
  const action = values.action ?? 'save';
  const versions = await versionsForLead(c.env.DB, lead.id);
  if (versions.some((version) => version.response === 'accepted')) {
    return builderPage(c, lead, { error: 'The customer accepted this quotation: it is locked.' }, 409);
  }
  const removed = /^remove-(\d{1,3})$/.exec(action);
  const parsed = parseBuilder(values, removed ? Number(removed[1]) : undefined);
  if (!parsed.ok) {
    const shown = action === 'add-line' ? withBlankLine(values) : values;
    return builderPage(c, lead, { values: shown, errors: parsed.errors, error: 'Not saved: correct the fields marked below.' }, 400);
  }
  const operator = c.get('operator');
  const quotationId = await saveDraft(c.env.DB, lead.id, parsed.draft, operator, new Date().toISOString());
  await recordDashboardAction(c.env.DB, { actor: operator, action: 'quotation-draft-saved', lead });
  if (action === 'add-line') {
    return builderPage(c, lead, {
      values: withBlankLine(draftValues(parsed.draft)),
      draft: parsed.draft,
      message: 'Draft saved. Fill in the new line at the foot of the list.',
    });
  }
  if (action !== 'send' && action !== 'preview') return c.redirect(`${adminPaths.lead(lead.id)}/quotation?done=saved#lines-heading`, 303);

  // A lead typed in by hand may have a phone number only (docs/decisions/020-leads-added-by-hand.md).
  if (!lead.email) {
    const error = 'Draft saved, not sent: this lead has no email address to send it to. Call or message them instead.';
    return builderPage(c, lead, { draft: parsed.draft, values: draftValues(parsed.draft), error }, 400);
  }
  const facts = await siteFacts(c.env);
  const problems = sendProblems(parsed.draft, facts.quotations.vat);
  if (Object.keys(problems).length > 0) {
    return builderPage(
      c,
      lead,
      {
        draft: parsed.draft,
        values: draftValues(parsed.draft),
        errors: problems,
        error: 'Draft saved, not sent: correct the fields marked below.',
      },
      400,
    );
  }
  if (action === 'preview') return previewPage(c, lead, parsed.draft, facts, versions);
  try {
    const sent = await sendQuotation(c, lead, quotationId, parsed.draft, facts, versions);
    if ('refused' in sent) {
      const error = 'Draft saved, not sent: the PDF would have to change what was typed.';
      return builderPage(c, lead, { draft: parsed.draft, values: draftValues(parsed.draft), error }, 400);
    }
    return c.redirect(`${adminPaths.lead(lead.id)}/quotation?sent=${sent.reference}${sent.pdfError ? '&pdf=failed' : ''}`, 303);
  } catch (error) {
    if (String(error).includes('quotation accepted')) {
      return builderPage(c, lead, { error: 'The customer accepted this quotation a moment ago: it is locked.' }, 409);
    }
    if (String(error).includes('UNIQUE')) {
      return builderPage(
        c,
        lead,
        { error: 'Someone sent this quotation a moment ago: check the versions below before sending again.' },
        409,
      );
    }
    throw error;
  }
}

quotationRoutes.post(
  '/:id{[0-9]+}/quotation',
  staffMay,
  ownBodyLimit({
    maxSize: quotationFormLimitBytes,
    onError: (c) =>
      c.text(`This quotation is larger than the dashboard accepts (${quotationFormLimitBytes / 1024} KB). Shorten the descriptions.`, 413),
  }),
  async (c) => {
    const lead = await leadFromParam(c);
    if (!lead) return noLeadAt(c, c.req.param('id'));
    const values = postedStrings(await formFields(c));
    // Erased meanwhile: D1 refuses the draft or the version, and the operator is told why.
    return unlessLeadGone(c, lead.id, () => saveOrSend(c, lead, values));
  },
);

async function versionOfLead(c: Context<DashboardEnv>): Promise<{ lead: LeadRow; version: VersionRow } | null> {
  const lead = await leadFromParam(c);
  const id = recordId.safeParse(c.req.param('versionId'));
  const version = lead && id.success ? await versionById(c.env.DB, id.data) : null;
  return lead && version && version.lead_id === lead.id ? { lead, version } : null;
}

quotationRoutes.get('/:id{[0-9]+}/quotation/versions/:versionId', staffMay, async (c) => {
  const found = await versionOfLead(c);
  if (!found) return c.text('No such quotation on this lead.', 404);
  const names = await peopleNames(c.env.DB);
  const [sent] = sentVersions(found.lead, [found.version], manilaDay(new Date()), names);
  return adminPage(c, <QuotationVersionPage leadId={found.lead.id} version={sent!} document={parseDocument(found.version)} />);
});

quotationRoutes.get('/:id{[0-9]+}/quotation/preview.pdf', staffMay, async (c) => {
  const lead = await leadFromParam(c);
  const quotation = lead ? await quotationForLead(c.env.DB, lead.id) : null;
  if (!lead || !quotation?.draft) return c.text('No quotation draft on this lead to preview.', 404);
  const [facts, versions] = await Promise.all([siteFacts(c.env), versionsForLead(c.env.DB, lead.id)]);
  const document = nextVersionDocument(lead, quotation.draft, facts, versions, c.get('person').name);
  const problems = pdfProblems(document);
  if (problems.length > 0) return c.text(`No PDF: ${problems.map((problem) => problem.message).join(' ')}`, 409);
  const bytes = new Uint8Array(await renderQuotationPdf(document));
  return c.body(bytes, 200, downloadHeaders(`${document.reference} (preview).pdf`, 'application/pdf', bytes.byteLength));
});

quotationRoutes.get('/:id{[0-9]+}/quotation/versions/:versionId/pdf', staffMay, async (c) => {
  const found = await versionOfLead(c);
  const object = found?.version.pdf_r2_key ? await c.env.UPLOADS.get(found.version.pdf_r2_key) : null;
  if (!found || !object) return c.text('No PDF for this quotation.', 404);
  return c.body(object.body, 200, downloadHeaders(`${parseDocument(found.version).reference}.pdf`, 'application/pdf', object.size));
});

/** One line the customer reads on their link: no control, bidi or zero-width characters. */
const voidReason = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((reason) => !hasInvisibleCharacters(reason));

quotationRoutes.post('/:id{[0-9]+}/quotation/versions/:versionId/void', staffMay, async (c) => {
  const found = await versionOfLead(c);
  if (!found) return (await leadFromParam(c)) ? c.text('No such quotation on this lead.', 404) : noLeadAt(c, c.req.param('id'));
  const reason = voidReason.safeParse((await formFields(c)).reason);
  if (!reason.success)
    return c.text(
      'Give a reason of 1 to 300 characters, one line of plain text (no line breaks or hidden characters): the customer reads it on their link.',
      400,
    );
  if (!(await voidVersion(c.env.DB, found.version, reason.data, c.get('operator'), new Date().toISOString()))) {
    if (!(await leadExists(c.env.DB, found.lead.id))) return leadGone(c, found.lead.id);
    return c.text('This version was answered or voided already: nothing changed.', 409);
  }
  return c.redirect(`${adminPaths.lead(found.lead.id)}/quotation?done=voided`, 303);
});

/** The purchase order the customer attached when accepting. */
quotationRoutes.get('/:id{[0-9]+}/quotation/versions/:versionId/po', staffMay, async (c) => {
  const found = await versionOfLead(c);
  const object = found?.version.po_r2_key ? await c.env.UPLOADS.get(found.version.po_r2_key) : null;
  if (!found || !object) return c.text('No PO file on this quotation.', 404);
  return c.body(object.body, 200, downloadHeaders(found.version.po_file_name!, found.version.po_content_type!, object.size));
});
