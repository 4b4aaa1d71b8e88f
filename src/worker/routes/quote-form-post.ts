// POST /contact: the quote form as a browser sends it without the page's scripts (multipart, the
// drawings inside). Stored as /api/quotes stores a request (store-quote.ts), but marked
// unverified: Turnstile cannot run without scripts, so the honeypot, a minimum fill time from the
// signed render time (quote-form-stamp.ts) and the rate limit stand in for it. The answer is the
// page itself: the thank-you panel with the reference, or the form again with each field's message.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { quoteForm as copy } from '../../content/quote-form';
import { fieldErrors, leadReference, quoteRequestSchemaFor, type QuoteRequest } from '../../shared/quote-request';
import { quoteLineLimits, type QuoteLine } from '../../shared/quote-line';
import { typedQuantity } from '../../shared/typed-quantity';
import { quoteLineSchema } from '../../shared/quote-lines';
import { formStampField } from '../../shared/api';
import type { QuoteFormHandover } from '../../shared/site-config';
import { fileTooLargeMessage, maxAttachments, uploadExtension, uploadProblem } from '../../shared/upload-rules';
import type { AppEnv } from '../app-env';
import { leadByIdempotencyKey } from '../lead-records/leads';
import { featureFlags } from '../feature-flags';
import { rateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { newFormStamp, readFormStamp, stampSecret, type FormStamp } from '../quote-form-stamp';
import { requestFingerprint } from '../request-fingerprint';
import { SignatureMismatch, sanitiseFileName } from '../storage/drawing-store';
import { keepPostedFile } from '../storage/posted-file';
import { storeQuote } from '../leads/store-quote';
import { pageResponse } from '../render/page-response';
import { quoteFormBodyLimitBytes, quoteFormFieldsBytes, readQuoteFormBody, type QuoteFormBody } from '../quote-form-body';

/** What names a line's catalogue item (its quantity and note are shown as typed). */
const lineItemSchema = quoteLineSchema.pick({ family: true, item: true, grade: true, finish: true, unit: true });

/** A body the streaming read turned away with the form's text read so far: the status and what the form says. */
const bodyRefusals: Record<
  Exclude<QuoteFormBody['kind'], 'read' | 'unreadable' | 'stamp-refused'>,
  { status: 413 | 422; problem: { message?: string; errors: Record<string, string> } }
> = {
  'fields-too-large': {
    status: 413,
    problem: { message: copy.noScript.fieldsTooLarge, errors: { attachments: copy.noScript.chooseFilesAgain } },
  },
  'file-too-large': {
    status: 413,
    problem: { errors: { attachments: `${fileTooLargeMessage('A drawing')} ${copy.noScript.chooseFilesAgain}` } },
  },
  'too-many-files': {
    status: 422,
    problem: { errors: { attachments: `Attach at most ${maxAttachments} files. ${copy.noScript.chooseFilesAgain}` } },
  },
};

/** The form again, with what the visitor typed and why it was not sent. */
async function formAgain(
  c: Context<AppEnv>,
  status: 400 | 411 | 413 | 422 | 429 | 503,
  handover: Omit<QuoteFormHandover, 'stamp'> & { stamp?: string },
) {
  const stamp = handover.stamp ?? (await newFormStamp(c.env)) ?? '';
  return pageResponse(c, status, { ...handover, stamp });
}

/** What the visitor typed: the text fields, and the lines with each one's quantity and note as edited. */
function typedForm(form: FormData) {
  // Field names are the poster's: an own entry each (fromEntries), so `__proto__` is a field like any other.
  const text: Record<string, string> = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== formStampField),
  );
  let lines: unknown = [];
  if (text.lines) {
    try {
      lines = JSON.parse(text.lines);
    } catch {
      lines = text.lines;
    }
  }
  if (Array.isArray(lines)) {
    lines = lines.map((line: unknown, index) => {
      if (typeof line !== 'object' || line === null) return line;
      const quantity = text[`lines.${index}.quantity`];
      const note = text[`lines.${index}.note`];
      return { ...line, ...(quantity !== undefined && { quantity: typedQuantity(quantity) }), ...(note !== undefined && { note }) };
    });
  }
  const { lines: _lines, ...values } = text;
  return { values, lines };
}

/**
 * The lines to show in the form again: each that names a catalogue item, with what was typed (a
 * quantity that is not a number shows as 0, beside its message). One a crafted post made up is left out.
 */
function linesToShow(lines: unknown): Omit<QuoteLine, 'id'>[] {
  if (!Array.isArray(lines)) return [];
  return lines.slice(0, quoteLineLimits.lines * 2).flatMap((line: unknown) => {
    const item = lineItemSchema.safeParse(line);
    if (!item.success) return [];
    const { quantity, note } = line as { quantity?: unknown; note?: unknown };
    return [
      {
        ...item.data,
        quantity: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0,
        ...(typeof note === 'string' && note && { note: note.slice(0, quoteLineLimits.note * 2) }),
      },
    ];
  });
}

/** What the visitor sent, to fill the form again. */
const typedBack = (form: FormData) => {
  const { values, lines } = typedForm(form);
  return { values, lines: linesToShow(lines) };
};

/** What the schema reads from the posted form: its text as typed, the tick, the lines and the fill time. */
function requestInput(form: FormData, stamp: FormStamp) {
  const { values, lines } = typedForm(form);
  return { ...values, lines, attachments: [], privacyConsent: form.get('privacyConsent') === 'on', fillMs: Date.now() - stamp.renderedAt };
}

/** Each chosen file stored under the form's id; the ids, or the message for the attachments field. */
async function storeFiles(c: Context<AppEnv>, files: File[], formId: string): Promise<string[] | { message: string; status: 422 | 503 }> {
  const ids: string[] = [];
  for (const file of files) {
    const name = sanitiseFileName(file.name);
    const extension = uploadExtension(name)!;
    let id;
    try {
      id = await keepPostedFile(c.env, formId, { name, extension, file });
    } catch (error) {
      if (error instanceof SignatureMismatch)
        return { message: `${name} does not look like a real .${extension} file, so it was not accepted.`, status: 422 };
      c.get('logger').warn('no-script upload did not complete', { error: String(error) });
      return { message: copy.noScript.unavailable, status: 503 };
    }
    if (!id) return { message: copy.noScript.tooManyFiles, status: 422 };
    ids.push(id);
  }
  return ids;
}

export const quoteFormPostRoutes = new Hono<AppEnv>();

/**
 * A form that is not sent yet: shown again with what was typed, under the same stamp while it
 * holds. Read only when it is text alone (no drawings, a known length): turning a post away must
 * stay cheap, so a limited post with drawings gets the message without its words.
 */
async function limitedForm(c: Context<AppEnv>, message: string) {
  const length = Number(c.req.header('Content-Length') ?? 0);
  const form = length > 0 && length <= quoteFormFieldsBytes ? await c.req.raw.formData().catch(() => null) : null;
  if (!form) return formAgain(c, 429, { message });
  const secret = stampSecret(c.env);
  const posted = String(form.get(formStampField) ?? '');
  const stampHolds = secret && (await readFormStamp(secret, posted));
  return formAgain(c, 429, { ...typedBack(form), ...(stampHolds && { stamp: posted }), message, errors: chooseFilesAgain(form) });
}

/** Browsers never fill a file field again: a post that carried files asks for them again. */
const chosenFiles = (form: FormData) =>
  form.getAll('attachments').filter((file): file is File => typeof file !== 'string' && file.name !== '');
const chooseFilesAgain = (form: FormData): Record<string, string> =>
  chosenFiles(form).length ? { attachments: copy.noScript.chooseFilesAgain } : {};

quoteFormPostRoutes.post(
  '/',
  sameOriginOnly({ what: 'Quote requests' }),
  // A browser always sends a form's length: the body limit then turns a post away before reading it.
  (c, next) => (c.req.header('content-length') === undefined ? formAgain(c, 411, { message: copy.noScript.unreadable }) : next()),
  bodyLimit({ maxSize: quoteFormBodyLimitBytes, onError: (c) => formAgain(c, 413, { message: copy.noScript.tooLarge }) }),
  rateLimit({ binding: 'QUOTE_RATE_LIMIT', what: 'quote requests', limited: limitedForm }),
  async (c) => {
    const secret = stampSecret(c.env);
    if (!secret) {
      c.get('logger').error('TICKET_SECRET is not set or too short: no-script quote requests are refused');
      return formAgain(c, 503, { message: copy.noScript.unavailable });
    }
    const body = await readQuoteFormBody(c.req.raw, secret);
    if (body.kind === 'unreadable') return formAgain(c, 400, { message: copy.noScript.unreadable });
    // Open too long, or its stamp altered: a fresh one, and everything typed back in its fields.
    if (body.kind === 'stamp-refused')
      return formAgain(c, 400, {
        ...typedBack(body.form),
        message: copy.noScript.expired,
        errors: body.unread ? { attachments: copy.noScript.chooseFilesAgain } : {},
      });
    if (body.kind !== 'read') {
      const { status, problem } = bodyRefusals[body.kind];
      return formAgain(c, status, { stamp: String(body.form.get(formStampField)), ...typedBack(body.form), ...problem });
    }
    const { form, stamp } = body;

    const input = requestInput(form, stamp);
    // An empty file input still posts a nameless, empty part; a chosen file always has a name.
    const files = chosenFiles(form);
    const parsed = quoteRequestSchemaFor(false).safeParse(input);
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    const fileProblem =
      files.length > 0 && !featureFlags(c.env).fileUpload
        ? 'File uploads are switched off on this site; describe the drawing in the project details instead.'
        : files.map((file) => uploadProblem({ name: sanitiseFileName(file.name), size: file.size })).find(Boolean);
    if (fileProblem) errors.attachments = fileProblem;
    const again = (status: 422 | 503, found: Record<string, string>, message?: string) =>
      formAgain(c, status, {
        stamp: form.get(formStampField) as string,
        ...typedBack(form),
        errors: { ...chooseFilesAgain(form), ...found },
        ...(message && { message }),
      });
    if (!parsed.success || fileProblem) return again(422, errors);

    // The same form sent again (a reload, Back then Send): the lead it already made.
    const thanks = async (reference: string) =>
      pageResponse(c, 200, {
        stamp: (await newFormStamp(c.env)) ?? '',
        accepted: { reference, preferredContact: parsed.data.preferredContact },
      });
    const existing = await leadByIdempotencyKey(c.env.DB, stamp.formId);
    if (existing) return thanks(leadReference(existing.id, existing.created_at));

    const stored = await storeFiles(c, files, stamp.formId);
    if (!Array.isArray(stored)) return again(stored.status, { attachments: stored.message });
    const request: QuoteRequest = { ...parsed.data, attachments: stored };
    const fingerprint = await requestFingerprint({ ...input, attachments: stored });
    const outcome = await storeQuote(c, { key: stamp.formId, fingerprint, request, unverified: true });
    if (outcome.kind === 'unavailable') return again(503, {}, copy.noScript.unavailable);
    if (outcome.kind === 'key-taken') {
      const lead = await leadByIdempotencyKey(c.env.DB, stamp.formId);
      if (lead) return thanks(leadReference(lead.id, lead.created_at));
      return again(503, {}, copy.noScript.unavailable);
    }
    return thanks(outcome.reference);
  },
);
