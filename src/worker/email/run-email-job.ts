// The EMAIL_QUEUE consumer's dispatch: each job kind to the function that sends it.
import type { Logger } from '../../shared/logger';
import { deliverAlert } from '../alerts/deliver-alert';
import type { WorkerEnv } from '../app-env';
import { dailyDigest } from './daily-digest';
import { deliverQuoteEmail, type DeliveryOutcome } from './deliver-quote-email';
import { deliverReply } from './deliver-reply';
import type { EmailJob } from './email-job';
import { deliverPeriodicEmail } from './periodic-email';
import { weeklyReport } from './weekly-report';

export function runEmailJob(env: WorkerEnv, job: EmailJob, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  if ('alertId' in job) return deliverAlert(env, job.alertId, attempt, logger);
  if ('digestDay' in job) return deliverPeriodicEmail(env, dailyDigest, job.digestDay, attempt, logger);
  if ('reportWeek' in job) return deliverPeriodicEmail(env, weeklyReport, job.reportWeek, attempt, logger);
  if ('leadMessageId' in job) return deliverReply(env, job, attempt, logger);
  return deliverQuoteEmail(env, job, attempt, logger);
}
