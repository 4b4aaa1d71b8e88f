// The DELIVERY_QUEUE message: producers (through enqueue(), enqueue.ts) and the consumer share
// it. It carries ids (the handler of its kind reads the rest from D1 and R2), except a chat
// message, which the webhook queues before anything is stored. A new kind is one entry below.
import * as z from 'zod';
import { chatEvent } from './chat-event';

const rowId = z.int();
/** A Manila day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const deliveryJob = z.discriminatedUnion('kind', [
  /** The email_deliveries row to send: a new lead's notification to the business or receipt to the visitor. */
  z.object({ kind: z.literal('lead-email'), deliveryId: rowId }),
  /** The lead_messages row to send: an operator's reply. */
  z.object({ kind: z.literal('reply'), leadMessageId: rowId }),
  /** The lead_alerts row to send: a new-lead alert or a reminder. */
  z.object({ kind: z.literal('alert'), alertId: rowId }),
  /** The push_deliveries row to send: one notification to one dashboard device. */
  z.object({ kind: z.literal('push'), pushId: rowId }),
  /** The account_invitations row (by its token's SHA-256) whose link to email to the invited person. */
  z.object({ kind: z.literal('invitation'), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** The Manila day whose daily_digests row to send. */
  z.object({ kind: z.literal('daily-digest'), period: day }),
  /** The Monday (Manila) of the week whose weekly_reports row to send. */
  z.object({ kind: z.literal('weekly-report'), period: day }),
  /** A customer's Messenger or WhatsApp message to put on its lead (kept in chat_events by its message id). */
  z.object({ kind: z.literal('chat-in'), event: chatEvent }),
  /** The outgoing chat_messages row to send: an answer on Messenger or WhatsApp. */
  z.object({ kind: z.literal('chat-reply'), chatMessageId: rowId }),
  /** The paymongo_events row (by PayMongo's event id) to apply to its payment. */
  z.object({ kind: z.literal('paymongo-event'), eventId: z.string().regex(/^[A-Za-z0-9_]{1,100}$/) }),
  /** The job_notices row whose SMS to send to the customer (src/worker/jobs/notices.ts). */
  z.object({ kind: z.literal('job-notice'), noticeId: rowId }),
]);

export type DeliveryJob = z.infer<typeof deliveryJob>;
export type DeliveryKind = DeliveryJob['kind'];

/**
 * The job a queue message carries; null for a body that is no job, which is logged and dropped
 * rather than retried forever.
 */
export function readDeliveryJob(body: unknown): DeliveryJob | null {
  const job = deliveryJob.safeParse(body);
  return job.success ? job.data : null;
}
