// An operator's reply (an outgoing lead_messages row). A last failure flags its lead.
import { attachmentsForMessages, leadMessageById, recordMessageDelivery, type LeadMessageAttachmentRow } from '../lead-records/messages';
import type { StoredAttachment } from '../email-transport/resend-client';
import { emailTransport, sendEmail } from '../email-transport/send-email';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

const storedAttachment = (row: LeadMessageAttachmentRow): StoredAttachment => ({
  filename: row.file_name,
  contentType: row.content_type,
  size: row.size,
  r2Key: row.r2_key,
});

export const reply: DeliveryHandler<{ kind: 'reply'; leadMessageId: number }> = {
  name: 'reply',

  async send(env, job) {
    const message = await leadMessageById(env.DB, job.leadMessageId);
    if (!message || message.status !== 'pending' || message.direction !== 'out') return { kind: 'done' };

    const transport = emailTransport(env);
    if (transport.kind === 'waiting') {
      await recordMessageDelivery(env.DB, message.id, { status: 'pending', at: now(), attempted: false, detail: transport.detail });
      return { kind: 'waiting-for-configuration' };
    }
    const attachments = await attachmentsForMessages(env.DB, [message.id]);
    const result = await sendEmail(
      env,
      transport,
      {
        from: env.EMAIL_FROM,
        to: [message.to_address],
        replyTo: message.reply_to,
        subject: message.subject,
        html: message.html ?? '',
        text: message.text,
        attachments: attachments.map(storedAttachment),
      },
      `lead-message-${message.id}`,
      message.lead_id,
    );
    if (result.kind === 'failed') return failedSend(result);
    await recordMessageDelivery(
      env.DB,
      message.id,
      result.kind === 'sent'
        ? { status: 'sent', at: now(), attempted: true, providerMessageId: result.providerMessageId }
        : { status: 'sent', at: now(), attempted: true, detail: `Kept in Outbox (development) #${result.outboxId}` },
    );
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, attempted, final }) =>
    recordMessageDelivery(env.DB, job.leadMessageId, {
      status: final ? 'failed' : 'pending',
      at: now(),
      attempted,
      detail,
      needsAttention: final,
    }),
};
