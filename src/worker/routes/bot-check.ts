// /api/bot-check: the quote form's Turnstile token, verified once with siteverify, swapped for a
// ticket that lets the form upload drawings and send its request for a day (bot-check/ticket.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { headerNames } from '../../shared/api';
import type { AppEnv } from '../app-env';
import { botCheckSecrets, turnstileRefusal } from '../bot-check/bot-check';
import { issueTicket } from '../bot-check/ticket';
import { apiError } from '../errors';
import { formId } from '../form-id';
import { rateLimit } from '../middleware/rate-limit';

/** A token is at most 2048 characters; the JSON around it is a few more. */
const bodyLimitBytes = 4 * 1024;
const tokenMessage = 'Send the bot check widget’s token (1 to 2048 characters) as { "token": "..." }.';
const botCheckRequestSchema = z.object({ token: z.string(tokenMessage).min(1, tokenMessage).max(2048, tokenMessage) });

export const botCheckRoutes = new Hono<AppEnv>();

botCheckRoutes.post(
  '/',
  rateLimit({ binding: 'BOT_CHECK_RATE_LIMIT', what: 'bot checks' }),
  bodyLimit({
    maxSize: bodyLimitBytes,
    onError: (c) => apiError(c, 413, 'request_too_large', 'The bot check answer is too large to be a Turnstile token.'),
  }),
  async (c) => {
    const draftId = formId(c.req.header(headerNames.quoteDraft));
    if (!draftId) {
      return apiError(c, 400, 'missing_draft', `Send the form's id in the ${headerNames.quoteDraft} header.`);
    }
    if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
      return apiError(c, 415, 'json_required', 'Send the token as JSON (Content-Type: application/json).');
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, 400, 'invalid_json', 'The bot check answer is not valid JSON.');
    }
    const parsed = botCheckRequestSchema.safeParse(body);
    if (!parsed.success) return apiError(c, 422, 'validation_failed', tokenMessage, { token: tokenMessage });

    const secrets = botCheckSecrets(c);
    if (secrets instanceof Response) return secrets;
    const refusal = await turnstileRefusal(c, secrets.turnstileSecret, parsed.data.token, draftId);
    if (refusal) return refusal;
    return c.json(await issueTicket(secrets.ticketSecret, draftId), 200);
  },
);
