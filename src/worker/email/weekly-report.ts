// The weekly report: on Mondays the 8:00 Manila cron (the daily digest's) queues it, the queue
// sends it to the business: last Monday to Sunday beside the week before. Off by the
// 'weekly_report' operator setting.
import type { Logger } from '../../shared/logger';
import { isChannelConfigured } from '../alerts/alert-channels';
import type { DayRange } from '../analytics/date-range';
import { reportedWeek, weekFigures, weekFrom } from '../analytics/week-figures';
import type { WorkerEnv } from '../app-env';
import { readSetting } from '../db/operator-settings';
import { claimReportWeek, noteReportWaiting, recordReport, reportByWeek } from '../db/weekly-reports';
import { emailMaxAttempts, retryDelaySeconds, type DeliveryOutcome } from './deliver-quote-email';
import type { EmailJob } from './email-job';
import { renderEmail } from './render-email';
import { sendToBusiness } from './send-to-business';
import { weeklyReportEmail } from './templates/WeeklyReport';

/** The dashboard page that turns the report on or off (src/worker/routes/admin-weekly-report.tsx). */
export const weeklyReportSettingPath = '/admin/weekly-report';

/** Queues last week's report when `now` is a Monday in Manila, once per week, unless it is turned off. */
export async function queueWeeklyReport(env: WorkerEnv, now: Date, logger: Logger): Promise<void> {
  const week = reportedWeek(now);
  if (!week) return;
  if ((await readSetting(env.DB, 'weekly_report')).value === 'off') return;
  if (!(await claimReportWeek(env.DB, week.from, now.toISOString()))) return;
  await env.EMAIL_QUEUE.send({ reportWeek: week.from } satisfies EmailJob);
  logger.info('weekly report queued', { week: week.from });
}

const monthDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
// en-GB writes September "Sept"; the report keeps every month to three letters.
const shortMonths = (text: string) => text.replace('Sept', 'Sep');

/** "16–22 Nov 2026", "28 Sep – 4 Oct 2026", "28 Dec 2026 – 3 Jan 2027" */
export function weekLabel({ from: start, to: end }: DayRange): string {
  const [first, last] = [new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)];
  if (start.slice(0, 4) !== end.slice(0, 4)) return shortMonths(`${dayMonthYear.format(first)} – ${dayMonthYear.format(last)}`);
  if (start.slice(0, 7) !== end.slice(0, 7)) return shortMonths(`${monthDay.format(first)} – ${dayMonthYear.format(last)}`);
  return shortMonths(`${first.getUTCDate()}–${dayMonthYear.format(last)}`);
}

export async function deliverWeeklyReport(env: WorkerEnv, weekStart: string, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  const at = () => new Date().toISOString();
  try {
    const report = await reportByWeek(env.DB, weekStart);
    if (!report || report.status !== 'pending') return { kind: 'done' };
    if ((await readSetting(env.DB, 'weekly_report')).value === 'off') {
      await recordReport(env.DB, weekStart, { status: 'cancelled', at: at(), attempted: false, detail: 'Not sent: the weekly report was turned off before it went out.' });
      return { kind: 'done' };
    }
    if (!isChannelConfigured(env, 'email')) {
      await noteReportWaiting(env.DB, weekStart, at(), 'Waiting: email is not configured (RESEND_API_KEY, resendEmail); the cron sweep sends it once it is.');
      return { kind: 'waiting-for-configuration' };
    }
    const week = weekFrom(weekStart);
    const email = renderEmail(weeklyReportEmail, {
      ...(await weekFigures(env, week, new Date())),
      weekLabel: weekLabel(week),
      dashboardUrl: `${env.SITE_URL}/admin?${new URLSearchParams({ from: week.from, to: week.to })}`,
      settingUrl: `${env.SITE_URL}${weeklyReportSettingPath}`,
    });
    const result = await sendToBusiness(env, email, `weekly-report-${weekStart}`);
    if (result.ok) {
      await recordReport(env.DB, weekStart, { status: 'sent', at: at(), attempted: true });
      return { kind: 'done' };
    }
    const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
    await recordReport(env.DB, weekStart, { status: lastAttempt ? 'failed' : 'pending', at: at(), attempted: true, detail: result.detail });
    if (lastAttempt) logger.error('weekly report failed', { week: weekStart, detail: result.detail });
    return lastAttempt ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  } catch (error) {
    logger.error('weekly report could not be sent or recorded', { week: weekStart, attempt, error: String(error) });
    return attempt >= emailMaxAttempts ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  }
}
