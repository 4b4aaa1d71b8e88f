// Last week's figures for the weekly report, each beside the week before (the same weekdays),
// read through periodFigures: visitors, visits and page views from the rollups, quote requests
// from the stored leads (Spam left out), the sources with the most visits and the most viewed pages,
// and what the week's leads brought per source and campaign, with the campaigns' spend.
import type { CampaignSpendRow, LeadRevenue } from '../../shared/admin-overview';
import { manilaDay } from '../../shared/business-time';
import { sourceInWords } from '../../shared/source-words';
import type { WorkerEnv } from '../app-env';
import { addDays, previousWeek, weekBefore, type DayRange } from './date-range';
import { periodFigures, type PeriodFigures } from './period';

/** One figure for last week and the week before it (same weekdays). */
export interface WeekFigure {
  current: number;
  previous: number;
}

/** What the Monday report says about last week (src/worker/email/templates/WeeklyReport.tsx). */
export interface WeekFigures {
  visitors: WeekFigure;
  visits: WeekFigure;
  pageViews: WeekFigure;
  /** Quote requests stored that week, Spam left out. */
  quoteRequests: WeekFigure;
  /** Sources with the most visits, then quote requests. */
  sources: { name: string; visits: WeekFigure; quoteRequests: WeekFigure }[];
  /** Pages with the most views. */
  pages: { path: string; views: WeekFigure }[];
  /** The week's leads per source, most leads first, then the most won: what they brought so far. */
  leadsBySource: { name: string; revenue: LeadRevenue }[];
  /** The same per campaign (its name, source and medium), campaigns with leads only. */
  campaigns: { name: string; revenue: LeadRevenue }[];
  /** Campaigns with spend entered for the week's months: the week's share of it. */
  campaignSpend: CampaignSpendRow[];
}

/** Rows in the report's source and page lists: enough to act on, short on a phone. */
const weeklyListLimit = 5;
/** Rows read from each week to match a source or page with the week before: more than any site here has. */
const matchRows = 100;

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** The Monday-to-Sunday Manila week that starts on `monday`. */
export const weekFrom = (monday: string): DayRange => ({ from: monday, to: addDays(monday, 6) });

/** The week that ended yesterday when `now` is a Monday in Manila; null on other days. */
export function reportedWeek(now: Date): DayRange | null {
  const today = manilaDay(now);
  return isMonday(today) ? weekBefore(today) : null;
}

/** Visits per entry source (named as a lead's source is) and leads per source. */
function bySource(figures: PeriodFigures) {
  const sources = new Map<string, { visits: number; quoteRequests: number }>();
  const source = (name: string) => sources.get(name) ?? sources.set(name, { visits: 0, quoteRequests: 0 }).get(name)!;
  for (const [name, visits] of figures.sourceVisits) source(name).visits += visits;
  for (const row of figures.leadsBySource) source(row.source).quoteRequests += row.leads;
  return sources;
}

const quoteRequests = (figures: PeriodFigures) => figures.daily.reduce((sum, day) => sum + day.quoteRequests, 0);

export async function weekFigures(env: WorkerEnv, week: DayRange, now: Date): Promise<WeekFigures> {
  const [current, previous] = await Promise.all([
    periodFigures(env, week, now, { listLimit: matchRows }),
    periodFigures(env, previousWeek(week), now, { listLimit: matchRows }),
  ]);
  const [sources, previousSources] = [bySource(current), bySource(previous)];
  const previousViews = new Map(previous.lists.topRoutes.map((row) => [row.key, row.value]));
  return {
    visitors: { current: current.totals.visitors, previous: previous.totals.visitors },
    visits: { current: current.totals.sessions, previous: previous.totals.sessions },
    pageViews: { current: current.totals.pageViews, previous: previous.totals.pageViews },
    quoteRequests: { current: quoteRequests(current), previous: quoteRequests(previous) },
    sources: [...sources]
      .filter(([, row]) => row.visits > 0 || row.quoteRequests > 0)
      .sort(([nameA, a], [nameB, b]) => b.visits - a.visits || b.quoteRequests - a.quoteRequests || nameA.localeCompare(nameB))
      .slice(0, weeklyListLimit)
      .map(([name, row]) => {
        const before = previousSources.get(name);
        return {
          name: sourceInWords(name),
          visits: { current: row.visits, previous: before?.visits ?? 0 },
          quoteRequests: { current: row.quoteRequests, previous: before?.quoteRequests ?? 0 },
        };
      }),
    leadsBySource: current.leadsBySource
      .slice(0, weeklyListLimit)
      .map(({ source, ...revenue }) => ({ name: sourceInWords(source), revenue })),
    campaigns: current.campaigns
      .filter((row) => row.leads > 0)
      .slice(0, weeklyListLimit)
      .map(({ source, medium, campaign, ...revenue }) => ({
        name: `${campaign || 'no campaign name'} (${sourceInWords(source, medium)})`,
        revenue,
      })),
    campaignSpend: current.campaignSpend,
    // "other" gathers the paths that are not the site's pages: not a page to name.
    pages: current.lists.topRoutes
      .filter((row) => row.key !== 'other' && row.value > 0)
      .slice(0, weeklyListLimit)
      .map((row) => ({ path: row.key, views: { current: row.value, previous: previousViews.get(row.key) ?? 0 } })),
  };
}
