// The daily digest: the "0 0 * * *" cron (8:00 in Manila) queues it, the queue sends it to the
// business: the leads received in the 24 hours before and the older ones still new.
import type { Logger } from '../../shared/logger';
import { businessUtcOffsetHours, calendarDayInWords, manilaDay } from '../../shared/business-time';
import type { WorkerEnv } from '../app-env';
import { leadsReceivedBetween, leadsStillNewBefore } from '../lead-records/owner-reminders';
import { queuePeriodicEmail, type NotSent, type PeriodicEmail } from './periodic-email';
import { renderEmail, type RenderedEmail } from './render-email';
import { dailyDigestEmail } from './templates/DailyDigest';
import { ownerLeadLine } from './templates/owner-lead-line';

/** 00:00 UTC is 08:00 in Manila (UTC+8, no daylight saving). wrangler.toml lists the same. */
export const dailyDigestCron = '0 0 * * *';
const hourMs = 60 * 60 * 1000;
/** Enough for any day's requests; more than this the dashboard lists. */
const digestLimit = 100;

export const dailyDigest: PeriodicEmail = {
  kind: 'digest',
  name: 'daily digest',
  waitingNote: 'Waiting: email is not configured (RESEND_API_KEY, resendEmail); the cron sends it today once it is.',
  job: (day) => ({ kind: 'daily-digest', period: day }),
  compose: composeDigest,
};

export const queueDailyDigest = (env: WorkerEnv, now: Date, logger: Logger) =>
  queuePeriodicEmail(env, dailyDigest, manilaDay(now), now, logger);

async function composeDigest(env: WorkerEnv, day: string): Promise<RenderedEmail | NotSent> {
  // 08:00 in Manila on that day.
  const sentAt = new Date(Date.parse(`${day}T08:00:00Z`) - businessUtcOffsetHours * hourMs);
  const dayBefore = new Date(sentAt.getTime() - 24 * hourMs).toISOString();
  const [received, waiting] = await Promise.all([
    leadsReceivedBetween(env.DB, dayBefore, sentAt.toISOString(), digestLimit),
    leadsStillNewBefore(env.DB, dayBefore, digestLimit),
  ]);
  if (received.length === 0 && waiting.length === 0) return { status: 'empty' };
  return renderEmail(dailyDigestEmail, {
    dayLabel: calendarDayInWords(day),
    newLeads: received.map((lead) => ownerLeadLine(lead, env.SITE_URL)),
    waitingLeads: waiting.map((lead) => ownerLeadLine(lead, env.SITE_URL)),
  });
}
