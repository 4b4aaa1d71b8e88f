// Messenger and WhatsApp as Meta sends them: the webhook payloads of Meta's documentation, signed
// the way Meta signs (an HMAC-SHA256 of the raw body under the app secret, made here with Web
// Crypto, not the worker's code), posted to the worker with the channel secrets set.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { WorkerEnv } from '../../src/worker/app-env';
import worker from '../../src/worker/index';
import { origin, workerEnv } from './quote-helpers';

export const pageId = '104857600123456';
export const phoneNumberId = '109876543210987';
export const graph = 'https://graph.test';
export const appSecret = 'meta-app-secret-for-vitest';
export const verifyToken = 'verify-token-for-vitest-5b2c';

/** The secrets of both channels (and a Telegram chat, so the alerts have a channel). */
export const chatEnv: WorkerEnv = {
  ...workerEnv,
  META_APP_SECRET: appSecret,
  META_VERIFY_TOKEN: verifyToken,
  MESSENGER_PAGE_ID: pageId,
  MESSENGER_PAGE_TOKEN: 'EAAPageTokenForVitest',
  WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
  WHATSAPP_TOKEN: 'EAAWhatsAppTokenForVitest',
  GRAPH_API_URL: graph,
  TELEGRAM_BOT_TOKEN: '7100000040:AAE-chat-alerts',
  TELEGRAM_CHAT_ID: '-1001112223340',
};

export async function hubSignature(body: string, secret = appSecret) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A request to the worker with these bindings, as the platform would make it. */
export async function fetchWorker(path: string, init: RequestInit = {}, bindings: WorkerEnv = chatEnv) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${origin}${path}`, { redirect: 'manual', ...init }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A webhook delivery, signed unless a signature is given. */
export async function deliver(channel: 'messenger' | 'whatsapp', payload: unknown, signature?: string, bindings: WorkerEnv = chatEnv) {
  const body = JSON.stringify(payload);
  return fetchWorker(
    `/api/webhooks/${channel}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature ?? (await hubSignature(body)) },
      body,
    },
    bindings,
  );
}

interface MessengerMessage {
  psid: string;
  mid: string;
  text?: string;
  imageUrl?: string;
  adId?: string;
  timestamp?: number;
  page?: string;
}

/** A `messages` event of the Messenger Platform (object "page"), one message. */
export function messengerPayload({ psid, mid, text, imageUrl, adId, timestamp = Date.now(), page = pageId }: MessengerMessage) {
  return {
    object: 'page',
    entry: [
      {
        id: page,
        time: timestamp,
        messaging: [
          {
            sender: { id: psid },
            recipient: { id: page },
            timestamp,
            message: {
              mid,
              ...(text !== undefined && { text }),
              ...(imageUrl && { attachments: [{ type: 'image', payload: { url: imageUrl } }] }),
              ...(adId && {
                referral: {
                  ref: 'stainless-tanks',
                  ad_id: adId,
                  source: 'ADS',
                  type: 'OPEN_THREAD',
                  ads_context_data: { ad_title: 'Stainless tanks made in Cavite', post_id: '104857600123456_99' },
                },
              }),
            },
          },
        ],
      },
    ],
  };
}

interface WhatsappMessage {
  waId: string;
  wamid: string;
  name?: string;
  text?: string;
  image?: { id: string; caption?: string };
  adId?: string;
  timestamp?: number;
  phone?: string;
}

/** A `messages` change of the WhatsApp Business Account webhook, one message with its contact. */
export function whatsappPayload({
  waId,
  wamid,
  name = 'Jose Reyes',
  text,
  image,
  adId,
  timestamp = Date.now(),
  phone = phoneNumberId,
}: WhatsappMessage) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '639171234567', phone_number_id: phone },
              contacts: [{ profile: { name }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: wamid,
                  timestamp: String(Math.floor(timestamp / 1000)),
                  ...(image
                    ? {
                        type: 'image',
                        image: {
                          ...(image.caption && { caption: image.caption }),
                          mime_type: 'image/jpeg',
                          sha256: 'x4Q2...=',
                          id: image.id,
                        },
                      }
                    : { type: 'text', text: { body: text ?? '' } }),
                  ...(adId && {
                    referral: {
                      source_url: 'https://fb.me/3cr4Wqqkv',
                      source_id: adId,
                      source_type: 'ad',
                      headline: 'Stainless tanks made in Cavite',
                      body: 'Message us for a quote',
                      media_type: 'image',
                      image_url: 'https://scontent.xx.fbcdn.net/ad.jpg',
                      ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ',
                    },
                  }),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export const rows = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
