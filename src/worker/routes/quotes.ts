// /api/send-email: a quote request is checked, stored in D1 with its drawings, and only then
// are its emails queued. The same idempotency key always answers with the same lead.
import { Hono, type Context } from 'hono';
import { headerNames } from '../../shared/api';
import { fieldErrors, leadReference, quoteRequestSchemaFor, type QuoteAccepted, type QuoteRequest } from '../../shared/quote-request';
import type { AppEnv } from '../app-env';
import { botCheckSecrets, turnstileRefusal } from '../bot-check/bot-check';
import { isValidTicket } from '../bot-check/ticket';
import { featureFlags } from '../feature-flags';
import { leadByIdempotencyKey, storeLead, type LeadForKey } from '../db/leads';
import { uploadsByIds } from '../db/uploads';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { queueLeadEmails } from '../email/queue-lead-emails';
import { requestFingerprint } from '../request-fingerprint';

/** Generous for every text field at its limit, small enough to refuse junk early. */
const quoteBodyLimitBytes = 64 * 1024;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answer for a key that already has a lead: that lead for the same request, 409 for another. */
function existingLeadAnswer(c: Context<AppEnv>, lead: LeadForKey, fingerprint: string) {
  if (lead.request_fingerprint !== null && lead.request_fingerprint !== fingerprint) {
    return apiError(
      c,
      409,
      'idempotency_key_reused',
      'This form was already sent with different details, and we have that request. To change it, reply to our email or call us.',
    );
  }
  const accepted: QuoteAccepted = { lead: { reference: leadReference(lead.id, lead.created_at) } };
  return c.json(accepted, 200);
}

/**
 * The quote's bot check: its form's ticket, without asking siteverify again (a request queued
 * during an outage arrives long after its token expired), or else a token siteverify passes.
 */
async function botCheckRefusal(c: Context<AppEnv>, request: QuoteRequest, idempotencyKey: string) {
  const secrets = botCheckSecrets(c);
  if (secrets instanceof Response) return secrets;
  if (await isValidTicket(secrets.ticketSecret, request.botTicket, idempotencyKey)) return null;
  return turnstileRefusal(c, secrets.turnstileSecret, request.turnstileToken, idempotencyKey);
}

export const quotes = new Hono<AppEnv>();

const quoteBodyLimit = limitBody(quoteBodyLimitBytes, 'The quote request is too large. Shorten the project details and attach drawings as files.');

quotes.post('/', rateLimit({ binding: 'QUOTE_RATE_LIMIT', what: 'quote requests' }), quoteBodyLimit, async (c) => {
  const logger = c.get('logger');
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    return apiError(c, 415, 'json_required', 'Send the quote request as JSON (Content-Type: application/json).');
  }
  const idempotencyKey = c.req.header(headerNames.idempotencyKey)?.toLowerCase();
  if (!idempotencyKey || !uuidPattern.test(idempotencyKey)) {
    return apiError(c, 400, 'missing_idempotency_key', `Send the form's id (a UUID) in the ${headerNames.idempotencyKey} header.`);
  }

  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return apiError(c, 400, 'invalid_json', 'The quote request is not valid JSON.');
  }
  // Before validation: a replay keeps its answer even if the rules moved on (a target date now past).
  const fingerprint = await requestFingerprint(body);
  const existing = await leadByIdempotencyKey(c.env.DB, idempotencyKey);
  if (existing) return existingLeadAnswer(c, existing, fingerprint);

  const parsed = quoteRequestSchemaFor(featureFlags(c.env).captchaTurnstile).safeParse(body);
  if (!parsed.success) {
    return apiError(c, 422, 'validation_failed', 'Some fields need attention.', fieldErrors(parsed.error));
  }
  const request = parsed.data;

  if (featureFlags(c.env).captchaTurnstile) {
    const refusal = await botCheckRefusal(c, request, idempotencyKey);
    if (refusal) return refusal;
  }

  const attachments = await uploadsByIds(c.env.DB, request.attachments);
  for (const id of request.attachments) {
    const upload = attachments.find((row) => row.id === id);
    if (!upload) {
      return apiError(c, 400, 'unknown_upload', 'One of the attached files is no longer available. Please remove it and attach it again.', {
        attachments: 'Please remove the missing file and attach it again.',
      });
    }
    if (upload.draft_id !== idempotencyKey || upload.lead_id !== null) {
      return apiError(c, 403, 'upload_not_yours', 'One of the attached files does not belong to this form. Please attach your own copy.', {
        attachments: 'Please attach the file again from this form.',
      });
    }
  }

  const createdAt = new Date().toISOString();
  let created: boolean;
  try {
    ({ created } = await storeLead(c.env.DB, {
      idempotencyKey,
      requestFingerprint: fingerprint,
      createdAt,
      request,
      country: (c.req.raw.cf?.country as string | undefined) ?? null,
    }));
  } catch (error) {
    logger.error('quote request could not be stored', { error: String(error) });
    return apiError(c, 503, 'storage_unavailable', 'We could not save your request just now. Nothing was sent; please try again in a minute.');
  }

  const lead = await leadByIdempotencyKey(c.env.DB, idempotencyKey);
  if (!lead) throw new Error('stored lead not found');
  // Another request with this key was stored first, while this one was being checked.
  if (!created) return existingLeadAnswer(c, lead, fingerprint);
  await queueLeadEmails(c.env, lead.id, logger);

  const accepted: QuoteAccepted = { lead: { reference: leadReference(lead.id, lead.created_at) } };
  return c.json(accepted, 201);
});

