import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import type { EmailJob } from './email-job';

/** Queues a new lead's pending emails. If the queue is unreachable they stay pending in D1 and the cron sweep queues them. */
export async function queueLeadEmails(env: WorkerEnv, deliveryIds: number[], logger: Logger): Promise<void> {
  if (deliveryIds.length === 0) return;
  try {
    await env.EMAIL_QUEUE.sendBatch(deliveryIds.map((deliveryId) => ({ body: { deliveryId } satisfies EmailJob })));
  } catch (error) {
    logger.error('quote emails could not be queued; the sweep will retry', { deliveryIds, error: String(error) });
  }
}
