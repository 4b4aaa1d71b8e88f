// The daily digest: the "0 0 * * *" cron (8:00 in Manila) queues it, the queue sends it to the
// business: the leads received in the 24 hours before and the older ones still new.
import type { Logger } from '../../shared/logger';
import { businessTimeZone, businessUtcOffsetHours, manilaDay } from '../../shared/business-time';
import { isChannelConfigured } from '../alerts/alert-channels';
import type { WorkerEnv } from '../app-env';
import { claimDigestDay, digestByDay, noteDigestWaiting, recordDigest } from '../db/daily-digests';
import { leadsReceivedBetween, leadsStillNewBefore } from '../db/owner-reminders';
import { emailMaxAttempts, retryDelaySeconds, type DeliveryOutcome } from './deliver-quote-email';
import type { EmailJob } from './email-job';
import { renderEmail } from './render-email';
import { sendToBusiness } from './send-to-business';
import { dailyDigestEmail } from './templates/DailyDigest';
import { leadSummary } from './templates/lead-summary';

/** 00:00 UTC is 08:00 in Manila (UTC+8, no daylight saving). wrangler.toml lists the same. */
export const dailyDigestCron = '0 0 * * *';
const hourMs = 60 * 60 * 1000;
/** Enough for any day's requests; more than this the dashboard lists. */
const digestLimit = 100;

export async function queueDailyDigest(env: WorkerEnv, now: Date, logger: Logger): Promise<void> {
  const day = manilaDay(now);
  if (!(await claimDigestDay(env.DB, day, now.toISOString()))) return;
  await env.EMAIL_QUEUE.send({ digestDay: day } satisfies EmailJob);
  logger.info('daily digest queued', { day });
}

const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

export async function deliverDailyDigest(env: WorkerEnv, day: string, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  const at = () => new Date().toISOString();
  try {
    const digest = await digestByDay(env.DB, day);
    if (!digest || digest.status !== 'pending') return { kind: 'done' };
    if (!isChannelConfigured(env, 'email')) {
      await noteDigestWaiting(env.DB, day, at(), 'Waiting: email is not configured (RESEND_API_KEY, resendEmail); the cron sends it today once it is.');
      return { kind: 'waiting-for-configuration' };
    }
    // 08:00 in Manila on that day.
    const sentAt = new Date(Date.parse(`${day}T08:00:00Z`) - businessUtcOffsetHours * hourMs);
    const dayBefore = new Date(sentAt.getTime() - 24 * hourMs).toISOString();
    const siteUrl = env.SITE_URL;
    const [received, waiting] = await Promise.all([
      leadsReceivedBetween(env.DB, dayBefore, sentAt.toISOString(), digestLimit),
      leadsStillNewBefore(env.DB, dayBefore, digestLimit),
    ]);
    if (received.length === 0 && waiting.length === 0) {
      await recordDigest(env.DB, day, { status: 'empty', at: at(), attempted: false });
      return { kind: 'done' };
    }
    const email = renderEmail(dailyDigestEmail, {
      dayLabel: dayLabel.format(sentAt),
      newLeads: received.map((lead) => leadSummary(lead, siteUrl)),
      waitingLeads: waiting.map((lead) => leadSummary(lead, siteUrl)),
    });
    const result = await sendToBusiness(env, email, `digest-${day}`);
    if (result.ok) {
      await recordDigest(env.DB, day, { status: 'sent', at: at(), attempted: true });
      return { kind: 'done' };
    }
    const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
    await recordDigest(env.DB, day, { status: lastAttempt ? 'failed' : 'pending', at: at(), attempted: true, detail: result.detail });
    if (lastAttempt) logger.error('daily digest failed', { day, detail: result.detail });
    return lastAttempt ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  } catch (error) {
    logger.error('daily digest could not be sent or recorded', { day, attempt, error: String(error) });
    return attempt >= emailMaxAttempts ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  }
}
