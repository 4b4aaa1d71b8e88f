// The weekly report: on Mondays the 8:00 Manila cron (the daily digest's) queues it, the queue
// sends it to the business: last Monday to Sunday beside the week before. Off by the
// 'weekly_report' operator setting.
import type { Logger } from '../../shared/logger';
import type { DayRange } from '../analytics/date-range';
import { reportedWeek, weekFigures, weekFrom } from '../analytics/week-figures';
import type { WorkerEnv } from '../app-env';
import { readSetting } from '../db/operator-settings';
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

const monthDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
// en-GB writes September "Sept"; the report keeps every month to three letters.
const shortMonths = (text: string) => text.replace('Sept', 'Sep');

/** "16–22 Nov 2026", "28 Sep – 4 Oct 2026", "28 Dec 2026 – 3 Jan 2027" */
function weekLabel({ from: start, to: end }: DayRange): string {
  const [first, last] = [new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)];
  if (start.slice(0, 4) !== end.slice(0, 4)) return shortMonths(`${dayMonthYear.format(first)} – ${dayMonthYear.format(last)}`);
  if (start.slice(0, 7) !== end.slice(0, 7)) return shortMonths(`${monthDay.format(first)} – ${dayMonthYear.format(last)}`);
  return shortMonths(`${first.getUTCDate()}–${dayMonthYear.format(last)}`);
}

async function composeReport(env: WorkerEnv, weekStart: string): Promise<RenderedEmail | NotSent> {
  if ((await readSetting(env.DB, 'weekly_report')).value === 'off') {
    return { status: 'cancelled', detail: 'Not sent: the weekly report was turned off before it went out.' };
  }
  const week = weekFrom(weekStart);
  return renderEmail(weeklyReportEmail, {
    ...(await weekFigures(env, week, new Date())),
    weekLabel: weekLabel(week),
    dashboardUrl: `${env.SITE_URL}/admin?${new URLSearchParams({ from: week.from, to: week.to })}`,
    settingUrl: `${env.SITE_URL}${adminPaths.weeklyReport}`,
  });
}
