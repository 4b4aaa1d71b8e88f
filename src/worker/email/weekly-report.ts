// The weekly report: on Mondays the 8:00 Manila cron (the daily digest's) queues it, the queue
// sends it to the business: last Monday to Sunday beside the week before. Off by the
// 'weekly_report' operator setting.
import type { Logger } from '../../shared/logger';
import { dayRangeInWords } from '../../shared/business-time';
import { reportedWeek, weekFigures, weekFrom } from '../analytics/week-figures';
import type { WorkerEnv } from '../app-env';
import { readSetting } from './operator-settings';
import { queuePeriodicEmail, type NotSent, type PeriodicEmail } from './periodic-email';
import { renderEmail, type RenderedEmail } from './render-email';
import { weeklyReportEmail } from './templates/WeeklyReport';
import { adminPaths } from '../../shared/admin-paths';

/** The dashboard page that turns the report on or off (src/worker/email/weekly-report-routes.tsx). */

export const weeklyReport: PeriodicEmail = {
  kind: 'weekly-report',
  name: 'weekly report',
  waitingNote: 'Waiting: email is not configured (RESEND_API_KEY, resendEmail); the cron sweep sends it once it is.',
  job: (weekStart) => ({ kind: 'weekly-report', period: weekStart }),
  compose: composeReport,
};

/** Queues last week's report when `now` is a Monday in Manila, once per week, unless it is turned off. */
export async function queueWeeklyReport(env: WorkerEnv, now: Date, logger: Logger): Promise<void> {
  const week = reportedWeek(now);
  if (!week) return;
  if ((await readSetting(env.DB, 'weekly_report')).value === 'off') return;
  await queuePeriodicEmail(env, weeklyReport, week.from, now, logger);
}

async function composeReport(env: WorkerEnv, weekStart: string): Promise<RenderedEmail | NotSent> {
  if ((await readSetting(env.DB, 'weekly_report')).value === 'off') {
    return { status: 'cancelled', detail: 'Not sent: the weekly report was turned off before it went out.' };
  }
  const week = weekFrom(weekStart);
  return renderEmail(weeklyReportEmail, {
    ...(await weekFigures(env, week, new Date())),
    weekLabel: dayRangeInWords(week.from, week.to),
    dashboardUrl: `${env.SITE_URL}/admin?${new URLSearchParams({ from: week.from, to: week.to })}`,
    settingUrl: `${env.SITE_URL}${adminPaths.weeklyReport}`,
  });
}
