// /api/quotes: a quote request is checked, stored in D1 with its drawings, and only then
// are its emails queued (store-quote.ts). The same idempotency key always answers with the same lead.
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { fieldErrors, quoteRequestSchemaFor, type QuoteAccepted, type QuoteRequest } from '../../shared/quote-request';
import type { AppEnv } from '../app-env';
import type { IdempotencyVariables } from '../leads/idempotency';
import { botCheckSecrets, turnstileRefusal } from '../bot-check/bot-check';
import { isValidTicket } from '../bot-check/ticket';
import { leadByIdempotencyKey } from '../lead-records/leads';
import { uploadsByIds } from '../storage/uploads';
import { featureFlags } from '../feature-flags';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { storeQuote } from '../leads/store-quote';
import { existingLeadAnswer, idempotency } from '../leads/idempotency';
import { rateLimit } from '../middleware/rate-limit';

/** The route's context after the idempotency step; the bot-check helpers take the app's. */
type QuoteContext = Context<AppEnv & { Variables: IdempotencyVariables }>;

/**
 * Generous for every text field at its limit (50 quote-list lines of non-Latin text with notes
 * alone come near 64 KB), small enough to refuse junk early.
 */
const quoteBodyLimitBytes = 128 * 1024;

/**
 * The quote's bot check: its form's ticket, without asking siteverify again (a request queued
 * during an outage arrives long after its token expired), or else a token siteverify passes.
 */
async function botCheckRefusal(c: QuoteContext, request: QuoteRequest, idempotencyKey: string) {
  if (!featureFlags(c.env).captchaTurnstile) return null;
  const secrets = botCheckSecrets(c as unknown as Context<AppEnv>);
  if (secrets instanceof Response) return secrets;
  if (await isValidTicket(secrets.ticketSecret, request.botTicket, idempotencyKey)) return null;
  return turnstileRefusal(c as unknown as Context<AppEnv>, secrets.turnstileSecret, request.turnstileToken, idempotencyKey);
}

/** Every attached file must exist, belong to this form and not be claimed by another lead. */
async function attachmentRefusal(c: QuoteContext, attachmentIds: string[], idempotencyKey: string) {
  const attachments = await uploadsByIds(c.env.DB, attachmentIds);
  for (const id of attachmentIds) {
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
  return null;
}

/**
 * Hono's own validator rather than @hono/zod-validator: the schema depends on the deployment's
 * flags (without the bot check no token is asked for), which zValidator's fixed schema cannot.
 */
const validQuoteRequest = validator('json', (body, c: Context<AppEnv>) => {
  const parsed = quoteRequestSchemaFor(featureFlags(c.env).captchaTurnstile).safeParse(body);
  if (!parsed.success) return apiError(c, 422, 'validation_failed', 'Some fields need attention.', fieldErrors(parsed.error));
  return parsed.data;
});

export const quoteRoutes = new Hono<AppEnv>();

quoteRoutes.post(
  '/',
  rateLimit({ binding: 'QUOTE_RATE_LIMIT', what: 'quote requests' }),
  limitBody(quoteBodyLimitBytes, 'The quote request is too large. Shorten the project details and attach drawings as files.'),
  idempotency(),
  validQuoteRequest,
  async (c) => {
    const request = c.req.valid('json');
    const { key, fingerprint } = c.get('idempotency');
    const refusal = (await botCheckRefusal(c, request, key)) ?? (await attachmentRefusal(c, request.attachments, key));
    if (refusal) return refusal;

    const outcome = await storeQuote(c as unknown as Context<AppEnv>, { key, fingerprint, request, unverified: false });
    if (outcome.kind === 'unavailable') {
      return apiError(
        c,
        503,
        'storage_unavailable',
        'We could not save your request just now. Nothing was sent; please try again in a minute.',
      );
    }
    if (outcome.kind === 'key-taken') {
      const existing = await leadByIdempotencyKey(c.env.DB, key);
      if (!existing) throw new Error('stored lead not found');
      return existingLeadAnswer(c, existing, fingerprint);
    }
    const accepted: QuoteAccepted = { lead: { reference: outcome.reference } };
    return c.json(accepted, 201);
  },
);
