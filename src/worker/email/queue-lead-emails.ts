import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { deliveriesForLead } from '../db/email-deliveries';
import type { EmailJob } from './email-job';

/** Queues a lead's pending emails. If the queue is unreachable they stay pending in D1 and the cron sweep queues them. */
export async function queueLeadEmails(env: WorkerEnv, leadId: number, logger: Logger): Promise<void> {
  try {
    const pending = (await deliveriesForLead(env.DB, leadId)).filter((delivery) => delivery.status === 'pending');
    if (pending.length === 0) return;
    await env.EMAIL_QUEUE.sendBatch(pending.map((delivery) => ({ body: { deliveryId: delivery.id } satisfies EmailJob })));
  } catch (error) {
    logger.error('quote emails could not be queued; the sweep will retry', { leadId, error: String(error) });
  }
}
