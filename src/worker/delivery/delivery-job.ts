// The DELIVERY_QUEUE message: producers (the quote route, the reply route, the cron) and the
// consumer share it. It carries ids (the handler of its kind reads the rest from D1 and R2), except
// a chat message, which the webhook queues before anything is stored.
import { chatEvent, type ChatEvent } from '../chat/webhook-events';

export type DeliveryJob =
  /** The email_deliveries row to send: a new lead's notification to the business or receipt to the visitor. */
  | { kind: 'lead-email'; deliveryId: number }
  /** The lead_messages row to send: an operator's reply. */
  | { kind: 'reply'; leadMessageId: number }
  /** The lead_alerts row to send: a new-lead alert or a reminder. */
  | { kind: 'alert'; alertId: number }
  /** The push_deliveries row to send: one notification to one dashboard device. */
  | { kind: 'push'; pushId: number }
  /** The account_invitations row (by its token's SHA-256) whose link to email to the invited person. */
  | { kind: 'invitation'; tokenHash: string }
  /** The Manila day (YYYY-MM-DD) whose daily_digests row to send. */
  | { kind: 'daily-digest'; period: string }
  /** The Monday (YYYY-MM-DD, Manila) of the week whose weekly_reports row to send. */
  | { kind: 'weekly-report'; period: string }
  /** A customer's Messenger or WhatsApp message to put on its lead (kept in chat_events by its message id). */
  | { kind: 'chat-in'; event: ChatEvent }
  /** The outgoing chat_messages row to send: an answer on Messenger or WhatsApp. */
  | { kind: 'chat-reply'; chatMessageId: number }
  /** The paymongo_events row (by PayMongo's event id) to apply to its payment. */
  | { kind: 'paymongo-event'; eventId: string };

export type DeliveryKind = DeliveryJob['kind'];

/**
 * The job a queue message carries; null for a body that is no job, which is logged and dropped
 * rather than retried forever.
 */
export function readDeliveryJob(body: unknown): DeliveryJob | null {
  if (typeof body !== 'object' || body === null) return null;
  const job = body as Record<string, unknown>;
  const id = (name: string) => (Number.isSafeInteger(job[name]) ? (job[name] as number) : null);
  const day = (name: string) => (typeof job[name] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(job[name]) ? job[name] : null);
  const deliveryId = id('deliveryId');
  const leadMessageId = id('leadMessageId');
  const alertId = id('alertId');
  const pushId = id('pushId');
  switch (job.kind) {
    case 'lead-email':
      return deliveryId === null ? null : { kind: 'lead-email', deliveryId };
    case 'reply':
      return leadMessageId === null ? null : { kind: 'reply', leadMessageId };
    case 'alert':
      return alertId === null ? null : { kind: 'alert', alertId };
    case 'push':
      return pushId === null ? null : { kind: 'push', pushId };
    case 'invitation':
      return typeof job.tokenHash === 'string' && /^[0-9a-f]{64}$/.test(job.tokenHash)
        ? { kind: 'invitation', tokenHash: job.tokenHash }
        : null;
    case 'daily-digest':
    case 'weekly-report': {
      const period = day('period');
      return period === null ? null : { kind: job.kind === 'daily-digest' ? 'daily-digest' : 'weekly-report', period };
    }
    case 'chat-in': {
      const event = chatEvent.safeParse(job.event);
      return event.success ? { kind: 'chat-in', event: event.data } : null;
    }
    case 'chat-reply': {
      const chatMessageId = id('chatMessageId');
      return chatMessageId === null ? null : { kind: 'chat-reply', chatMessageId };
    }
    case 'paymongo-event':
      return typeof job.eventId === 'string' && /^[A-Za-z0-9_]{1,100}$/.test(job.eventId)
        ? { kind: 'paymongo-event', eventId: job.eventId }
        : null;
    default:
      return null;
  }
}
