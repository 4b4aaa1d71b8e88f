// /api/paymongo: PayMongo's webhook. The signature is checked on the raw body, each event is kept
// once by its id and handed to the delivery queue, and PayMongo gets its 200 at once; the queue
// marks money paid (process-event.ts). Unknown event types are acknowledged and ignored.
import { Hono } from 'hono';
import type { Logger } from '../../shared/logger';
import type { AppEnv, WorkerEnv } from '../app-env';
import { limitBody } from '../middleware/body-limit';
import { paymongoMode } from './paymongo-api';
import { checkSignature } from './webhook-signature';
import { enqueue } from '../queue/enqueue';

/** A checkout session with its payments is a few KB; PayMongo's largest events stay far below this. */
const webhookBodyLimitBytes = 256 * 1024;

/** The event types this site acts on; every other is answered 200 and dropped. */
const handledEventTypes = new Set(['checkout_session.payment.paid', 'payment.paid', 'payment.failed']);

export interface WebhookAnswer {
  status: 200 | 400 | 401 | 503;
  body: { received: true } | { error: { code: string; message: string } };
}

const refusal = (status: WebhookAnswer['status'], code: string, message: string): WebhookAnswer => ({
  status,
  body: { error: { code, message } },
});

/** The event id, type and mode from PayMongo's envelope: `{ data: { id, attributes: { type, livemode, data } } }`. */
function envelope(json: unknown): { id: string; type: string; livemode: boolean } | null {
  const data = (json as { data?: { id?: unknown; attributes?: { type?: unknown; livemode?: unknown } } } | null)?.data;
  const id = data?.id;
  const type = data?.attributes?.type;
  const livemode = data?.attributes?.livemode;
  if (
    typeof id !== 'string' ||
    !/^[A-Za-z0-9_]{1,100}$/.test(id) ||
    typeof type !== 'string' ||
    type.length > 100 ||
    typeof livemode !== 'boolean'
  )
    return null;
  return { id, type, livemode };
}

/** Everything the route does with one delivery: the development checkout posts through here too. */
export async function receiveWebhook(
  env: WorkerEnv,
  logger: Logger,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookAnswer> {
  const secret = env.PAYMONGO_WEBHOOK_SECRET;
  if (!secret) return refusal(503, 'webhook_not_configured', 'PAYMONGO_WEBHOOK_SECRET is not set on this deployment.');
  const mode = paymongoMode(env.PAYMONGO_SECRET_KEY);
  const check = await checkSignature(secret, signature, body, mode, Math.floor(now.getTime() / 1000));
  if (check !== 'valid') {
    logger.warn('PayMongo webhook refused', { check, mode, signature: signature?.slice(0, 200) ?? null });
    return refusal(
      401,
      'invalid_signature',
      `The Paymongo-Signature is ${check === 'stale' ? 'too old' : check === 'missing' ? 'missing' : 'wrong'} for this ${mode}-mode webhook.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refusal(400, 'invalid_json', 'The webhook body is not valid JSON.');
  }
  const event = envelope(json);
  if (!event) return refusal(400, 'invalid_event', 'The webhook body is not a PayMongo event.');
  if (!handledEventTypes.has(event.type)) return { status: 200, body: { received: true } };
  if (event.livemode !== (mode === 'live')) {
    logger.warn('PayMongo event of the other mode ignored', { eventId: event.id, livemode: event.livemode, mode });
    return { status: 200, body: { received: true } };
  }
  const stored = await env.DB.prepare(
    `INSERT INTO paymongo_events (id, type, livemode, received_at, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET id = id RETURNING status`,
  )
    .bind(event.id, event.type, event.livemode ? 1 : 0, now.toISOString(), body)
    .first<{ status: string }>();
  // A replay of an event done already changes nothing; one still pending is queued again (its first job may be lost).
  if (stored?.status === 'pending') {
    try {
      await enqueue(env, [{ kind: 'paymongo-event', eventId: event.id }]);
    } catch (error) {
      // Kept pending: PayMongo's retry of this event queues it again.
      logger.error('PayMongo event could not be queued', { eventId: event.id, error: String(error) });
      return refusal(503, 'queue_unavailable', 'The event is kept but could not be queued; send it again.');
    }
  }
  return { status: 200, body: { received: true } };
}

export const paymongoWebhookRoutes = new Hono<AppEnv>();

paymongoWebhookRoutes.post(
  '/paymongo',
  limitBody(webhookBodyLimitBytes, `A webhook body is at most ${webhookBodyLimitBytes / 1024} KB.`),
  async (c) => {
    const answer = await receiveWebhook(c.env, c.get('logger'), await c.req.text(), c.req.header('paymongo-signature'));
    return c.json(answer.body, answer.status);
  },
);
