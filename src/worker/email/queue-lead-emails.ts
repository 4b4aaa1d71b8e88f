import type { Logger } from '../../shared/logger';
import { channelsFor } from '../alerts/alert-channels';
import type { WorkerEnv } from '../app-env';
import { createAlerts } from '../leads/store/alerts';
import type { DeliveryJob } from '../delivery/delivery-job';

/**
 * Queues a new lead's pending emails and its alerts to the owner's channels (every path that
 * sends a lead's emails also alerts). If the queue is unreachable they stay pending in D1 and
 * the cron sweep queues them.
 */
export async function queueLeadEmails(env: WorkerEnv, leadId: number, deliveryIds: number[], logger: Logger): Promise<void> {
  const alertIds = await createAlerts(env.DB, leadId, 'new-lead', channelsFor(env, 'new-lead'), new Date().toISOString()).catch(
    (error: unknown) => {
      logger.error('new-lead alerts could not be recorded', { leadId, error: String(error) });
      return [];
    },
  );
  const jobs: DeliveryJob[] = [
    ...deliveryIds.map((deliveryId) => ({ kind: 'lead-email' as const, deliveryId })),
    ...alertIds.map((alertId) => ({ kind: 'alert' as const, alertId })),
  ];
  if (jobs.length === 0) return;
  try {
    await env.DELIVERY_QUEUE.sendBatch(jobs.map((body) => ({ body })));
  } catch (error) {
    logger.error('quote emails and alerts could not be queued; the sweep will retry', {
      leadId,
      deliveryIds,
      alertIds,
      error: String(error),
    });
  }
}
