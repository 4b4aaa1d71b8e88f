// The dashboard overview: the chosen period's figures (analytics/period.ts), each compared with
// the previous period of the same length and weekdays, and the visitors on the site now.
import type { Compared, ConversionKind, DailyPoint, OverviewData, RankedItem } from '../../shared/admin-overview';
import { conversionKinds } from '../../shared/admin-overview';
import { funnelSteps } from '../../shared/analytics-funnel';
import { appEnvironment, appRelease } from '../../shared/release';
import { previousPeriod, rangeLength, type ChosenPeriod } from '../analytics/date-range';
import { periodFigures, periodListLimit, type PeriodFigures, type RankedCount } from '../analytics/period';
import { rollupSource, visitorsNow } from '../analytics/rollup-day';
import { SqlApiError } from '../analytics/sql-api';
import type { WorkerEnv } from '../app-env';
import { leadsNeedingAttention } from '../db/lead-inbox';
import { featureFlags, flagRows } from '../feature-flags';

const liveSourceNames = { local: 'the local development store', 'analytics-engine': 'Workers Analytics Engine' } as const;

/** The previous period's lists are read deeper, so most of the current rows find their earlier value. */
const previousListLimit = periodListLimit * 3;

const compared = (value: number, previous: number): Compared => ({ value, previous });

function rankedItems(current: RankedCount[], previous: RankedCount[]): RankedItem[] {
  const before = new Map(previous.map((row) => [row.key, row.value]));
  return current.map((row) => {
    const earlier = before.get(row.key);
    return { label: row.key, value: row.value, ...(earlier === undefined ? {} : { previous: earlier }) };
  });
}

export const missingSecretsNotice =
  'CF_ACCOUNT_ID and CF_ANALYTICS_API_TOKEN are not set, so today\'s figures come from the local table, which production does not fill. Set both secrets to read Analytics Engine.';

/** Why the figures may be incomplete: today's could not be read, or are read from the wrong place. */
function noticeFor(env: WorkerEnv, figures: PeriodFigures): string | undefined {
  if (figures.notice) return figures.notice;
  if (appEnvironment(env.ENVIRONMENT) !== 'development' && rollupSource(env) === 'local') return missingSecretsNotice;
  return undefined;
}

function sourceLine(figures: PeriodFigures): string {
  return figures.liveSource ? `daily rollups in D1; today from ${liveSourceNames[figures.liveSource]}` : 'daily rollups in D1';
}

/** Visitors in the last 30 minutes, or null when Analytics Engine cannot say. */
async function visitorsOnSiteNow(env: WorkerEnv, now: Date): Promise<number | null> {
  try {
    return await visitorsNow(env, now);
  } catch (error) {
    if (error instanceof SqlApiError) return null;
    throw error;
  }
}

const dailyPoint = ({ date, pageViews, visitors, sessions, quoteRequests }: DailyPoint): DailyPoint => ({ date, pageViews, visitors, sessions, quoteRequests });

export async function overviewData(env: WorkerEnv, period: ChosenPeriod, now: Date): Promise<OverviewData> {
  const before = previousPeriod(period.range);
  const [current, previous, needsAttention, onSiteNow] = await Promise.all([
    periodFigures(env, period.range, now),
    periodFigures(env, before, now, previousListLimit),
    leadsNeedingAttention(env.DB),
    visitorsOnSiteNow(env, now),
  ]);
  const list = (name: keyof PeriodFigures['lists']) => rankedItems(current.lists[name], previous.lists[name]);
  return {
    range: { ...period.range, days: rangeLength(period.range) },
    preset: period.preset,
    previousRange: before,
    source: sourceLine(current),
    ...(noticeFor(env, current) ? { notice: noticeFor(env, current) } : {}),
    coverage: current.coverage,
    previousCoverage: previous.coverage,
    visitorsNow: onSiteNow,
    visitors: compared(current.totals.visitors, previous.totals.visitors),
    sessions: compared(current.totals.sessions, previous.totals.sessions),
    pageViews: compared(current.totals.pageViews, previous.totals.pageViews),
    quoteRequests: compared(current.conversions.quote, previous.conversions.quote),
    needsAttention,
    daily: current.daily.map(dailyPoint),
    previousDaily: previous.daily.map(dailyPoint),
    topPages: list('topRoutes'),
    entryPages: list('entryPages'),
    referrers: list('referrers'),
    channels: list('channels'),
    countries: list('countries'),
    devices: list('devices'),
    campaigns: current.campaigns,
    conversions: Object.fromEntries(conversionKinds.map((kind) => [kind, compared(current.conversions[kind], previous.conversions[kind])])) as Record<
      ConversionKind,
      Compared
    >,
    funnel: funnelSteps.map((step) => ({ step, sessions: compared(current.funnel[step], previous.funnel[step]) })),
    leadsBySource: current.leadsBySource.slice(0, 20),
    contactClicksBySource: current.contactClicksBySource,
    flags: flagRows(featureFlags(env)),
    release: appRelease,
    environment: appEnvironment(env.ENVIRONMENT),
  };
}
