// The figures of a period of Manila days: past days from the D1 rollups (one batch of
// statements, summed in SQL), today (and yesterday until its rollup exists) computed live by
// rollupDay, and quote requests, their quotations and orders from the stored leads. A period
// compared with one that ends today can have its last day read only up to the same time of day
// (lastDayUntil).
import type {
  CampaignRow,
  CampaignSpendRow,
  CampaignTableRow,
  ConversionKind,
  Coverage,
  DailyPoint,
  SourceRow,
} from '../../shared/admin-overview';
import { conversionKindActions, conversionKinds } from '../../shared/admin-overview';
import { contactActions, type ContactAction } from '../../shared/analytics-event';
import { funnelSteps, type FunnelStep } from '../../shared/analytics-funnel';
import { manilaDayStart } from '../../shared/business-time';
import type { WorkerEnv } from '../app-env';
import { campaignSpend, monthsOf, type SpendEntry } from './campaign-spend';
import { campaignTable } from './campaign-table';
import { addDays, manilaToday, rangeDays, type DayRange } from './date-range';
import { byLeadsThenWon, groupLeads, leadRevenue, type RevenueLead } from './lead-revenue';
import type { DayRollup, RollupDimension } from './rollup';
import { rollupDay } from './rollup-day';
import { SqlApiError } from './sql-api';
import { estimateVisitors, mergeSketches } from './visitor-sketch';

/** Rows in each ranked list the overview shows. */
export const periodListLimit = 10;
/** Campaigns and sources read with their leads: more than any list shows, so the join finds them. */
const joinRows = 100;

/** The ranked lists, each a dimension of analytics_daily and the count it ranks by (rollup.ts). */
const rankedLists = {
  topRoutes: { dimension: 'route', count: 'page_views' },
  entryPages: { dimension: 'entry', count: 'sessions' },
  referrers: { dimension: 'referrer', count: 'sessions' },
  channels: { dimension: 'channel', count: 'sessions' },
  countries: { dimension: 'country', count: 'page_views' },
  devices: { dimension: 'device', count: 'page_views' },
} as const satisfies Record<string, { dimension: RollupDimension; count: 'page_views' | 'sessions' }>;
type RankedListName = keyof typeof rankedLists;

export interface RankedCount {
  key: string;
  value: number;
}

/** Where a day's traffic figures come from; 'none' and 'unreadable' days show zero traffic. */
export type DayTraffic = 'stored' | 'live' | 'unreadable' | 'none';

/** One Manila day of the period: the chart's point, plus what the CSV export lists. */
export interface PeriodDay extends DailyPoint {
  traffic: DayTraffic;
  /** Quote = stored leads that day; the others are clicks. */
  conversions: Record<ConversionKind, number>;
  funnel: Record<FunnelStep, number>;
}

export interface PeriodFigures {
  range: DayRange;
  totals: { pageViews: number; sessions: number; visitors: number };
  /** Every day of the range, oldest first, zero where none. */
  daily: PeriodDay[];
  lists: Record<RankedListName, RankedCount[]>;
  /** Tagged visits (isTagged) with their leads, most leads first, then the most won. */
  campaigns: CampaignRow[];
  /** The campaigns with spend entered for the period's months. */
  campaignSpend: CampaignSpendRow[];
  /** One row per campaign name with its spend, the most money first (campaign-table.ts). */
  campaignTable: CampaignTableRow[];
  /** Visits per entry source, tagged or not. */
  sourceVisits: Map<string, number>;
  conversions: Record<ConversionKind, number>;
  contactClicksBySource: { source: string; clicks: Record<ContactAction, number> }[];
  /** Stored leads (Spam left out) per source with what they brought, most leads first, then the most won. */
  leadsBySource: SourceRow[];
  funnel: Record<FunnelStep, number>;
  coverage: Coverage;
  /** Why the figures may be incomplete, e.g. today's could not be read. */
  notice?: string;
}

/**
 * The instants a range of Manila days spans, [start, end) as stored ISO timestamps compare: to the
 * end of its last day, or to `until` within it.
 */
function instants(range: DayRange, until?: Date): [string, string] {
  return [manilaDayStart(range.from).toISOString(), (until ?? manilaDayStart(addDays(range.to, 1))).toISOString()];
}

/** Quote requests count stored leads that are not Spam. */
export const notSpam = 'spam_reason IS NULL';

/**
 * A campaign is a visit tagged with utm_medium or utm_campaign. utm_source alone cannot count:
 * the rollup names an untagged visit's source from its referrer (google, direct), the same as
 * utm_source=google. The campaign queries apply the same rule in SQL.
 */
const isTagged = (row: { medium: string; campaign: string }) => row.medium !== '' || row.campaign !== '';

export interface BoundStatement {
  sql: string;
  params: (string | number)[];
}

/**
 * Every query periodFigures runs, in batch order. Exported so the query-plan test can EXPLAIN
 * each one: every one must read through an index or primary key. With `lastDayUntil` the last
 * day's stored rollup is left out (it is read live) and leads are counted up to that instant.
 */
export function periodQueries(range: DayRange, listLimit = periodListLimit, lastDayUntil?: Date) {
  const days = [range.from, lastDayUntil ? addDays(range.to, -1) : range.to];
  const [start, end] = instants(range, lastDayUntil);
  const ranked = (dimension: RollupDimension, count: 'page_views' | 'sessions'): BoundStatement => ({
    sql: `SELECT key, SUM(${count}) AS value FROM analytics_daily WHERE dimension = ?1 AND day BETWEEN ?2 AND ?3
      GROUP BY key ORDER BY value DESC, key ASC LIMIT ?4`,
    params: [dimension, ...days, listLimit],
  });
  return {
    days: {
      sql: 'SELECT day, page_views, visitors, sessions, visitor_sketch FROM analytics_days WHERE day BETWEEN ?1 AND ?2 ORDER BY day',
      params: days,
    },
    dailyCounts: {
      sql: `SELECT dimension, day, key, SUM(sessions) AS sessions, SUM(events) AS events FROM analytics_daily
        WHERE dimension IN ('conversion', 'funnel') AND day BETWEEN ?1 AND ?2 GROUP BY dimension, day, key`,
      params: days,
    },
    ...(Object.fromEntries(Object.entries(rankedLists).map(([name, { dimension, count }]) => [name, ranked(dimension, count)])) as Record<
      RankedListName,
      BoundStatement
    >),
    conversionsBySource: {
      sql: `SELECT key, detail, SUM(events) AS events FROM analytics_daily WHERE dimension = 'conversion' AND day BETWEEN ?1 AND ?2
        GROUP BY key, detail ORDER BY events DESC LIMIT ?3`,
      params: [...days, joinRows],
    },
    // Every visit's entry source, tagged or not: the weekly report's sources.
    sourceVisits: {
      sql: `SELECT source, SUM(sessions) AS visits FROM analytics_daily_campaigns WHERE day BETWEEN ?1 AND ?2
        GROUP BY source ORDER BY visits DESC, source LIMIT ?3`,
      params: [...days, joinRows],
    },
    // Tagged visits only (isTagged), filtered before the LIMIT so untagged rows cannot fill it.
    campaigns: {
      sql: `SELECT source, medium, campaign, SUM(sessions) AS visits FROM analytics_daily_campaigns
        WHERE day BETWEEN ?1 AND ?2 AND (medium <> '' OR campaign <> '')
        GROUP BY source, medium, campaign ORDER BY visits DESC, source, medium, campaign LIMIT ?3`,
      params: [...days, joinRows],
    },
    // Every lead of the period, each with its quotation (lead-revenue.ts adds them up). A lead
    // counts for the source and campaign of its latest touch, as the leads list files it.
    revenueLeads: {
      sql: `SELECT source, COALESCE(lower(trim(json_extract(latest_touch, '$.utm_medium'))), '') AS medium,
          COALESCE(lower(trim(campaign)), '') AS campaign, created_at, status = 'won' AS won, won_centavos, paid_centavos,
          (SELECT total_centavos FROM quotation_versions WHERE quotation_versions.lead_id = leads.id AND voided_at IS NULL
            ORDER BY revision DESC LIMIT 1) AS quoted_centavos,
          (SELECT MIN(sent_at) FROM quotation_versions WHERE quotation_versions.lead_id = leads.id) AS first_sent_at
        FROM leads WHERE created_at >= ?1 AND created_at < ?2 AND ${notSpam}`,
      params: [start, end],
    },
    campaignSpend: {
      sql: 'SELECT month, campaign, spend_centavos FROM campaign_spend WHERE month BETWEEN ?1 AND ?2',
      params: monthsOf(range),
    },
    leadsByDay: {
      sql: `SELECT strftime('%Y-%m-%d', created_at, '+8 hours') AS day, COUNT(*) AS leads FROM leads
        WHERE created_at >= ?1 AND created_at < ?2 AND ${notSpam} GROUP BY 1`,
      params: [start, end],
    },
  } satisfies Record<string, BoundStatement>;
}

type QueryName = keyof ReturnType<typeof periodQueries>;

interface DayRow {
  day: string;
  page_views: number;
  visitors: number;
  sessions: number;
  visitor_sketch: ArrayBuffer | number[];
}

const zeroes = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
const clickKinds = Object.keys(conversionKindActions) as (keyof typeof conversionKindActions)[];
const kindOfAction = new Map<string, keyof typeof conversionKindActions>(clickKinds.map((kind) => [conversionKindActions[kind], kind]));

/** A map's counts, largest first (ties by key), at most `limit` of them. */
const top = (counts: Map<string, number>, limit: number): RankedCount[] =>
  [...counts]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, limit);

const add = (counts: Map<string, number>, key: string, value: number) => counts.set(key, (counts.get(key) ?? 0) + value);

type LiveDay = { rollup: DayRollup } | { day: string; error: SqlApiError };

/** A day rolled up now (up to `until`); a day Analytics Engine cannot give is left out with the reason. */
async function liveDay(env: WorkerEnv, day: string, until: Date | undefined, sqlApiTimeoutMs: number | undefined): Promise<LiveDay> {
  try {
    return { rollup: await rollupDay(env, day, until, sqlApiTimeoutMs) };
  } catch (error) {
    if (!(error instanceof SqlApiError)) throw error;
    return { day, error };
  }
}

export interface PeriodOptions {
  /** Rows per ranked list (the previous period is read with more, so the overview finds most current rows in it). */
  listLimit?: number;
  /**
   * Read the range's last day live only up to this instant, even when it is rolled up, and count its
   * leads up to it too: a period compared with one that ends partway through today.
   */
  lastDayUntil?: Date;
  /** How long a live day's Analytics Engine query may take (sql-api.ts's 10 s unless given: a test's shorter wait). */
  sqlApiTimeoutMs?: number;
}

/**
 * The period's figures. Throws what D1 throws; a live day that Analytics Engine cannot give
 * (SqlApiError) is left out with a notice.
 */
export async function periodFigures(env: WorkerEnv, range: DayRange, now: Date, options: PeriodOptions = {}): Promise<PeriodFigures> {
  const { listLimit = periodListLimit, lastDayUntil, sqlApiTimeoutMs } = options;
  // Today's live counts can lift a row past the stored top rows: read a few more than are shown.
  const candidates = listLimit * 3;
  const queries = periodQueries(range, candidates, lastDayUntil);
  const names = Object.keys(queries) as QueryName[];
  const today = manilaToday(now);
  const yesterday = addDays(today, -1);
  const cutDay = lastDayUntil ? range.to : undefined;
  const inRange = (day: string) => day >= range.from && day <= range.to && day !== cutDay;
  // Today is never rolled up (the cron rolls up finished days): it is read beside the batch.
  const [results, todayLive, cutDayLive] = await Promise.all([
    env.DB.batch<Record<string, unknown>>(names.map((name) => env.DB.prepare(queries[name].sql).bind(...queries[name].params))),
    inRange(today) ? liveDay(env, today, undefined, sqlApiTimeoutMs) : undefined,
    cutDay ? liveDay(env, cutDay, lastDayUntil, sqlApiTimeoutMs) : undefined,
  ]);
  const rows = <Row>(name: QueryName) => results[names.indexOf(name)].results as Row[];

  const storedDays = rows<DayRow>('days');
  const rolledUp = new Set(storedDays.map((day) => day.day));
  // Yesterday is read live until the nightly rollup has stored it.
  const yesterdayLive =
    inRange(yesterday) && !rolledUp.has(yesterday) ? await liveDay(env, yesterday, undefined, sqlApiTimeoutMs) : undefined;
  const liveDays = [yesterdayLive, rolledUp.has(today) ? undefined : todayLive, cutDayLive].filter((day) => day !== undefined);
  const live = liveDays.flatMap((day) => ('rollup' in day ? [day.rollup] : []));
  const failed = liveDays.flatMap((day) => ('error' in day ? [day] : []));
  const notice = failed.length
    ? `The figures for ${failed.map((day) => day.day).join(' and ')} could not be read from Analytics Engine (${failed[0].error.message}); the other days show.`
    : undefined;
  const traffic = (date: string): DayTraffic =>
    rolledUp.has(date)
      ? 'stored'
      : live.some((day) => day.day === date)
        ? 'live'
        : failed.some((day) => day.day === date)
          ? 'unreadable'
          : 'none';
  const daily = new Map<string, PeriodDay>(
    rangeDays(range).map((date) => [
      date,
      {
        date,
        traffic: traffic(date),
        pageViews: 0,
        visitors: 0,
        sessions: 0,
        quoteRequests: 0,
        conversions: zeroes(conversionKinds),
        funnel: zeroes(funnelSteps),
      },
    ]),
  );
  for (const row of [
    ...storedDays,
    ...live.map((day) => ({ day: day.day, page_views: day.pageViews, visitors: day.visitors, sessions: day.sessions })),
  ]) {
    Object.assign(daily.get(row.day)!, { pageViews: row.page_views, visitors: row.visitors, sessions: row.sessions });
  }
  const dayCount = (dimension: string, day: string, key: string, sessions: number, events: number) => {
    const point = daily.get(day);
    if (!point) return;
    if (dimension === 'funnel' && (funnelSteps as readonly string[]).includes(key)) point.funnel[key as FunnelStep] += sessions;
    const kind = kindOfAction.get(key);
    if (dimension === 'conversion' && kind) point.conversions[kind] += events;
  };
  for (const row of rows<{ dimension: string; day: string; key: string; sessions: number; events: number }>('dailyCounts')) {
    dayCount(row.dimension, row.day, row.key, row.sessions, row.events);
  }
  for (const row of rows<{ day: string; leads: number }>('leadsByDay')) {
    const point = daily.get(row.day);
    if (point) point.quoteRequests = point.conversions.quote = row.leads;
  }

  const lists = {} as Record<RankedListName, RankedCount[]>;
  for (const name of Object.keys(rankedLists) as RankedListName[]) {
    const { dimension, count } = rankedLists[name];
    const counts = new Map(rows<RankedCount>(name).map((row) => [row.key, row.value]));
    for (const day of live) {
      for (const c of day.counts) if (c.dimension === dimension) add(counts, c.key, count === 'page_views' ? c.pageViews : c.sessions);
    }
    lists[name] = top(counts, listLimit);
  }

  const clicks = new Map<string, Record<ContactAction, number>>();
  const addClicks = (action: string, source: string, events: number) => {
    if (!(contactActions as readonly string[]).includes(action)) return;
    const bySource = clicks.get(source) ?? zeroes(contactActions);
    bySource[action as ContactAction] += events;
    clicks.set(source, bySource);
  };
  for (const row of rows<{ key: string; detail: string; events: number }>('conversionsBySource'))
    addClicks(row.key, row.detail, row.events);
  for (const day of live) {
    for (const c of day.counts) {
      if (c.dimension === 'conversion') addClicks(c.key, c.detail, c.events);
      dayCount(c.dimension, day.day, c.key, c.sessions, c.events);
    }
  }
  const clickTotal = (counts: Record<ContactAction, number>) => contactActions.reduce((sum, action) => sum + counts[action], 0);

  const revenueLeads = rows<RevenueLead>('revenueLeads');
  const campaignKey = (row: { source: string; medium: string; campaign: string }) => JSON.stringify([row.source, row.medium, row.campaign]);
  const campaignLeads = groupLeads(revenueLeads.filter(isTagged), campaignKey);
  const campaigns = new Map<string, { source: string; medium: string; campaign: string; visits: number }>();
  const campaign = ({ source, medium, campaign: name }: { source: string; medium: string; campaign: string }) => {
    const key = campaignKey({ source, medium, campaign: name });
    return campaigns.get(key) ?? campaigns.set(key, { source, medium, campaign: name, visits: 0 }).get(key)!;
  };
  for (const row of rows<{ source: string; medium: string; campaign: string; visits: number }>('campaigns'))
    campaign(row).visits += row.visits;
  for (const day of live) for (const row of day.campaigns.filter(isTagged)) campaign(row).visits += row.sessions;
  for (const lead of revenueLeads.filter(isTagged)) campaign(lead);

  const spend = campaignSpend(range, rows<SpendEntry>('campaignSpend'), revenueLeads);

  const sourceVisits = new Map(rows<{ source: string; visits: number }>('sourceVisits').map((row) => [row.source, row.visits]));
  for (const day of live) for (const row of day.campaigns) add(sourceVisits, row.source, row.sessions);

  const days = [...daily.values()];
  const sum = (pick: (day: PeriodDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const sketches = [...storedDays.map((day) => new Uint8Array(day.visitor_sketch)), ...live.map((day) => day.visitorSketch)];
  return {
    range,
    totals: {
      pageViews: sum((day) => day.pageViews),
      sessions: sum((day) => day.sessions),
      visitors: estimateVisitors(mergeSketches(sketches)),
    },
    daily: days,
    lists,
    campaigns: [...campaigns]
      .map(([key, row]): CampaignRow => {
        const revenue = leadRevenue(campaignLeads.get(key) ?? []);
        return { ...row, ...revenue, conversionRate: row.visits > 0 ? revenue.leads / row.visits : 0 };
      })
      .sort((a, b) => byLeadsThenWon(a, b) || b.visits - a.visits || campaignKey(a).localeCompare(campaignKey(b)))
      .slice(0, listLimit),
    campaignSpend: spend,
    campaignTable: campaignTable([...campaigns.values()], revenueLeads.filter(isTagged), spend, listLimit),
    sourceVisits,
    conversions: Object.fromEntries(conversionKinds.map((kind) => [kind, sum((day) => day.conversions[kind])])) as Record<
      ConversionKind,
      number
    >,
    contactClicksBySource: [...clicks]
      .map(([source, counts]) => ({ source, clicks: counts }))
      .sort((a, b) => clickTotal(b.clicks) - clickTotal(a.clicks) || a.source.localeCompare(b.source)),
    leadsBySource: [...groupLeads(revenueLeads, (lead) => lead.source)]
      .map(([source, leads]): SourceRow => ({ source, ...leadRevenue(leads) }))
      .sort((a, b) => byLeadsThenWon(a, b) || a.source.localeCompare(b.source)),
    funnel: Object.fromEntries(funnelSteps.map((step) => [step, sum((day) => day.funnel[step])])) as Record<FunnelStep, number>,
    coverage: { days: days.length, rolledUp: rolledUp.size, live: live.length },
    ...(notice ? { notice } : {}),
  };
}
