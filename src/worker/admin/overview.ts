// The dashboard overview: traffic from the analytics report, quote requests from D1 (the
// stored leads are the truth; the browser's quote_submitted events can be blocked).
import type { OverviewData } from '../../shared/admin-overview';
import { contactActions, type ContactAction } from '../../shared/analytics-event';
import { SqlApiError, trafficReport, type ReportDays, type TrafficReport } from '../analytics/query';
import { reportWindow } from '../analytics/report';
import type { WorkerEnv } from '../app-env';
import { leadsBySource, leadsCreatedSince, leadsNeedingAttention } from '../db/lead-inbox';
import { featureFlags, flagRows } from '../feature-flags';
import { appEnvironment, appRelease } from '../../shared/release';

const sourceNames = { local: 'the local development store', 'analytics-engine': 'Workers Analytics Engine' } as const;

/** Sources in the "Leads by source" table. */
const sourceRows = 20;

/** One row per source, its clicks by action; sources with the most clicks first. */
function clicksBySource(rows: TrafficReport['contactClicks']): OverviewData['contactClicksBySource'] {
  const bySource = new Map<string, Record<ContactAction, number>>();
  for (const row of rows) {
    if (!(contactActions as readonly string[]).includes(row.action)) continue;
    const clicks = bySource.get(row.source) ?? (Object.fromEntries(contactActions.map((action) => [action, 0])) as Record<ContactAction, number>);
    clicks[row.action as ContactAction] += row.clicks;
    bySource.set(row.source, clicks);
  }
  const total = (clicks: Record<ContactAction, number>) => contactActions.reduce((sum, action) => sum + clicks[action], 0);
  return [...bySource].map(([source, clicks]) => ({ source, clicks })).sort((a, b) => total(b.clicks) - total(a.clicks) || a.source.localeCompare(b.source));
}

const siteSettings = (env: WorkerEnv) => ({
  flags: flagRows(featureFlags(env)),
  release: appRelease,
  environment: appEnvironment(env.ENVIRONMENT),
});

export async function overviewData(env: WorkerEnv, days: ReportDays, now: Date): Promise<OverviewData> {
  const window = reportWindow(days, now, appEnvironment(env.ENVIRONMENT));
  const [quoteRequests, needsAttention, bySource] = await Promise.all([
    leadsCreatedSince(env.DB, window.start.toISOString()),
    leadsNeedingAttention(env.DB),
    leadsBySource(env.DB, window.start.toISOString(), sourceRows),
  ]);
  let report: TrafficReport;
  try {
    report = await trafficReport(env, days, { now });
  } catch (error) {
    if (!(error instanceof SqlApiError)) throw error;
    // Leads still show when the traffic figures cannot be read.
    return {
      days,
      source: sourceNames['analytics-engine'],
      notice: `Traffic figures are unavailable: ${error.message}`,
      visitors: 0,
      sessions: 0,
      pageViews: 0,
      quoteRequests,
      needsAttention,
      daily: window.dates.map((date) => ({ date, pageViews: 0, visitors: 0 })),
      topPages: [],
      referrers: [],
      countries: [],
      devices: [],
      leadsBySource: bySource,
      contactClicksBySource: [],
      ...siteSettings(env),
    };
  }
  return {
    days,
    source: sourceNames[report.source],
    notice: report.notice,
    visitors: report.totals.visitors,
    sessions: report.totals.sessions,
    pageViews: report.totals.pageViews,
    quoteRequests,
    needsAttention,
    daily: report.daily,
    topPages: report.topPages.map((page) => ({ label: page.path, value: page.views })),
    referrers: report.referrers.map((referrer) => ({ label: referrer.host, value: referrer.views })),
    countries: report.countries.map((country) => ({ label: country.country, value: country.views })),
    devices: report.devices.map((device) => ({ label: device.device, value: device.views })),
    leadsBySource: bySource,
    contactClicksBySource: clicksBySource(report.contactClicks),
    ...siteSettings(env),
  };
}
