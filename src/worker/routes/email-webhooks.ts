// /api/resend: Resend's delivery webhooks update the email status on the lead.
// /api/sendgrid: SendGrid is switched off; the path answers a clear 404.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { fixedFlags } from '../../shared/flags';
import type { AppEnv } from '../app-env';
import { deliveryByProviderMessageId, deliveryUpdateStatements } from '../lead-records/email-deliveries';
import type { DeliveryStatus } from '../lead-records/delivery-status';
import { leadMessageByProviderMessageId, messageDeliveryStatement } from '../lead-records/messages';
import { isHandledWebhookMessage, rememberWebhookMessage } from '../email/webhook-messages';
import { isValidWebhook } from '../email/webhook-signature';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { ownEntry } from '../../shared/own-entry';

/** Resend's email events are a few KB: their addresses, subject and tags. */
const webhookBodyLimitBytes = 64 * 1024;
const signatureHeaders = ['svix-id', 'svix-timestamp', 'svix-signature'] as const;

const webhookEvent = z.object({
  type: z.string().max(64),
  created_at: z.string().max(64).optional(),
  data: z.object({ email_id: z.string().min(1).max(128) }).loose(),
});

const statusForEvent: Record<string, { status: DeliveryStatus; needsAttention: boolean }> = {
  'email.delivered': { status: 'delivered', needsAttention: false },
  'email.bounced': { status: 'bounced', needsAttention: true },
  'email.complained': { status: 'complained', needsAttention: true },
};

export const emailWebhookRoutes = new Hono<AppEnv>();

/** Configured, and signed at all: otherwise refused before a byte of the body is read. */
const signedRequestsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.env.RESEND_WEBHOOK_SECRET)
    return apiError(c, 503, 'webhook_not_configured', 'RESEND_WEBHOOK_SECRET is not set on this deployment.');
  if (signatureHeaders.some((name) => !c.req.header(name)))
    return apiError(c, 401, 'invalid_signature', 'The webhook signature is missing, stale or wrong.');
  await next();
});

const webhookBodyLimit = limitBody(webhookBodyLimitBytes, `A webhook body is at most ${webhookBodyLimitBytes / 1024} KB.`);

emailWebhookRoutes.post('/resend', signedRequestsOnly, webhookBodyLimit, async (c) => {
  const db = c.env.DB;
  const svixId = c.req.header('svix-id')!;
  const signedAt = Number(c.req.header('svix-timestamp'));
  const body = await c.req.text();
  const signed = await isValidWebhook(
    c.env.RESEND_WEBHOOK_SECRET!,
    { id: svixId, timestamp: c.req.header('svix-timestamp'), signatures: c.req.header('svix-signature'), body },
    Math.floor(Date.now() / 1000),
  );
  if (!signed) return apiError(c, 401, 'invalid_signature', 'The webhook signature is missing, stale or wrong.');
  // Standard Webhooks: a message already handled is acknowledged again, without effect.
  if (await isHandledWebhookMessage(db, svixId)) return c.body(null, 204);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return apiError(c, 400, 'invalid_json', 'The webhook body is not valid JSON.');
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success) return apiError(c, 400, 'invalid_event', 'The webhook body is not a Resend email event.');

  const mapped = ownEntry(statusForEvent, event.data.type);
  const update = await statusUpdateFor(db, event.data.data.email_id, event.data.type, mapped);
  // Events for emails this site did not send (or has forgotten) are acknowledged and ignored.
  if (!update) return c.body(null, 204);
  try {
    await db.batch([rememberWebhookMessage(db, svixId, signedAt), ...update]);
  } catch (error) {
    // The same message, handled by a concurrent request a moment ago: this copy is the replay.
    if (await isHandledWebhookMessage(db, svixId)) return c.body(null, 204);
    throw error;
  }
  return c.body(null, 204);
});

/** The statements that record the event on the quote email or the reply Resend knows by this id. */
async function statusUpdateFor(db: D1Database, emailId: string, type: string, mapped: (typeof statusForEvent)[string] | undefined) {
  const at = new Date().toISOString();
  const delivery = await deliveryByProviderMessageId(db, emailId);
  if (delivery) {
    return deliveryUpdateStatements(db, delivery.id, {
      status: mapped?.status ?? delivery.status,
      at,
      outcome: type,
      detail: mapped ? undefined : 'status unchanged',
      attempted: false,
      needsAttention: mapped?.needsAttention,
    });
  }
  const message = await leadMessageByProviderMessageId(db, emailId);
  if (!message) return null;
  const statements = [
    messageDeliveryStatement(db, message.id, {
      status: mapped?.status ?? message.status,
      at,
      attempted: false,
      detail: mapped?.needsAttention ? type : undefined,
    }),
  ];
  if (mapped?.needsAttention) statements.push(db.prepare('UPDATE leads SET needs_attention = 1 WHERE id = ?').bind(message.lead_id));
  return statements;
}

if (!fixedFlags.sendgridEmail.on) {
  emailWebhookRoutes.all('/sendgrid', (c) =>
    apiError(c, 404, 'provider_disabled', 'SendGrid is switched off on this site; email goes through Resend.'),
  );
}
