// The analytics read path for the operator dashboard: one traffic report, from Analytics Engine
// (SQL API) in production, or from the local D1 table in development or when the SQL API
// secrets are missing (the report then says so in `notice`).
import { appEnvironment } from '../../shared/release';
import type { WorkerEnv } from '../app-env';
import { localTrafficSource } from './local-report';
import { isReportDays, reportListLimit, reportWindow, type ReportDays, type TrafficReport, type TrafficSource } from './report';
import { analyticsEngineSource } from './sql-api';

export { parseReportDays, reportDays, type ReportDays, type TrafficReport } from './report';
export { SqlApiError } from './sql-api';

export const missingSecretsNotice =
  'CF_ACCOUNT_ID and CF_ANALYTICS_API_TOKEN are not set, so this report reads the local table, which production does not fill. Set both secrets to read Analytics Engine.';

export function trafficSource(env: WorkerEnv): { source: TrafficSource; notice?: string } {
  if (appEnvironment(env.ENVIRONMENT) === 'development') return { source: localTrafficSource(env.DB) };
  if (!env.CF_ACCOUNT_ID || !env.CF_ANALYTICS_API_TOKEN) return { source: localTrafficSource(env.DB), notice: missingSecretsNotice };
  return { source: analyticsEngineSource({ accountId: env.CF_ACCOUNT_ID, apiToken: env.CF_ANALYTICS_API_TOKEN }) };
}

/**
 * Traffic over the last 7, 30 or 90 Manila days, today included. Throws RangeError for any
 * other period, and SqlApiError when Analytics Engine cannot be read.
 */
export async function trafficReport(env: WorkerEnv, days: ReportDays, options: { now?: Date } = {}): Promise<TrafficReport> {
  if (!isReportDays(days)) throw new RangeError(`The report covers 7, 30 or 90 days, not ${String(days)}.`);
  const window = reportWindow(days, options.now ?? new Date(), appEnvironment(env.ENVIRONMENT));
  const { source, notice } = trafficSource(env);
  const figures = await source.figures(window, reportListLimit);

  const byDate = new Map(figures.daily.map((day) => [day.date, day]));
  return {
    days,
    from: window.dates[0],
    to: window.dates[window.dates.length - 1],
    source: source.source,
    ...(notice ? { notice } : {}),
    totals: figures.totals,
    daily: window.dates.map((date) => byDate.get(date) ?? { date, pageViews: 0, visitors: 0 }),
    topPages: figures.topPages,
    referrers: figures.referrers,
    countries: figures.countries,
    devices: figures.devices,
    contactClicks: figures.contactClicks,
  };
}
