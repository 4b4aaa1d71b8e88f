// One customer's Messenger or WhatsApp message as the webhook queues it (src/worker/chat/webhook-events.ts
// reads Meta's bodies into it) and the consumer and chat_events read it back.
import * as z from 'zod';

/** What one message may carry into the lead: the rest of a very long message is cut. */
export const chatTextLimit = 5000;
export const mediaPerMessage = 10;

/** An id Meta gives (a message, a person, a Page, an ad). */
export const platformId = z.string().min(1).max(200);

/** A file the customer sent: Messenger gives a link (it expires), WhatsApp a media id to fetch with the token. */
const chatMedia = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), url: z.string().max(4000), type: z.string().max(30) }),
  z.object({ kind: z.literal('whatsapp-media'), id: platformId, mimeType: z.string().max(200), fileName: z.string().max(500).nullable() }),
]);
export type ChatMedia = z.infer<typeof chatMedia>;

/** One customer's message as the webhook read it: what the queue carries to the consumer and chat_events keeps. */
export const chatEvent = z.object({
  channel: z.enum(['messenger', 'whatsapp']),
  /** The platform's message id: `mid` or `wamid`. */
  messageId: platformId,
  /** The person: a Page-scoped id, or the WhatsApp id (their number). */
  personId: platformId,
  /** The profile name the platform gave with the message (WhatsApp does); null when none. */
  name: z.string().max(200).nullable(),
  sentAt: z.iso.datetime(),
  text: z.string().max(chatTextLimit),
  media: z.array(chatMedia).max(mediaPerMessage),
  /** The ad the conversation came from (its id), when a click-to-Messenger or click-to-WhatsApp ad sent it. */
  campaign: platformId.nullable(),
});
export type ChatEvent = z.infer<typeof chatEvent>;
