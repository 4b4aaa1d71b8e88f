// Meta's webhook bodies read into the messages they carry, one ChatEvent each: Messenger's
// `entry[].messaging[]` (object "page") and WhatsApp's `entry[].changes[].value.messages[]`
// (object "whatsapp_business_account"). Anything else (delivery and read receipts, echoes of
// the Page's own messages, reactions, other Pages or numbers) is left out: the webhook answers
// 200 and nothing happens.
import * as z from 'zod';
import { type ChatEvent, type ChatMedia, chatTextLimit, mediaPerMessage, platformId as id } from '../queue/chat-event';

/** Messages read from one delivery; Meta batches far fewer. */
const eventsPerDelivery = 100;

const text = z.string().max(100_000);

const referral = z.object({ ad_id: id.optional(), source: z.string().max(50).optional() }).loose();

const messengerItem = z
  .object({
    sender: z.object({ id }).loose(),
    recipient: z.object({ id }).loose(),
    timestamp: z.number().optional(),
    referral: referral.optional(),
    message: z
      .object({
        mid: id,
        text: text.optional(),
        is_echo: z.boolean().optional(),
        referral: referral.optional(),
        attachments: z
          .array(
            z
              .object({
                type: z.string().max(30),
                payload: z
                  .object({ url: z.string().max(4000).optional() })
                  .loose()
                  .nullish(),
              })
              .loose(),
          )
          .max(50)
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

const messengerBody = z.object({
  object: z.literal('page'),
  entry: z.array(z.object({ id, messaging: z.array(z.unknown()).max(1000).optional() }).loose()).max(1000),
});

const whatsappMediaPart = z
  .object({ id, mime_type: z.string().max(200).optional(), filename: z.string().max(500).optional(), caption: text.optional() })
  .loose();

const whatsappMessage = z
  .object({
    from: id,
    id,
    timestamp: z.string().max(20).optional(),
    type: z.string().max(30),
    text: z.object({ body: text }).loose().optional(),
    image: whatsappMediaPart.optional(),
    document: whatsappMediaPart.optional(),
    video: whatsappMediaPart.optional(),
    audio: whatsappMediaPart.optional(),
    referral: z
      .object({ source_id: id.optional(), source_type: z.string().max(30).optional() })
      .loose()
      .optional(),
  })
  .loose();

const whatsappBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z
        .object({
          changes: z
            .array(
              z
                .object({
                  field: z.string().max(100),
                  value: z
                    .object({
                      metadata: z.object({ phone_number_id: id }).loose().optional(),
                      contacts: z
                        .array(
                          z
                            .object({
                              wa_id: id.optional(),
                              profile: z
                                .object({ name: z.string().max(200).optional() })
                                .loose()
                                .optional(),
                            })
                            .loose(),
                        )
                        .max(1000)
                        .optional(),
                      messages: z.array(z.unknown()).max(1000).optional(),
                    })
                    .loose(),
                })
                .loose(),
            )
            .max(1000)
            .optional(),
        })
        .loose(),
    )
    .max(1000),
});

const oneLine = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || null;
/** When the platform says it was sent (milliseconds), never later than now: the reply window counts from it. */
const sentAt = (ms: number) => new Date(Number.isFinite(ms) && ms > 0 ? Math.min(ms, Date.now()) : Date.now()).toISOString();

/** The messages of a Messenger delivery for this Page; echoes, reads and postbacks are left out. */
export function messengerEvents(body: unknown, pageId: string): ChatEvent[] {
  const parsed = messengerBody.safeParse(body);
  if (!parsed.success) return [];
  const events: ChatEvent[] = [];
  for (const entry of parsed.data.entry) {
    if (entry.id !== pageId) continue;
    for (const raw of entry.messaging ?? []) {
      const item = messengerItem.safeParse(raw);
      if (!item.success || !item.data.message || item.data.message.is_echo || item.data.recipient.id !== pageId) continue;
      const { message } = item.data;
      const ad = message.referral ?? item.data.referral;
      events.push({
        channel: 'messenger',
        messageId: message.mid,
        personId: item.data.sender.id,
        name: null,
        sentAt: sentAt(item.data.timestamp ?? 0),
        text: (message.text ?? '').slice(0, chatTextLimit),
        media: (message.attachments ?? [])
          .flatMap((attachment): ChatMedia[] =>
            attachment.payload?.url && /^https:\/\//i.test(attachment.payload.url)
              ? [{ kind: 'link', url: attachment.payload.url, type: attachment.type }]
              : [],
          )
          .slice(0, mediaPerMessage),
        campaign: ad?.source === 'ADS' && ad.ad_id ? ad.ad_id : null,
      });
    }
  }
  return events.slice(0, eventsPerDelivery);
}

const mediaTypes = ['image', 'document', 'video', 'audio'] as const;

/** The messages of a WhatsApp delivery to this phone number; statuses and other fields are left out. */
export function whatsappEvents(body: unknown, phoneNumberId: string): ChatEvent[] {
  const parsed = whatsappBody.safeParse(body);
  if (!parsed.success) return [];
  const events: ChatEvent[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== 'messages' || change.value.metadata?.phone_number_id !== phoneNumberId) continue;
    for (const raw of change.value.messages ?? []) {
      const message = whatsappMessage.safeParse(raw);
      if (!message.success) continue;
      const m = message.data;
      const contact = change.value.contacts?.find((candidate) => candidate.wa_id === m.from) ?? change.value.contacts?.[0];
      const parts = mediaTypes.flatMap((type) => (m[type] ? [{ type, part: m[type] }] : []));
      const captions = parts.map(({ part }) => part.caption).filter((caption): caption is string => Boolean(caption));
      if (m.type !== 'text' && parts.length === 0) continue;
      events.push({
        channel: 'whatsapp',
        messageId: m.id,
        personId: m.from,
        name: oneLine(contact?.profile?.name),
        sentAt: sentAt(Number(m.timestamp) * 1000),
        text: [m.text?.body ?? '', ...captions].filter(Boolean).join('\n').slice(0, chatTextLimit),
        media: parts.map(({ part }) => ({
          kind: 'whatsapp-media' as const,
          id: part.id,
          mimeType: part.mime_type ?? 'application/octet-stream',
          fileName: part.filename ?? null,
        })),
        campaign: m.referral?.source_type === 'ad' && m.referral.source_id ? m.referral.source_id : null,
      });
    }
  }
  return events.slice(0, eventsPerDelivery);
}
