// How the owner's once-per-period emails (the daily digest, the weekly report) go out: the cron
// claims the period's row and queues it; the queue composes the email and sends it to the
// business, retrying as the quote emails do; the sweep queues a lost one again.
import type { Logger } from '../../shared/logger';
import { isChannelConfigured } from '../alerts/alert-channels';
import type { WorkerEnv } from '../app-env';
import { claimPeriod, notePeriodicEmailWaiting, periodicEmailRow, recordPeriodicEmail, type PeriodicEmailKind, type PeriodicEmailStatus } from '../db/periodic-emails';
import { emailMaxAttempts, retryDelaySeconds, type DeliveryOutcome } from './deliver-quote-email';
import type { EmailJob } from './email-job';
import type { RenderedEmail } from './render-email';
import { sendToBusiness } from './send-to-business';

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
  job(period: string): EmailJob;
  compose(env: WorkerEnv, period: string): Promise<RenderedEmail | NotSent>;
}

/** Queues the period's email unless its row exists already (queued before, however often the cron runs). */
export async function queuePeriodicEmail(env: WorkerEnv, email: PeriodicEmail, period: string, now: Date, logger: Logger): Promise<void> {
  if (!(await claimPeriod(env.DB, email.kind, period, now.toISOString()))) return;
  await env.EMAIL_QUEUE.send(email.job(period));
  logger.info(`${email.name} queued`, { period });
}

export async function deliverPeriodicEmail(env: WorkerEnv, email: PeriodicEmail, period: string, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  const at = () => new Date().toISOString();
  const record = (status: PeriodicEmailStatus, attempted: boolean, detail?: string) =>
    recordPeriodicEmail(env.DB, email.kind, period, { status, at: at(), attempted, detail });
  try {
    const row = await periodicEmailRow(env.DB, email.kind, period);
    if (!row || row.status !== 'pending') return { kind: 'done' };
    if (!isChannelConfigured(env, 'email')) {
      await notePeriodicEmailWaiting(env.DB, email.kind, period, at(), email.waitingNote);
      return { kind: 'waiting-for-configuration' };
    }
    const composed = await email.compose(env, period);
    if ('status' in composed) {
      await record(composed.status, false, composed.detail);
      return { kind: 'done' };
    }
    const result = await sendToBusiness(env, composed, `${email.kind}-${period}`, null);
    if (result.ok) {
      await record('sent', true);
      return { kind: 'done' };
    }
    const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
    await record(lastAttempt ? 'failed' : 'pending', true, result.detail);
    if (lastAttempt) logger.error(`${email.name} failed`, { period, detail: result.detail });
    return lastAttempt ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  } catch (error) {
    logger.error(`${email.name} could not be sent or recorded`, { period, attempt, error: String(error) });
    if (attempt < emailMaxAttempts) return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
    // Left pending, the sweep would queue it again all period long; if even this fails, the log above says why.
    await record('failed', true, String(error).slice(0, 500)).catch(() => {});
    return { kind: 'done' };
  }
}
