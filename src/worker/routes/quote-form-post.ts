// POST /contact: the quote form as a browser sends it without the page's scripts (multipart, the
// drawings inside). Stored as /api/quotes stores a request (store-quote.ts), but marked
// unverified: Turnstile cannot run without scripts, so the honeypot, a minimum fill time from the
// signed render time (quote-form-stamp.ts) and the rate limit stand in for it. The answer is the
// page itself: the thank-you panel with the reference, or the form again with each field's message.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { quoteForm as copy } from '../../content/quote-form';
import { fieldErrors, leadReference, quoteRequestSchemaFor, type QuoteRequest } from '../../shared/quote-request';
import { formStampField } from '../../shared/api';
import type { QuoteFormHandover } from '../../shared/site-config';
import { allowedUploadTypes, maxAttachments, uploadExtension, uploadLimitBytes, uploadProblem } from '../../shared/upload-rules';
import type { AppEnv } from '../app-env';
import { leadByIdempotencyKey } from '../leads/store/leads';
import { releaseUpload, reserveUpload } from '../db/uploads';
import { featureFlags } from '../feature-flags';
import { rateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { newFormStamp, readFormStamp, stampSecret, type FormStamp } from '../quote-form-stamp';
import { requestFingerprint } from '../request-fingerprint';
import { SignatureMismatch, drawingKey, sanitiseFileName, storeDrawing } from '../storage/drawing-store';
import { storeQuote } from '../leads/store-quote';
import { pageResponse } from '../render/page-response';

/** Every drawing at the limit, plus room for the text fields. */
const bodyLimitBytes = maxAttachments * uploadLimitBytes + 256 * 1024;

/** The form again, with what the visitor typed and why it was not sent. */
async function formAgain(
  c: Context<AppEnv>,
  status: 400 | 413 | 422 | 503,
  handover: Omit<QuoteFormHandover, 'stamp'> & { stamp?: string },
) {
  const stamp = handover.stamp ?? (await newFormStamp(c.env)) ?? '';
  return pageResponse(c, status, { ...handover, stamp });
}

/** What the schema reads from the posted form: its text as typed, the tick, the lines and the fill time. */
function requestInput(form: FormData, stamp: FormStamp) {
  const text: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== formStampField) text[name] = value;
  let lines: unknown = [];
  if (text.lines) {
    try {
      lines = JSON.parse(text.lines);
    } catch {
      lines = text.lines;
    }
  }
  // Each line's quantity and note as the visitor edited them in their own fields.
  if (Array.isArray(lines)) {
    lines = lines.map((line: unknown, index) => {
      if (typeof line !== 'object' || line === null) return line;
      const quantity = text[`lines.${index}.quantity`];
      const note = text[`lines.${index}.note`];
      return {
        ...line,
        ...(quantity !== undefined && { quantity: Number(quantity.trim().replace(',', '.')) }),
        ...(note !== undefined && { note }),
      };
    });
  }
  const { lines: _lines, ...typed } = text;
  return {
    values: typed,
    input: { ...typed, lines, attachments: [], privacyConsent: form.get('privacyConsent') === 'on', fillMs: Date.now() - stamp.renderedAt },
  };
}

/** Each chosen file stored under the form's id; the ids, or the message for the attachments field. */
async function storeFiles(c: Context<AppEnv>, files: File[], formId: string): Promise<string[] | { message: string; status: 422 | 503 }> {
  const ids: string[] = [];
  for (const file of files) {
    const name = sanitiseFileName(file.name);
    const extension = uploadExtension(name)!;
    const id = crypto.randomUUID();
    const row = {
      id,
      r2_key: drawingKey(id),
      draft_id: formId,
      original_name: name,
      content_type: allowedUploadTypes[extension],
      size: file.size,
      created_at: new Date().toISOString(),
    };
    // Twice the form's limit, as for the form's own uploads: room to send the form again once.
    if (!(await reserveUpload(c.env.DB, row, maxAttachments * 2))) return { message: copy.noScript.tooManyFiles, status: 422 };
    try {
      await storeDrawing(c.env.UPLOADS, { id, body: file.stream(), length: file.size, extension, originalName: name });
    } catch (error) {
      await releaseUpload(c.env.DB, id);
      if (error instanceof SignatureMismatch)
        return { message: `${name} does not look like a real .${extension} file, so it was not accepted.`, status: 422 };
      c.get('logger').warn('no-script upload did not complete', { error: String(error) });
      return { message: copy.noScript.unavailable, status: 503 };
    }
    ids.push(id);
  }
  return ids;
}

export const quoteFormPost = new Hono<AppEnv>();

quoteFormPost.post(
  '/',
  sameOriginOnly({ what: 'Quote requests' }),
  rateLimit({ binding: 'QUOTE_RATE_LIMIT', what: 'quote requests' }),
  bodyLimit({ maxSize: bodyLimitBytes, onError: (c) => formAgain(c, 413, { message: copy.noScript.tooLarge }) }),
  async (c) => {
    const secret = stampSecret(c.env);
    if (!secret) {
      c.get('logger').error('TICKET_SECRET is not set or too short: no-script quote requests are refused');
      return formAgain(c, 503, { message: copy.noScript.unavailable });
    }
    const form = await c.req.raw.formData().catch(() => null);
    const stamp = form ? await readFormStamp(secret, String(form.get(formStampField) ?? '')) : null;
    if (!form || !stamp) return formAgain(c, 400, { message: copy.noScript.expired });

    const { values, input } = requestInput(form, stamp);
    const files = form.getAll('attachments').filter((file): file is File => typeof file !== 'string' && file.size > 0);
    const parsed = quoteRequestSchemaFor(false).safeParse(input);
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    const fileProblem =
      files.length > 0 && !featureFlags(c.env).fileUpload
        ? 'File uploads are switched off on this site; describe the drawing in the project details instead.'
        : files.length > maxAttachments
          ? `Attach at most ${maxAttachments} files.`
          : files.map((file) => uploadProblem({ name: sanitiseFileName(file.name), size: file.size })).find(Boolean);
    if (fileProblem) errors.attachments = fileProblem;
    const again = (status: 422 | 503, found: Record<string, string>, message?: string) =>
      formAgain(c, status, {
        stamp: form.get(formStampField) as string,
        values,
        errors: files.length ? { attachments: copy.noScript.chooseFilesAgain, ...found } : found,
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
