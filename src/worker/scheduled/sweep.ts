// The cron sweep: queues emails, alerts, the digest and the weekly report that are still pending (lost queue message, waiting for
// RESEND_API_KEY or resendEmail, or held by the hourly receipt cap), reminds the owner of leads
// still new after one working day, deletes drawings never attached to a quote request, erases
// leads past the retention period and raw mail kept since as long, forgets old webhook message
// ids, and deletes ended dashboard sessions, sign-in failures that no longer count and passkey
// challenges nobody answered, releases job notices held over the night; the day's first sweep deletes files no row names (scheduled/unclaimed-files.ts).
import type { Logger } from '../../shared/logger';
import { isChannelConfigured } from '../alerts/alert-channels';
import { remindOfFollowUps, remindOfNewLeads } from '../alerts/reminders';
import { remindOfExpiringQuotations } from '../quotations/expiry-reminders';
import { sessionIdleMs } from '../admin/session';
import { deleteUncountedSignInFailures } from '../admin/sign-in-throttle';
import type { WorkerEnv } from '../app-env';
import { featureFlags } from '../feature-flags';
import { unclaimedUploadLifetimeDays } from '../../shared/retention';
import { eraseExpiredLeads } from '../lead-records/erasure';
import { deleteUnforwardedMailBefore } from '../inbound/unforwarded-mail';
import { leadRetentionCutoff } from '../../shared/retention';
import { deleteEndedAdminSessions } from '../admin/session-store';
import { deleteExpiredChallenges } from '../passkeys/passkey-store';
import { stalePendingDeliveries } from '../lead-records/email-deliveries';
import { stalePendingMessages } from '../lead-records/messages';
import { isStalePending } from '../email/periodic-email-store';
import { weekBefore } from '../analytics/date-range';
import { stalePendingAlerts } from '../lead-records/alerts';
import { stalePendingPushes } from '../push/push-store';
import { isPushConfigured } from '../push/push-config';
import { manilaDay } from '../../shared/business-time';
import { deleteUnclaimedUploadsBefore } from '../storage/uploads';
import { forgetWebhookMessagesSignedBefore, webhookMessageMemorySeconds } from '../email/webhook-messages';
import { dailyDigest } from '../email/daily-digest';
import type { DeliveryJob } from '../queue/delivery-job';
import type { PeriodicEmail } from '../email/periodic-email';
import { weeklyReport } from '../email/weekly-report';
import { enqueue } from '../queue/enqueue';
import { deleteUnclaimedFiles, isDaysFirstSweep } from './unclaimed-files';
import { pendingChatAnswerIds, pendingChatEvents } from '../chat/store';
import { releaseDueNotices } from '../jobs/notices';

const unclaimedUploadLifetimeMs = unclaimedUploadLifetimeDays * 24 * 60 * 60 * 1000;
/** Long enough that a delivery still working through its queue retries is left alone. */
const pendingStaleAfterMs = 40 * 60 * 1000;

/** The quote email deliveries queued again (pending replies are queued again with them). */
export async function requeuePendingEmails(env: WorkerEnv, now: Date): Promise<number[]> {
  if (!env.RESEND_API_KEY || !featureFlags(env).resendEmail) return [];
  const before = new Date(now.getTime() - pendingStaleAfterMs).toISOString();
  const ids = await stalePendingDeliveries(env.DB, before, 100);
  const replyIds = await stalePendingMessages(env.DB, before, 100);
  const jobs: DeliveryJob[] = [
    ...ids.map((deliveryId) => ({ kind: 'lead-email' as const, deliveryId })),
    ...replyIds.map((leadMessageId) => ({ kind: 'reply' as const, leadMessageId })),
  ];
  await enqueue(env, jobs);
  return ids;
}

/** Alerts, push notifications, chat messages and answers, today's digest and last week's report whose queue message was lost; the jobs queued again. */
async function requeuePendingAlerts(env: WorkerEnv, now: Date): Promise<DeliveryJob[]> {
  const before = new Date(now.getTime() - pendingStaleAfterMs).toISOString();
  // Today's digest and last week's report: the periods the cron queues today.
  const periodic: [PeriodicEmail, string][] = [
    [dailyDigest, manilaDay(now)],
    [weeklyReport, weekBefore(manilaDay(now)).from],
  ];
  const [alerts, pushes, chatEvents, chatAnswers, ...stale] = await Promise.all([
    stalePendingAlerts(env.DB, before, 100),
    isPushConfigured(env) ? stalePendingPushes(env.DB, before, 100) : [],
    pendingChatEvents(env.DB, before, 100),
    pendingChatAnswerIds(env.DB, before, 100),
    ...periodic.map(([email, period]) => isStalePending(env.DB, email.kind, period, before)),
  ]);
  const jobs: DeliveryJob[] = [
    ...alerts.filter((alert) => isChannelConfigured(env, alert.channel)).map((alert) => ({ kind: 'alert' as const, alertId: alert.id })),
    ...pushes.map((pushId) => ({ kind: 'push' as const, pushId })),
    ...chatEvents.map((event) => ({ kind: 'chat-in' as const, event })),
    ...chatAnswers.map((chatMessageId) => ({ kind: 'chat-reply' as const, chatMessageId })),
    ...(isChannelConfigured(env, 'email') ? periodic.filter((_, index) => stale[index]).map(([email, period]) => email.job(period)) : []),
  ];
  await enqueue(env, jobs);
  return jobs;
}

export async function deleteUnclaimedUploads(env: WorkerEnv, now: Date): Promise<number> {
  const removed = await deleteUnclaimedUploadsBefore(env.DB, new Date(now.getTime() - unclaimedUploadLifetimeMs).toISOString());
  if (removed.length > 0) await env.UPLOADS.delete(removed.map((upload) => upload.r2_key));
  return removed.length;
}

export async function sweep(env: WorkerEnv, now: Date, logger: Logger): Promise<void> {
  const [
    requeued,
    requeuedAlerts,
    reminders,
    deleted,
    erasedLeads,
    forgotten,
    endedSessions,
    ,
    deletedRawMail,
    followUps,
    expiring,
    passkeyChallenges,
    unclaimedFiles,
    jobNotices,
  ] = await Promise.all([
    requeuePendingEmails(env, now),
    requeuePendingAlerts(env, now),
    remindOfNewLeads(env, now),
    deleteUnclaimedUploads(env, now),
    eraseExpiredLeads(env, now),
    forgetWebhookMessagesSignedBefore(env.DB, Math.floor(now.getTime() / 1000) - webhookMessageMemorySeconds),
    deleteEndedAdminSessions(env.DB, now.toISOString(), new Date(now.getTime() - sessionIdleMs).toISOString()),
    deleteUncountedSignInFailures(env.DB, now),
    deleteUnforwardedMailBefore(env, leadRetentionCutoff(now)),
    remindOfFollowUps(env, now),
    remindOfExpiringQuotations(env, now),
    deleteExpiredChallenges(env.DB, now),
    isDaysFirstSweep(now) ? deleteUnclaimedFiles(env, now) : 0,
    releaseDueNotices(env, now),
  ]);
  logger.info('sweep finished', {
    requeuedEmails: requeued.length,
    requeuedAlerts: requeuedAlerts.length,
    reminders: reminders.length,
    followUpAlerts: followUps.length,
    expiringQuotationAlerts: expiring.length,
    deletedUploads: deleted,
    erasedLeads,
    forgottenWebhookMessages: forgotten,
    endedAdminSessions: endedSessions,
    deletedUnforwardedMail: deletedRawMail,
    expiredPasskeyChallenges: passkeyChallenges,
    deletedUnclaimedFiles: unclaimedFiles,
    releasedJobNotices: jobNotices,
  });
}
