// /quotation/<token>: the customer's quotation, its PDF, and their answer (accept with an
// optional PO, ask for changes, decline). Rate-limited per client; a token that leads nowhere
// gets the same 404 whatever the reason. Answers are same-origin posts; accepting twice accepts once.
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import { bodyLimit } from 'hono/body-limit';
import { uploadFormLimit } from '../middleware/body-limit';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import * as z from 'zod';
import { telHref, viberHref, whatsappHref } from '../../content/business';
import { customerDayInWords, customerTimeInWords, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import { formatPesos } from '../../shared/quotation-money';
import { versionReference, type QuotationDocument } from '../../shared/quotation';
import { leadReference } from '../../shared/quote-request';
import type { SiteFacts } from '../../shared/site-facts';
import { allowedExtensionsText, allowedUploadTypes, uploadLimitBytes, uploadLimitText } from '../../shared/upload-rules';
import {
  QuotationNotFoundPage,
  QuotationPage,
  type CustomerQuotationState,
  type CustomerQuotationView,
} from '../../ui/quotation/QuotationPage';
import type { AppEnv } from '../app-env';
import { peopleNames } from '../admin/accounts';
import { queueAlerts } from '../alerts/queue-lead-emails';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { leadById, type LeadRow } from '../lead-records/leads';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { clientKey } from '../middleware/client-key';
import { cspNonce } from '../middleware/security-headers';
import { quotationStylesheet } from '../render/asset-manifest';
import { sameOriginOnly } from '../middleware/same-origin';
import { siteFacts } from '../published-facts/published';
import { downloadHeaders } from '../storage/file-download';
import { checkUpload, postedFile } from '../storage/checked-upload';
import { markViewed, newestRevision, parseDocument, versionById, versionByTokenHash, type VersionRow } from '../quotation-records/store';
import { acceptVersion, declineVersion, requestChanges } from './answer-store';
import { orderView, versionIdOfOrderLink } from '../jobs/order-page';
import { jobPhotoById, photoResponse } from '../jobs/photos';
import { jobForVersion } from '../jobs/store';
import { receiptResponse } from '../jobs/delivery-receipt';
import { orderCertificateResponse } from '../jobs/order-deliveries';
import { parseRecordId } from '../record-id';
import { clientHash, isTokenShaped, tokenHash } from '../quotation-records/token';
import { customerPaymentView, receiveProof, startCheckout } from '../payments/customer-payments';
import { paymentsForVersion } from '../payments/store';
import { answerDrawingFromPage, drawingAnswerNote, drawingOfVersion } from '../jobs/drawing-answers';
import { drawingFileResponse } from '../jobs/drawing-files';
import { enqueue } from '../queue/enqueue';

export const customerQuotationRoutes = new Hono<AppEnv>();

interface Found {
  version: VersionRow;
  document: QuotationDocument;
  lead: LeadRow;
  facts: SiteFacts;
  newest: number;
}

function contactLinks(facts: SiteFacts) {
  const viber = viberHref(facts.business);
  return [
    { label: `Call ${facts.business.phone}`, href: telHref(facts.business.phone) },
    { label: 'WhatsApp', href: whatsappHref(facts.business) },
    ...(viber ? [{ label: 'Viber', href: viber }] : []),
    { label: 'Email', href: `mailto:${facts.business.email}` },
  ];
}

async function html(c: Context<AppEnv>, page: ReactElement, status: 200 | 400 | 404 | 409 | 413 | 415 | 429 | 502) {
  const stream = await renderToReadableStream(page, {
    onError: (error) => c.get('logger').error('quotation page render failed', { error: String(error) }),
  });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

const pageStyle = (c: Context<AppEnv>) => ({ css: quotationStylesheet, nonce: cspNonce(c) });

const notFound = async (c: Context<AppEnv>) =>
  html(c, <QuotationNotFoundPage contact={contactLinks(await siteFacts(c.env))} style={pageStyle(c)} />, 404);

/** The version behind the link, or null (any reason: the customer is told the same). Counts against the client's limit. */
async function findVersion(c: Context<AppEnv>): Promise<Found | 'limited' | null> {
  const { success } = await c.env.QUOTATION_RATE_LIMIT.limit({ key: clientKey(c.req.raw) });
  if (!success) return 'limited';
  const token = c.req.param('token') ?? '';
  if (!isTokenShaped(token)) return null;
  const hash = await tokenHash(token);
  // The quotation's own link, or one a job's notice carried (the order page's).
  let version = await versionByTokenHash(c.env.DB, hash);
  if (!version) {
    const versionId = await versionIdOfOrderLink(c.env.DB, hash);
    version = versionId === null ? null : await versionById(c.env.DB, versionId);
  }
  const lead = version ? await leadById(c.env.DB, version.lead_id) : null;
  if (!version || !lead) return null;
  const [facts, newest] = await Promise.all([siteFacts(c.env), newestRevision(c.env.DB, version.quotation_id)]);
  return { version, document: await customersDocument(c.env.DB, version), lead, facts, newest };
}

/** Versions sent before names were asked for froze the sender's email as "Prepared by": the customer reads their name, or none. */
async function customersDocument(db: D1Database, version: VersionRow): Promise<QuotationDocument> {
  const document = parseDocument(version);
  if (!document.preparedBy.includes('@')) return document;
  return { ...document, preparedBy: (await peopleNames(db)).get(document.preparedBy.toLowerCase()) ?? '' };
}

function limited(c: Context<AppEnv>) {
  c.header('Retry-After', '60');
  return c.text('Too many requests for quotations from your connection. Please wait a minute and try again.', 429);
}

function state({ version, newest }: Found, today: string): CustomerQuotationState {
  if (version.response) return version.response;
  if (version.voided_at) return 'voided';
  if (version.revision < newest) return 'superseded';
  return version.valid_until < today ? 'expired' : 'open';
}

function stateText(found: Found, current: CustomerQuotationState): string | null {
  const { version, document, lead } = found;
  switch (current) {
    case 'open':
      return null;
    case 'accepted':
      return `Accepted ${customerTimeInWords(version.responded_at!)} by ${version.accepted_by_name}, ${version.accepted_by_position}${version.po_number ? ` (PO ${version.po_number})` : ''}. ${depositText(document)} We will contact you to confirm the schedule.`;
    case 'declined':
      return `You declined this quotation on ${customerTimeInWords(version.responded_at!)}. If anything changes, contact us and we will quote again.`;
    case 'voided':
      return `This quotation was withdrawn on ${customerTimeInWords(version.voided_at!)}: ${version.void_reason} Contact us for an updated quotation.`;
    case 'superseded':
      return `This version was replaced by ${versionReference(leadReference(lead.id, lead.created_at), found.newest)}: open the link in our latest email about it, or contact us.`;
    case 'expired':
      return `This quotation expired on ${customerDayInWords(document.validUntil)}, so it can no longer be accepted online. Prices may have changed: contact us for an updated quotation.`;
  }
}

const depositText = (document: QuotationDocument) =>
  document.terms.depositPercent > 0
    ? `Down payment due: ${formatPesos(document.totals.deposit)} (${document.terms.depositPercent}% of ${formatPesos(document.totals.amountDue)}).`
    : `Amount: ${formatPesos(document.totals.amountDue)}.`;

interface PageState {
  /** Back from the checkout: the page reloads itself until PayMongo's confirmation is in. */
  returnedFromCheckout?: boolean;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
}

async function quotationPage(
  c: Context<AppEnv>,
  found: Found,
  pageState: PageState = {},
  status: 200 | 400 | 404 | 409 | 413 | 415 | 502 = 200,
) {
  const current = state(found, manilaDay(new Date()));
  const path = `/quotation/${c.req.param('token')}`;
  const payments = current === 'accepted' ? await paymentsForVersion(c.env.DB, found.version.id) : null;
  const job = current === 'accepted' ? await jobForVersion(c.env.DB, found.version.id) : null;
  const view: CustomerQuotationView = {
    document: found.document,
    state: current,
    stateText: stateText(found, current),
    pdfUrl: found.version.pdf_r2_key ? `${path}/pdf` : null,
    path,
    contact: contactLinks(found.facts),
    values: pageState.values ?? {},
    errors: pageState.errors ?? {},
    message: pageState.message,
    poAccept: Object.keys(allowedUploadTypes)
      .map((extension) => `.${extension}`)
      .join(','),
    poLimits: `${allowedExtensionsText}, up to ${uploadLimitText}.`,
    payment: payments ? customerPaymentView(c.env, found.document, payments, found.facts.quotations.paymentMethods) : undefined,
    order: job ? await orderView(c.env.DB, job, path, contactLinks(found.facts), found.document.preparedBy || null) : undefined,
  };
  view.refresh = Boolean(pageState.returnedFromCheckout && view.payment?.confirming);
  // Back from the checkout with nothing left to confirm: what PayMongo's webhook recorded, never a guess.
  if (pageState.returnedFromCheckout && payments && !view.payment?.confirming) {
    const newest = payments.filter((payment) => payment.channel === 'paymongo' && payment.checkout_session_id !== null).at(-1);
    view.message = newest?.status === 'paid' ? paymentNotes.get('confirmed') : paymentNotes.get('cancelled');
  }
  return html(c, <QuotationPage view={view} style={pageStyle(c)} />, status);
}

const answered = new Map([
  ['accepted', 'Thank you: your acceptance is recorded and a confirmation is on its way to your email.'],
  ['changes', 'Thank you: your request for changes is with us. We will send a revised quotation.'],
  ['declined', 'Thank you for letting us know.'],
]);

customerQuotationRoutes.get('/:token', async (c) => {
  const found = await findVersion(c);
  if (found === 'limited') return limited(c);
  if (!found) return notFound(c);
  // Mail scanners open links before the customer does: only a person's first opening counts.
  if (!found.version.viewed_at && !isbot(c.req.header('user-agent') ?? '')) {
    const eventId = await markViewed(c.env.DB, found.version, new Date().toISOString());
    if (eventId !== null) await queueAlerts(c.env, found.lead.id, 'quotation-answer', eventId, c.get('logger'));
  }
  // A thank-you only for what the version's state bears out: an edited URL cannot claim an acceptance.
  const asked = c.req.query('answered') ?? '';
  const current = state(found, manilaDay(new Date()));
  const fits =
    (asked === 'accepted' && current === 'accepted') ||
    (asked === 'declined' && current === 'declined') ||
    (asked === 'changes' && current === 'open');
  const paymentNote = current === 'accepted' ? paymentNotes.get(c.req.query('payment') ?? '') : undefined;
  const drawingNote = current === 'accepted' ? await drawingAnswerNote(c.env.DB, found.version.id, asked) : undefined;
  return quotationPage(c, found, {
    message: paymentNote ?? drawingNote ?? (fits ? answered.get(asked) : undefined),
    returnedFromCheckout: c.req.query('payment') === 'returned',
  });
});

/** After a checkout or a proof: never "paid" here, which only PayMongo's webhook or the owner can say. */
const paymentNotes = new Map([
  [
    'returned',
    'Thank you: we are confirming your payment with PayMongo. This page shows it as received once it is confirmed, and we email you an acknowledgement.',
  ],
  ['cancelled', 'The payment was not completed. You can try again, or pay by bank transfer or GCash and send us the proof.'],
  ['confirmed', 'Thank you: PayMongo has confirmed your payment. It is listed below, and an acknowledgement is on its way to your email.'],
  ['proof', 'Thank you: we received your proof of payment. We will check the transfer and email you an acknowledgement.'],
]);

customerQuotationRoutes.get('/:token/pdf', async (c) => {
  const found = await findVersion(c);
  if (found === 'limited') return limited(c);
  const object = found && found.version.pdf_r2_key ? await c.env.UPLOADS.get(found.version.pdf_r2_key) : null;
  if (!found || !object) return notFound(c);
  return c.body(object.body, 200, {
    ...downloadHeaders(`${found.document.reference}.pdf`, 'application/pdf', object.size),
    'Cache-Control': 'no-store',
  });
});

customerQuotationRoutes.get('/:token/photos/:photoId{[0-9]+}', async (c) => {
  const found = await findVersion(c);
  if (found === 'limited') return limited(c);
  const job = found && found.version.response === 'accepted' ? await jobForVersion(c.env.DB, found.version.id) : null;
  const photoId = parseRecordId(c.req.param('photoId'));
  const photo = job && photoId !== null ? await jobPhotoById(c.env.DB, job.id, photoId) : null;
  const response = photo && (await photoResponse(c.env, photo));
  return response ?? notFound(c);
});

/** The job behind an accepted version's link, or null (a quotation not accepted has no order). */
async function orderJob(c: Context<AppEnv>) {
  const found = await findVersion(c);
  if (found === 'limited') return 'limited';
  return found && found.version.response === 'accepted' ? jobForVersion(c.env.DB, found.version.id) : null;
}

// A delivery's receipt and a mill certificate, only of the job behind this link.
customerQuotationRoutes.get('/:token/deliveries/:deliveryId{[0-9]+}/receipt', async (c) => {
  const job = await orderJob(c);
  if (job === 'limited') return limited(c);
  const response = job && (await receiptResponse(c.env, job, Number(c.req.param('deliveryId'))));
  return response ?? notFound(c);
});

customerQuotationRoutes.get('/:token/certificates/:certificateId{[0-9]+}', async (c) => {
  const job = await orderJob(c);
  if (job === 'limited') return limited(c);
  const response = job && (await orderCertificateResponse(c.env, job, Number(c.req.param('certificateId'))));
  return response ?? notFound(c);
});

const oneLine = (max: number, missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `At most ${max} characters.`)
    .refine((value) => !hasInvisibleCharacters(value), 'Use plain text on one line.');

const acceptanceSchema = z.object({
  name: oneLine(100, 'Enter your name.'),
  position: oneLine(100, 'Enter your position, e.g. Purchasing Officer.'),
  poNumber: z
    .string()
    .trim()
    .max(60, 'A PO number is at most 60 characters.')
    .refine((value) => !hasInvisibleCharacters(value), 'Use plain text on one line.')
    .optional(),
  acceptTerms: z.literal('yes', 'Tick the box to accept the quotation and its terms.'),
});

const message = (max: number, required: string | null) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((value) => !hasInvisibleCharactersBesidesLineBreaks(value), 'Use plain text: remove hidden or control characters.')
    .refine((value) => !required || value.length > 0, required ?? '');

const fieldErrors = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]).reverse());

const stringsOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The state page after an answer that could not land: answered already, expired, replaced or withdrawn. */
function notOpen(c: Context<AppEnv>, found: Found) {
  return quotationPage(c, found, {}, found.version.response === 'accepted' ? 200 : 409);
}

/** The answering client's address as an HMAC under TICKET_SECRET; none without the secret (a constant key would not hide it). */
async function answeringClient(c: Context<AppEnv>): Promise<string | null> {
  const address = c.req.header('cf-connecting-ip');
  return address && c.env.TICKET_SECRET ? clientHash(address, c.env.TICKET_SECRET) : null;
}

const answerOrigin = sameOriginOnly({ what: 'Answers to a quotation' });

customerQuotationRoutes.post(
  '/:token/accept',
  answerOrigin,
  uploadFormLimit({
    maxSize: uploadLimitBytes + 64 * 1024,
    onError: (c) =>
      c.text(
        `The PO file is larger than ${uploadLimitText}. Attach a smaller file (a PDF scan is usually small), or accept without it and email the PO.`,
        413,
      ),
  }),
  async (c) => {
    const found = await findVersion(c);
    if (found === 'limited') return limited(c);
    if (!found) return notFound(c);
    let fields: Record<string, string | File>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('Your answer could not be read. Reload the quotation and try again.', 400);
    }
    const values = stringsOf(fields);
    if (state(found, manilaDay(new Date())) !== 'open') return notOpen(c, found);
    const parsed = acceptanceSchema.safeParse({ ...values, poNumber: values.poNumber || undefined });
    if (!parsed.success) return quotationPage(c, found, { values, errors: fieldErrors(parsed.error) }, 400);

    const file = postedFile(fields.po);
    let po: { r2Key: string; fileName: string; contentType: string; size: number } | null = null;
    if (file) {
      const checked = await checkUpload(file, {
        fallbackName: 'purchase-order',
        says: {
          wrongType: (name) => `${name}: attach the PO as ${allowedExtensionsText}.`,
          tooLarge: (name) => `${name} is larger than ${uploadLimitText}.`,
          notReal: (name, extension) => `${name} does not look like a real .${extension} file.`,
        },
      });
      if ('status' in checked) return quotationPage(c, found, { values, errors: { po: checked.message } }, checked.status);
      po = {
        r2Key: `quotation-po/${crypto.randomUUID()}`,
        fileName: checked.name,
        contentType: checked.contentType,
        size: checked.bytes.byteLength,
      };
      await c.env.UPLOADS.put(po.r2Key, checked.bytes, {
        httpMetadata: { contentType: po.contentType, contentDisposition: 'attachment' },
        customMetadata: { originalName: checked.name, quotation: found.document.reference },
      });
    }
    const at = new Date().toISOString();
    const acceptance = {
      name: parsed.data.name,
      position: parsed.data.position,
      poNumber: parsed.data.poNumber ?? null,
      po,
      clientHash: await answeringClient(c),
      at,
    };
    // A file that no stored answer names is deleted: after a double tap, and when the write fails.
    const dropPoFile = async () => {
      if (po) await c.env.UPLOADS.delete(po.r2Key);
    };
    const eventId = await acceptVersion(c.env.DB, found.version, acceptance, manilaDay(new Date(at))).catch(async (error: unknown) => {
      await dropPoFile();
      throw error;
    });
    if (eventId === null) {
      await dropPoFile();
      const again = await findVersion(c);
      return again && again !== 'limited' ? notOpen(c, again) : notFound(c);
    }
    await queueAlerts(c.env, found.lead.id, 'quotation-answer', eventId, c.get('logger'));
    await sendConfirmation(c, found, parsed.data.name);
    return c.redirect(`/quotation/${c.req.param('token')}?answered=accepted`, 303);
  },
);

/** The customer's copy of what they accepted, with the down payment and how to pay. A fault is logged: the acceptance stands. */
async function sendConfirmation(c: Context<AppEnv>, found: Found, name: string) {
  const { lead, document, facts } = found;
  const reference = leadReference(lead.id, lead.created_at);
  try {
    const email = await leadReply({
      lead,
      business: facts.business,
      from: c.env.EMAIL_FROM,
      replyTo: replyAddressFor(reference, c.env),
      topic: `Accepted: quotation ${document.reference}`,
      body: [
        `Hi ${name},`,
        '',
        `Thank you: we received your acceptance of quotation ${document.reference} for ${formatPesos(document.totals.total)}.`,
        depositText(document),
        ...(document.business.paymentDetails ? ['', 'How to pay:', document.business.paymentDetails] : []),
        '',
        'We will contact you to confirm the schedule. Reply to this email with any question.',
      ].join('\n'),
      attachmentNames: [],
    });
    const at = new Date().toISOString();
    const messageId = await storeLeadMessage(
      c.env.DB,
      leadMessageOf(lead, email, { createdAt: at, sender: 'Website (acceptance confirmation)' }),
    );
    await enqueue(c.env, [{ kind: 'reply', leadMessageId: messageId }]);
  } catch (error) {
    c.get('logger').error('acceptance confirmation could not be queued', { leadId: lead.id, error: String(error) });
  }
}

async function answerWith(
  c: Context<AppEnv>,
  field: 'changes' | 'reason',
  schema: z.ZodType<string>,
  record: (found: Found, text: string, at: string, today: string) => Promise<number | null>,
  outcome: 'changes' | 'declined',
) {
  const found = await findVersion(c);
  if (found === 'limited') return limited(c);
  if (!found) return notFound(c);
  const values = stringsOf(await c.req.parseBody().catch(() => ({})));
  if (state(found, manilaDay(new Date())) !== 'open') return notOpen(c, found);
  const parsed = schema.safeParse(values[field] ?? '');
  if (!parsed.success) return quotationPage(c, found, { values, errors: { [field]: parsed.error.issues[0]!.message } }, 400);
  const at = new Date().toISOString();
  const eventId = await record(found, parsed.data, at, manilaDay(new Date(at)));
  if (eventId === null) {
    return field === 'changes'
      ? quotationPage(
          c,
          found,
          { values, errors: { changes: 'This quotation has had many change requests: please call or message us instead.' } },
          409,
        )
      : notOpen(c, found);
  }
  await queueAlerts(c.env, found.lead.id, 'quotation-answer', eventId, c.get('logger'));
  return c.redirect(`/quotation/${c.req.param('token')}?answered=${outcome}`, 303);
}

customerQuotationRoutes.post(
  '/:token/changes',
  answerOrigin,
  bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.text('This message is too long: keep it under 2,000 characters.', 413) }),
  (c) =>
    answerWith(
      c,
      'changes',
      message(2000, 'Tell us what should change.'),
      (found, text, at, today) => requestChanges(c.env.DB, found.version, text, at, today),
      'changes',
    ),
);

customerQuotationRoutes.post(
  '/:token/decline',
  answerOrigin,
  bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.text('This message is too long: keep it under 2,000 characters.', 413) }),
  (c) =>
    answerWith(
      c,
      'reason',
      message(2000, null),
      async (found, text, at, today) => declineVersion(c.env.DB, found.version, text, await answeringClient(c), at, today),
      'declined',
    ),
);

/** Pay or send a proof only on an accepted version: anything else is told where it stands. */
async function acceptedVersion(c: Context<AppEnv>) {
  const found = await findVersion(c);
  if (found === 'limited') return { response: limited(c) };
  if (!found) return { response: await notFound(c) };
  if (state(found, manilaDay(new Date())) !== 'accepted') return { response: await quotationPage(c, found, {}, 409) };
  return { found, payments: await paymentsForVersion(c.env.DB, found.version.id) };
}

customerQuotationRoutes.post(
  '/:token/pay',
  answerOrigin,
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('This payment form is too large.', 413) }),
  async (c) => {
    const accepted = await acceptedVersion(c);
    if ('response' in accepted) return accepted.response;
    const { found, payments } = accepted;
    const values = stringsOf(await c.req.parseBody().catch(() => ({})));
    const token = c.req.param('token');
    const started = await startCheckout(
      c.env,
      {
        version: found.version,
        document: found.document,
        payments,
        businessName: found.facts.business.name,
        methods: found.facts.quotations.paymentMethods,
        pageUrl: `${c.env.SITE_URL.replace(/\/$/, '')}/quotation/${token}`,
      },
      values.amount ?? '',
      c.get('logger'),
    );
    if ('field' in started) return quotationPage(c, found, { values, errors: { [started.field]: started.message } }, started.status);
    return c.redirect(started.url, 303);
  },
);

customerQuotationRoutes.post(
  '/:token/proof',
  answerOrigin,
  uploadFormLimit({
    maxSize: uploadLimitBytes + 64 * 1024,
    onError: (c) => c.text(`The proof is larger than ${uploadLimitText}. Send a screenshot or a smaller scan.`, 413),
  }),
  async (c) => {
    const accepted = await acceptedVersion(c);
    if ('response' in accepted) return accepted.response;
    const { found, payments } = accepted;
    let fields: Record<string, string | File>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('Your proof could not be read. Reload the quotation and try again.', 400);
    }
    const received = await receiveProof(c.env, { version: found.version, document: found.document, payments }, fields);
    if ('field' in received)
      return quotationPage(
        c,
        found,
        { values: stringsOf(fields), errors: { [received.field]: received.message } },
        received.status === 502 ? 400 : received.status,
      );
    if (received.eventId !== null) await queueAlerts(c.env, found.lead.id, 'quotation-answer', received.eventId, c.get('logger'));
    return c.redirect(`/quotation/${c.req.param('token')}?payment=proof`, 303);
  },
);

/** A shop drawing's file or the customer's own marked-up file, on an accepted version's page only. */
customerQuotationRoutes.get('/:token/drawings/:drawingId{[0-9]+}/:which{(?:file|markup)}', async (c) => {
  const accepted = await acceptedVersion(c);
  if ('response' in accepted) return accepted.response;
  const drawing = await drawingOfVersion(c.env.DB, accepted.found.version.id, Number(c.req.param('drawingId')));
  const response = drawing ? await drawingFileResponse(c.env, drawing, c.req.param('which') as 'file' | 'markup') : null;
  return response ?? notFound(c);
});

customerQuotationRoutes.post(
  '/:token/drawings/:drawingId{[0-9]+}/:kind{(?:approve|changes)}',
  answerOrigin,
  uploadFormLimit({
    maxSize: uploadLimitBytes + 64 * 1024,
    onError: (c) =>
      c.text(`The marked-up file is larger than ${uploadLimitText}. Send a smaller photo or scan, or describe the changes in words.`, 413),
  }),
  async (c) => {
    const accepted = await acceptedVersion(c);
    if ('response' in accepted) return accepted.response;
    const { found } = accepted;
    let fields: Record<string, string | File>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('Your answer could not be read. Reload the page and try again.', 400);
    }
    const kind = c.req.param('kind') as 'approve' | 'changes';
    const refused = await answerDrawingFromPage(
      c.env,
      found.version.id,
      Number(c.req.param('drawingId')),
      kind,
      fields,
      await answeringClient(c),
      c.get('logger'),
    );
    if (refused)
      return quotationPage(c, found, { values: stringsOf(fields), errors: { [refused.field]: refused.message } }, refused.status);
    return c.redirect(
      `/quotation/${c.req.param('token')}?answered=${kind === 'approve' ? 'drawing-approved' : 'drawing-changes'}#drawing-heading`,
      303,
    );
  },
);
