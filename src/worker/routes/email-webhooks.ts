// /api/resend: Resend's delivery webhooks update the email status on the lead.
// /api/sendgrid: SendGrid is switched off; the path answers a clear 404.
import { Hono } from 'hono';
import * as z from 'zod';
import { featureFlags } from '../../shared/flags';
import type { AppEnv } from '../app-env';
import { deliveryByProviderMessageId, recordDelivery, type DeliveryStatus } from '../db/email-deliveries';
import { isValidWebhook } from '../email/webhook-signature';
import { apiError } from '../errors';

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

export const emailWebhooks = new Hono<AppEnv>();

emailWebhooks.post('/resend', async (c) => {
  const secret = c.env.RESEND_WEBHOOK_SECRET;
  if (!secret) return apiError(c, 503, 'webhook_not_configured', 'RESEND_WEBHOOK_SECRET is not set on this deployment.');
  const body = await c.req.text();
  const signed = await isValidWebhook(
    secret,
    { id: c.req.header('svix-id'), timestamp: c.req.header('svix-timestamp'), signatures: c.req.header('svix-signature'), body },
    Math.floor(Date.now() / 1000),
  );
  if (!signed) return apiError(c, 401, 'invalid_signature', 'The webhook signature is missing, stale or wrong.');

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return apiError(c, 400, 'invalid_json', 'The webhook body is not valid JSON.');
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success) return apiError(c, 400, 'invalid_event', 'The webhook body is not a Resend email event.');

  const delivery = await deliveryByProviderMessageId(c.env.DB, event.data.data.email_id);
  // Events for emails this site did not send (or has forgotten) are acknowledged and ignored.
  if (!delivery) return c.body(null, 204);
  const mapped = statusForEvent[event.data.type];
  await recordDelivery(c.env.DB, delivery.id, {
    status: mapped?.status ?? delivery.status,
    at: new Date().toISOString(),
    outcome: event.data.type,
    detail: mapped ? undefined : 'status unchanged',
    attempted: false,
    needsAttention: mapped?.needsAttention,
  });
  return c.body(null, 204);
});

if (!featureFlags.sendgridEmail) {
  emailWebhooks.all('/sendgrid', (c) =>
    apiError(c, 404, 'provider_disabled', 'SendGrid is switched off on this site; email goes through Resend.'),
  );
}
