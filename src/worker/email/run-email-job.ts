// The EMAIL_QUEUE consumer's dispatch: each job kind to the function that sends it.
import type { Logger } from '../../shared/logger';
import { deliverAlert } from '../alerts/deliver-alert';
import type { WorkerEnv } from '../app-env';
import { deliverDailyDigest } from './daily-digest';
import { deliverQuoteEmail, type DeliveryOutcome } from './deliver-quote-email';
import type { EmailJob } from './email-job';

export function runEmailJob(env: WorkerEnv, job: EmailJob, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  if (!('kind' in job)) return deliverQuoteEmail(env, job, attempt, logger);
  switch (job.kind) {
    case 'alert':
      return deliverAlert(env, job.alertId, attempt, logger);
    case 'digest':
      return deliverDailyDigest(env, job.day, attempt, logger);
  }
}
