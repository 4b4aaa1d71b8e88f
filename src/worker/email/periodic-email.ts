// The owner's once-per-period emails (the daily digest, the weekly report): the cron claims the
// period's row and queues it; the queue composes the email and sends it to the business
// (src/worker/delivery/periodic.ts); the sweep queues a lost one again.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { claimPeriod, type PeriodicEmailKind } from './periodic-email-store';
import type { DeliveryJob } from '../queue/delivery-job';
import type { RenderedEmail } from './render-email';
import { enqueue } from '../queue/enqueue';

/** Why no email goes for the period: nothing to say ('empty') or turned off ('cancelled'). */
export interface NotSent {
  status: 'empty' | 'cancelled';
  detail?: string;
}

export interface PeriodicEmail {
  kind: PeriodicEmailKind;
  /** In log lines: "daily digest". */
  name: string;
  /** Stored on the row while email is not configured. */
  waitingNote: string;
  /** The queue message that sends the period's email. */
  job(period: string): Extract<DeliveryJob, { period: string }>;
  compose(env: WorkerEnv, period: string): Promise<RenderedEmail | NotSent>;
}

/** Queues the period's email unless its row exists already (queued before, however often the cron runs). */
export async function queuePeriodicEmail(env: WorkerEnv, email: PeriodicEmail, period: string, now: Date, logger: Logger): Promise<void> {
  if (!(await claimPeriod(env.DB, email.kind, period, now.toISOString()))) return;
  await enqueue(env, [email.job(period)]);
  logger.info(`${email.name} queued`, { period });
}
