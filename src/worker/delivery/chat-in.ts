// A customer's Messenger or WhatsApp message (a chat_events row) onto its lead. A download that
// keeps failing leaves the message on the lead without that file, said so; nothing is dropped.
import { chatEventById, chatEventDone, recordChatEventFailure } from '../chat/store';
import { receiveChatMessage } from '../chat/receive';
import type { ChatEvent } from '../chat/webhook-events';
import type { DeliveryHandler } from './run-delivery';

const now = () => new Date().toISOString();

export const chatIn: DeliveryHandler<{ kind: 'chat-in'; eventId: number }> = {
  name: 'chat message',

  async send(env, job, logger) {
    const row = await chatEventById(env.DB, job.eventId);
    if (!row || row.status !== 'pending') return { kind: 'done' };
    const step = await receiveChatMessage(env, JSON.parse(row.payload) as ChatEvent, logger);
    if (step.kind === 'failed') return { ...step, attempted: true };
    await chatEventDone(env.DB, row.id, now());
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, final }) => recordChatEventFailure(env.DB, job.eventId, { final, detail, at: now() }),
};
