// /admin/chat-dev: the development page that messages this worker "as a customer" on Messenger or
// WhatsApp, a webhook signed with META_APP_SECRET and posted to the worker's own address, so the
// whole path (signature, queue, lead, photo, answer) runs as it would for Meta. Production: 404.
import { Hono, type Context } from 'hono';
import { appEnvironment } from '../../shared/release';
import { uploadLimitBytes } from '../../shared/upload-rules';
import { ChatDevPage, type ChatDevView } from '../../ui/admin/leads/ChatDevPage';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { siteOrigin } from '../site-config';
import { businessIdFor, chatChannelNames, type ChatChannel } from './channels';
import { devMediaKey, devMediaUrlPrefix } from './media';
import { signatureFor } from './signature';
import { openLeadForPerson } from './store';
import { ownBodyLimit } from '../middleware/dashboard-form-limit';
import { adminPaths } from '../../shared/admin-paths';

export const chatDevRoutes = new Hono<DashboardEnv>();

chatDevRoutes.use(async (c, next) => {
  if (appEnvironment(c.env.ENVIRONMENT) === 'production') return c.text('Not found.', 404);
  await next();
});

function unavailable(c: Context<DashboardEnv>): string | null {
  if (!c.env.META_APP_SECRET || !businessIdFor(c.env, 'messenger') || !businessIdFor(c.env, 'whatsapp'))
    return 'META_APP_SECRET, MESSENGER_PAGE_ID and WHATSAPP_PHONE_NUMBER_ID must be set (`npm start` sets them).';
  return siteOrigin(c.env) ? null : 'SITE_URL must be set: the message is posted to it.';
}

async function page(c: Context<DashboardEnv>, view: Partial<ChatDevView>, status: 200 | 400 | 502 = 200) {
  return adminPage(c, <ChatDevPage view={{ unavailable: unavailable(c), sent: null, error: null, ...view }} />, status);
}

chatDevRoutes.get('/', async (c) => {
  const channel = c.req.query('channel');
  const person = c.req.query('person') ?? '';
  if ((channel !== 'messenger' && channel !== 'whatsapp') || !/^\d{6,20}$/.test(person)) return page(c, {});
  const leadId = await openLeadForPerson(c.env.DB, channel, person);
  return page(c, {
    sent: {
      words: `Sent on ${chatChannelNames[channel]}. ${leadId ? 'It is on the lead.' : 'The queue is handling it: reload in a moment.'}`,
      leadUrl: leadId ? adminPaths.lead(leadId) : null,
    },
  });
});

/** The body Meta would send for this message. */
function payload(
  channel: ChatChannel,
  businessId: string,
  message: { person: string; name: string; text: string; mediaId: string | null; ad: string },
) {
  const now = Date.now();
  const id = `${channel === 'messenger' ? 'm_dev' : 'wamid.dev'}${crypto.randomUUID().replaceAll('-', '')}`;
  if (channel === 'messenger') {
    return {
      object: 'page',
      entry: [
        {
          id: businessId,
          time: now,
          messaging: [
            {
              sender: { id: message.person },
              recipient: { id: businessId },
              timestamp: now,
              message: {
                mid: id,
                ...(message.text && { text: message.text }),
                ...(message.mediaId && { attachments: [{ type: 'image', payload: { url: `${devMediaUrlPrefix}${message.mediaId}` } }] }),
                ...(message.ad && { referral: { ad_id: message.ad, source: 'ADS', type: 'OPEN_THREAD' } }),
              },
            },
          ],
        },
      ],
    };
  }
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'dev-business-account',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '639170000000', phone_number_id: businessId },
              contacts: [{ profile: { name: message.name || 'WhatsApp customer' }, wa_id: message.person }],
              messages: [
                {
                  from: message.person,
                  id,
                  timestamp: String(Math.floor(now / 1000)),
                  ...(message.mediaId
                    ? {
                        type: 'document',
                        document: { id: message.mediaId, mime_type: 'application/octet-stream', caption: message.text || undefined },
                      }
                    : { type: 'text', text: { body: message.text } }),
                  ...(message.ad && { referral: { source_id: message.ad, source_type: 'ad' } }),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

chatDevRoutes.post(
  '/',
  ownBodyLimit({ maxSize: uploadLimitBytes + 64 * 1024, onError: (c) => c.text('The photo is over 20 MB.', 413) }),
  async (c) => {
    const missing = unavailable(c);
    if (missing) return page(c, { error: missing }, 400);
    const form = await c.req.parseBody().catch(() => null);
    const field = (name: string) => (typeof form?.[name] === 'string' ? (form[name] as string).trim() : '');
    const channel = field('channel');
    const person = field('person');
    const photo = form?.photo instanceof File && form.photo.size > 0 ? form.photo : null;
    if ((channel !== 'messenger' && channel !== 'whatsapp') || !/^\d{6,20}$/.test(person))
      return page(c, { error: 'Choose a channel and give the customer an id of 6 to 20 digits.' }, 400);
    if (!field('text') && !photo) return page(c, { error: 'Write a message or choose a photo.' }, 400);
    let mediaId: string | null = null;
    if (photo) {
      mediaId = crypto.randomUUID();
      await c.env.UPLOADS.put(devMediaKey(mediaId), await photo.arrayBuffer(), {
        httpMetadata: { contentType: photo.type || 'application/octet-stream' },
        customMetadata: { name: photo.name },
      });
    }
    const body = JSON.stringify(
      payload(channel, businessIdFor(c.env, channel)!, {
        person,
        name: field('name').slice(0, 100),
        text: field('text').slice(0, 2000),
        mediaId,
        ad: /^\d{1,30}$/.test(field('ad')) ? field('ad') : '',
      }),
    );
    const bytes = new TextEncoder().encode(body);
    const response = await fetch(`${siteOrigin(c.env)}/api/webhooks/${channel}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': await signatureFor(c.env.META_APP_SECRET!, bytes) },
      body: bytes,
    }).catch((error: unknown) => new Response(String(error), { status: 599 }));
    if (!response.ok) return page(c, { error: `The webhook answered ${response.status}: ${(await response.text()).slice(0, 300)}` }, 502);
    return c.redirect(`${adminPaths.chatDev}?channel=${channel}&person=${person}`, 303);
  },
);
