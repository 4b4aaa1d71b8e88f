// A customer's Messenger or WhatsApp message, as the webhook queued it, onto its lead. Its
// chat_events row is made here, once per platform message id: a repeat of Meta's finds the row
// done and stops. A download that keeps failing leaves the message on the lead without that
// file, said so; nothing is dropped.
import { chatEventDone, claimChatEvent, recordChatEventFailure } from '../chat/store';
import { receiveChatMessage } from '../chat/receive';
import type { ChatEvent } from '../queue/chat-event';
import type { DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

export const chatIn: DeliveryHandler<{ kind: 'chat-in'; event: ChatEvent }> = {
  name: 'chat message',

  async send(env, { event }, logger) {
    const row = await claimChatEvent(env.DB, event, now());
    if (row.status !== 'pending') return { kind: 'done' };
    const step = await receiveChatMessage(env, event, logger);
    if (step.kind === 'failed') return { ...step, attempted: true };
    await chatEventDone(env.DB, row.id, now());
    return { kind: 'done' };
  },

  recordFailure: (env, { event }, { detail, final }) => recordChatEventFailure(env.DB, event, { final, detail, at: now() }),
};
