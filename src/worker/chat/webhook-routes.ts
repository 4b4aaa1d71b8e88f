// /api/webhooks/messenger and /api/webhooks/whatsapp: Meta's webhooks for the Page and the
// WhatsApp number. GET answers the verification handshake; POST checks X-Hub-Signature-256 on
// the raw body before anything else, puts the messages it carries on the delivery queue and
// answers 200: storing them (a repeat of Meta's dropped by its message id), the lead, the photos
// and the alerts are the consumer's work, so no D1 write waits in the answer. Only when the queue
// refuses them are they kept in D1 as pending, for the cron sweep to queue. Unset secrets: both
// paths answer 404, as before.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { DeliveryJob } from '../queue/delivery-job';
import { enqueue } from '../queue/enqueue';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { businessIdFor, chatChannelNames, receivesWebhooks, type ChatChannel } from './channels';
import { isSignedBody, isVerifyToken } from './signature';
import { storeChatEvents } from './store';
import { messengerEvents, whatsappEvents } from './webhook-events';

/** Meta's deliveries are a few KB; a batch of many messages stays well under this. */
const webhookBodyLimitBytes = 1024 * 1024;

const notConfigured = (c: Context<AppEnv>) => apiError(c, 404, 'not_found', `There is no API endpoint at ${c.req.method} ${c.req.path}.`);

function handshake(channel: ChatChannel) {
  return async (c: Context<AppEnv>) => {
    if (!receivesWebhooks(c.env, channel) || !c.env.META_VERIFY_TOKEN) return notConfigured(c);
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    if (mode !== 'subscribe' || !(await isVerifyToken(c.env.META_VERIFY_TOKEN, token))) {
      c.get('logger').warn(`${chatChannelNames[channel]} webhook verification refused: wrong mode or verify token`, { mode });
      return apiError(
        c,
        403,
        'verification_failed',
        'hub.mode must be "subscribe" and hub.verify_token must be the META_VERIFY_TOKEN set here.',
      );
    }
    // Echoed as plain text, and only as the digits and letters Meta sends, so nothing else can be reflected.
    if (!/^[\w-]{1,200}$/.test(challenge)) return apiError(c, 400, 'bad_challenge', 'hub.challenge is missing or not a token.');
    return c.text(challenge, 200);
  };
}

function delivery(channel: ChatChannel) {
  return async (c: Context<AppEnv>) => {
    const logger = c.get('logger');
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (!(await isSignedBody(c.env.META_APP_SECRET!, body, c.req.header('X-Hub-Signature-256')))) {
      logger.warn(`${chatChannelNames[channel]} webhook refused: bad or missing X-Hub-Signature-256`, { bytes: body.byteLength });
      return apiError(c, 401, 'invalid_signature', 'X-Hub-Signature-256 is missing or does not match the body.');
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return apiError(c, 400, 'invalid_json', 'The body is not JSON.');
    }
    const businessId = businessIdFor(c.env, channel)!;
    const events = channel === 'messenger' ? messengerEvents(json, businessId) : whatsappEvents(json, businessId);
    if (events.length === 0) return c.text('EVENT_RECEIVED', 200);
    try {
      await enqueue(
        c.env,
        events.map((event): DeliveryJob => ({ kind: 'chat-in', event })),
      );
    } catch (error) {
      // Kept in D1 as pending (any the queue did take find their row there and are handled once).
      // Should D1 fail too, the 500 makes Meta deliver them again.
      const messageIds = events.map((event) => event.messageId);
      logger.error('chat messages could not be queued; kept for the sweep', { messageIds, error: String(error) });
      await storeChatEvents(c.env.DB, events, new Date().toISOString());
    }
    logger.info(`${chatChannelNames[channel]} webhook`, { messages: events.length });
    return c.text('EVENT_RECEIVED', 200);
  };
}

export const chatWebhookRoutes = new Hono<AppEnv>();

for (const channel of ['messenger', 'whatsapp'] as const) {
  chatWebhookRoutes.get(`/${channel}`, handshake(channel));
  chatWebhookRoutes.post(
    `/${channel}`,
    async (c, next) => (receivesWebhooks(c.env, channel) ? next() : notConfigured(c)),
    limitBody(webhookBodyLimitBytes, `A webhook body is at most ${webhookBodyLimitBytes / 1024} KB.`),
    delivery(channel),
  );
}
