// An answer on Messenger or WhatsApp (an outgoing chat_messages row). The platform's window is
// checked again as it goes: a retry an hour later may need the HUMAN_AGENT tag, or be too late.
import { graphTransport } from '../chat/channels';
import { replyWindow } from '../chat/reply-window';
import { sendAnswer } from '../chat/send';
import { chatMessageById, lastIncomingMessage, recordChatDelivery, type SendAs } from '../chat/store';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

/** How the answer may go now, or why it cannot. */
function sendAsNow(written: SendAs, window: ReturnType<typeof replyWindow>): { sendAs: SendAs } | { refused: string } {
  if (written === 'TEMPLATE') return { sendAs: 'TEMPLATE' };
  switch (window.kind) {
    case 'open':
      return { sendAs: 'RESPONSE' };
    case 'human-agent':
      return { sendAs: 'HUMAN_AGENT' };
    case 'template-only':
      return { refused: 'The 24-hour window closed before it could be sent: send the approved template, or call them.' };
    case 'closed':
      return { refused: 'The 7-day window closed before it could be sent: call, text or email them.' };
  }
}

export const chatReply: DeliveryHandler<{ kind: 'chat-reply'; chatMessageId: number }> = {
  name: 'chat answer',

  async send(env, job) {
    const message = await chatMessageById(env.DB, job.chatMessageId);
    if (!message || message.status !== 'pending' || message.direction !== 'out') return { kind: 'done' };
    const transport = graphTransport(env, message.channel);
    if (transport.kind === 'waiting') {
      await recordChatDelivery(env.DB, message.id, { status: 'pending', at: now(), attempted: false, detail: transport.detail });
      return { kind: 'waiting-for-configuration' };
    }
    const last = await lastIncomingMessage(env.DB, message.lead_id);
    const how = last
      ? sendAsNow(message.send_as ?? 'RESPONSE', replyWindow(message.channel, last.created_at, new Date()))
      : { refused: 'The customer has no message on this lead to answer.' };
    if ('refused' in how) return { kind: 'failed', retryable: false, detail: how.refused, attempted: false };
    const answer = { channel: message.channel, to: message.person_id, text: message.text, sendAs: how.sendAs };
    const result = await sendAnswer(env, transport, answer, {
      messageId: message.id,
      leadId: message.lead_id,
    });
    if (!result.ok) return failedSend(result);
    await recordChatDelivery(env.DB, message.id, {
      status: 'sent',
      at: now(),
      attempted: true,
      platformMessageId: result.platformMessageId,
      detail: result.kept === undefined ? undefined : `Kept in Outbox (development) #${result.kept}`,
    });
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, attempted, final }) =>
    recordChatDelivery(env.DB, job.chatMessageId, { status: final ? 'failed' : 'pending', at: now(), attempted, detail }),
};
