// Run by the cron sweep: leads still "new" one working day after they arrived get a reminder on
// every configured channel, email included (see working-day.ts for what one working day is);
// a lead's follow-up day, once the business has opened that day, alerts the owner's chat channels.
import { closedDays } from '../../content/holidays';
import type { WorkerEnv } from '../app-env';
import { closedDates as ownerClosedDates } from '../../shared/site-facts';
import { siteFacts } from '../published-facts/published';
import { hoursNow } from '../published-facts/public-hours';
import { createAlerts } from '../lead-records/alerts';
import { newLeadsWithoutReminder } from '../lead-records/owner-reminders';
import type { DeliveryJob } from '../queue/delivery-job';
import { channelsFor } from './alert-channels';
import { hasOpenedToday, reminderDueAt, workingDayMs } from './working-day';
import { followUpAlertSource, followUpsToAlert } from '../lead-records/calls';
import { manilaClock, manilaDay } from '../../shared/business-time';
import { enqueue } from '../queue/enqueue';

/** Older leads are left to the daily digest: switching reminders on must not fire one per old lead. */
const reminderLookbackMs = 7 * 24 * 60 * 60 * 1000;

/** The alert ids queued. */
export async function remindOfNewLeads(env: WorkerEnv, now: Date): Promise<number[]> {
  const channels = channelsFor(env, 'reminder');
  const facts = await siteFacts(env);
  const { hours } = facts.business;
  const closedDates = new Set([...closedDays.map((day) => day.date), ...ownerClosedDates(facts)]);
  const minimumWait = workingDayMs(hours);
  if (channels.length === 0 || !minimumWait) return [];
  const candidates = await newLeadsWithoutReminder(
    env.DB,
    new Date(now.getTime() - reminderLookbackMs).toISOString(),
    new Date(now.getTime() - minimumWait).toISOString(),
    100,
  );
  const alertIds: number[] = [];
  for (const lead of candidates) {
    const due = reminderDueAt(new Date(lead.created_at), hours, closedDates);
    if (due && due <= now) alertIds.push(...(await createAlerts(env.DB, lead.id, 'reminder', channels, now.toISOString())));
  }
  await enqueue(
    env,
    alertIds.map((alertId): DeliveryJob => ({ kind: 'alert', alertId })),
  );
  return alertIds;
}

/** The alert ids queued: each follow-up once, on its day (or the first open day after it). */
export async function remindOfFollowUps(env: WorkerEnv, now: Date): Promise<number[]> {
  const channels = channelsFor(env, 'follow-up');
  if (channels.length === 0) return [];
  const facts = await siteFacts(env);
  const closedDates = new Set([...closedDays.map((day) => day.date), ...ownerClosedDates(facts)]);
  // Today's hours: a temporary change (Saturdays closed until January) counts.
  if (!hasOpenedToday(now, hoursNow(facts, now), closedDates)) return [];
  const alertIds: number[] = [];
  for (const lead of await followUpsToAlert(env.DB, manilaDay(now), manilaClock(now), 100)) {
    alertIds.push(
      ...(await createAlerts(env.DB, lead.id, 'follow-up', channels, now.toISOString(), followUpAlertSource(lead.follow_up_on))),
    );
  }
  await enqueue(
    env,
    alertIds.map((alertId): DeliveryJob => ({ kind: 'alert', alertId })),
  );
  return alertIds;
}
