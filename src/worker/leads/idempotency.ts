// The quote's idempotency step, before validation: a request whose key already has a lead gets
// that lead's answer even if the rules have moved on since (a target date now past).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { headerNames } from '../../shared/api';
import { leadReference, type QuoteAccepted } from '../../shared/quote-request';
import type { AppEnv } from '../app-env';
import { leadByIdempotencyKey, type LeadForKey } from '../lead-records/leads';
import { apiError } from '../errors';
import { formId } from '../form-id';
import { requestFingerprint } from '../request-fingerprint';

export interface IdempotencyVariables {
  /** The request's Idempotency-Key, lower-cased, and what makes a repeat "the same request". */
  idempotency: { key: string; fingerprint: string };
}

/** The answer for a key that already has a lead: that lead for the same request, 409 for another. */
export function existingLeadAnswer(c: Context, lead: LeadForKey, fingerprint: string) {
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

/** Requires a JSON body and a UUID key; answers a repeat from D1, else passes the key and fingerprint on. */
export function idempotency() {
  return createMiddleware<{ Bindings: AppEnv['Bindings']; Variables: IdempotencyVariables }>(async function idempotency(c, next) {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
      return apiError(c, 415, 'json_required', 'Send the quote request as JSON (Content-Type: application/json).');
    }
    const key = formId(c.req.header(headerNames.idempotencyKey));
    if (!key) {
      return apiError(c, 400, 'missing_idempotency_key', `Send the form's id (a UUID) in the ${headerNames.idempotencyKey} header.`);
    }
    let body: unknown;
    try {
      // Hono keeps the body's text, so the validator after this step parses it without reading the stream again.
      body = await c.req.json();
    } catch {
      return apiError(c, 400, 'invalid_json', 'The quote request is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return apiError(c, 400, 'invalid_json', "The quote request must be a JSON object with the form's fields.");
    }
    const fingerprint = await requestFingerprint(body);
    const existing = await leadByIdempotencyKey(c.env.DB, key);
    if (existing) return existingLeadAnswer(c, existing, fingerprint);
    c.set('idempotency', { key, fingerprint });
    await next();
  });
}
