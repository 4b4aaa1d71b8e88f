// Sends one operator's reply from the queue and records the outcome on its lead_messages row.
// Retries and the lead's "needs attention" flag work as for the quote emails.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { attachmentsForMessages, leadMessageById, recordMessageDelivery, storedAttachment } from '../db/lead-messages';
import { emailMaxAttempts, retryDelaySeconds, type DeliveryOutcome } from './deliver-quote-email';
import type { ReplyEmailJob } from './email-job';
import { emailTransport, sendEmail } from './send-email';

const flagLead = (db: D1Database, messageId: number) =>
  db.prepare('UPDATE leads SET needs_attention = 1 WHERE id = (SELECT lead_id FROM lead_messages WHERE id = ?)').bind(messageId).run();

export async function deliverReply(env: WorkerEnv, job: ReplyEmailJob, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  try {
    return await attemptReply(env, job, attempt);
  } catch (error) {
    logger.error('reply failed before it could be sent or recorded', { leadMessageId: job.leadMessageId, attempt, error: String(error) });
    if (attempt < emailMaxAttempts) return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
    const at = new Date().toISOString();
    await recordMessageDelivery(env.DB, job.leadMessageId, { status: 'failed', at, attempted: false, detail: `The reply could not be prepared: ${String(error)}` })
      .then(() => flagLead(env.DB, job.leadMessageId))
      .catch(() => {});
    return { kind: 'done' };
  }
}

async function attemptReply(env: WorkerEnv, job: ReplyEmailJob, attempt: number): Promise<DeliveryOutcome> {
  const now = () => new Date().toISOString();
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
  if (result.kind === 'sent') {
    await recordMessageDelivery(env.DB, message.id, { status: 'sent', at: now(), attempted: true, providerMessageId: result.providerMessageId });
    return { kind: 'done' };
  }
  if (result.kind === 'kept-locally') {
    await recordMessageDelivery(env.DB, message.id, { status: 'sent', at: now(), attempted: true, detail: `Kept in Outbox (development) #${result.outboxId}` });
    return { kind: 'done' };
  }
  const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
  await recordMessageDelivery(env.DB, message.id, { status: lastAttempt ? 'failed' : 'pending', at: now(), attempted: true, detail: result.detail });
  if (lastAttempt) await flagLead(env.DB, message.id);
  return lastAttempt ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
}
