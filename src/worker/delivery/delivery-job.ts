// The DELIVERY_QUEUE message: producers (the quote route, the reply route, the cron) and the
// consumer share it. It carries ids only; the handler of its kind reads the rest from D1 and R2.

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
  /** The chat_events row to handle: a customer's Messenger or WhatsApp message onto its lead. */
  | { kind: 'chat-in'; eventId: number }
  /** The outgoing chat_messages row to send: an answer on Messenger or WhatsApp. */
  | { kind: 'chat-reply'; chatMessageId: number }
  /** The paymongo_events row (by PayMongo's event id) to apply to its payment. */
  | { kind: 'paymongo-event'; eventId: string }
  /** The job_notices row whose SMS to send to the customer (src/worker/jobs/notices.ts). */
  | { kind: 'job-notice'; noticeId: number };

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
      const eventId = id('eventId');
      return eventId === null ? null : { kind: 'chat-in', eventId };
    }
    case 'chat-reply': {
      const chatMessageId = id('chatMessageId');
      return chatMessageId === null ? null : { kind: 'chat-reply', chatMessageId };
    }
    case 'paymongo-event':
      return typeof job.eventId === 'string' && /^[A-Za-z0-9_]{1,100}$/.test(job.eventId)
        ? { kind: 'paymongo-event', eventId: job.eventId }
        : null;
    case 'job-notice': {
      const noticeId = id('noticeId');
      return noticeId === null ? null : { kind: 'job-notice', noticeId };
    }
    default:
      return null;
  }
}
