import type { Logger } from '../../shared/logger';
import { channelsFor } from './alert-channels';
import type { WorkerEnv } from '../app-env';
import { createAlerts, type AlertKind } from '../lead-records/alerts';
import type { DeliveryJob } from '../queue/delivery-job';
import { enqueue } from '../queue/enqueue';

/** The alerts of one kind to the owner's configured channels, recorded in D1; none when D1 refuses (logged). */
function recordAlerts(env: WorkerEnv, leadId: number, kind: AlertKind, logger: Logger, sourceId = 0): Promise<number[]> {
  return createAlerts(env.DB, leadId, kind, channelsFor(env, kind), new Date().toISOString(), sourceId).catch((error: unknown) => {
    logger.error(`${kind} alerts could not be recorded`, { leadId, error: String(error) });
    return [];
  });
}

/**
 * Queues a new lead's pending emails and its alerts to the owner's channels (every path that
 * sends a lead's emails also alerts). If the queue is unreachable they stay pending in D1 and
 * the cron sweep queues them.
 */
export async function queueLeadEmails(env: WorkerEnv, leadId: number, deliveryIds: number[], logger: Logger): Promise<void> {
  const alertIds = await recordAlerts(env, leadId, 'new-lead', logger);
  const jobs: DeliveryJob[] = [
    ...deliveryIds.map((deliveryId) => ({ kind: 'lead-email' as const, deliveryId })),
    ...alertIds.map((alertId) => ({ kind: 'alert' as const, alertId })),
  ];
  if (jobs.length === 0) return;
  try {
    await enqueue(env, jobs);
  } catch (error) {
    logger.error('quote emails and alerts could not be queued; the sweep will retry', {
      leadId,
      deliveryIds,
      alertIds,
      error: String(error),
    });
  }
}

/**
 * Something the customer did (an email stored on the lead, an answer on a quotation) or a
 * quotation about to expire: the owner's channels hear of it as of a new lead, once per source;
 * the sweep requeues a lost one.
 */
export async function queueAlerts(
  env: WorkerEnv,
  leadId: number,
  kind: 'customer-reply' | 'quotation-answer' | 'quotation-expiring' | 'drawing-answer',
  sourceId: number,
  logger: Logger,
): Promise<void> {
  const alertIds = await recordAlerts(env, leadId, kind, logger, sourceId);
  if (alertIds.length === 0) return;
  try {
    await enqueue(
      env,
      alertIds.map((alertId): DeliveryJob => ({ kind: 'alert', alertId })),
    );
  } catch (error) {
    logger.error(`${kind} alerts could not be queued; the sweep will retry`, { leadId, alertIds, error: String(error) });
  }
}
