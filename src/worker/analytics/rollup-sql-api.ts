// A Manila day's rows (rollup-rows.ts DayRows) from Analytics Engine through the SQL API: seven
// queries a day, every value in them ours (column names, constants, computed times; sql-api.ts).
import * as z from 'zod';
import { blobColumns as b, datasetFor, entryMark } from './columns';
import { funnelEventFilter, type DayRows, type EventWindow } from './rollup-rows';
import { format, inWindow, literal, pathLiteral, querySqlApi, sqlCount, type SqlApiCredentials } from './sql-api';

/** Every query of one day, built from the window only. */
function dayQueries(window: EventWindow) {
  const events = `FROM ${datasetFor(window.environment)} WHERE ${inWindow(window)}`;
  const pageViews = `${events} AND ${b.category} = ${literal('page')} AND ${b.action} = ${literal('view')}`;
  const { pagePaths, form, submitted } = funnelEventFilter;
  const isEvent = ({ category, action }: { category: string; action: string }) =>
    `(${b.category} = ${literal(category)} AND ${b.action} = ${literal(action)})`;
  return {
    totals: `SELECT SUM(_sample_interval) AS page_views, COUNT(DISTINCT ${b.visitorHash}) AS visitors, COUNT(DISTINCT ${b.sessionHash}) AS sessions ${pageViews} ${format}`,
    visitors: `SELECT ${b.visitorHash} AS visitor ${pageViews} GROUP BY visitor ${format}`,
    routes: `SELECT ${b.path} AS path, SUM(_sample_interval) AS page_views, COUNT(DISTINCT ${b.sessionHash}) AS sessions ${pageViews} GROUP BY path ${format}`,
    entries:
      `SELECT ${b.path} AS path, ${b.referrerHost} AS referrer_host, ${b.source} AS source, ${b.medium} AS medium, ${b.campaign} AS campaign, ` +
      `${b.country} AS country, ${b.device} AS device, COUNT(DISTINCT ${b.sessionHash}) AS sessions ${pageViews} AND ${b.entry} = ${literal(entryMark)} ` +
      `GROUP BY path, referrer_host, source, medium, campaign, country, device ${format}`,
    places: `SELECT ${b.country} AS country, ${b.device} AS device, SUM(_sample_interval) AS page_views ${pageViews} GROUP BY country, device ${format}`,
    conversions: `SELECT ${b.action} AS action, ${b.source} AS source, SUM(_sample_interval) AS events ${events} AND ${b.category} = ${literal('conversion')} GROUP BY action, source ${format}`,
    funnel:
      `SELECT ${b.sessionHash} AS session, ${b.category} AS category, ${b.action} AS action, ${b.path} AS path, timestamp AS received_at ${events} ` +
      `AND ((${isEvent({ category: 'page', action: 'view' })} AND ${b.path} IN (${pagePaths.map(pathLiteral).join(', ')})) OR ${isEvent(form)} OR ${isEvent(submitted)}) ${format}`,
  };
}

/** Distinct visitors with any event in the window. */
const visitorsQuery = (window: EventWindow) =>
  `SELECT COUNT(DISTINCT ${b.visitorHash}) AS visitors FROM ${datasetFor(window.environment)} WHERE ${inWindow(window)} ${format}`;

/** An Analytics Engine DateTime ("2031-03-10 02:00:00", UTC) as milliseconds. */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/)
  .transform((text) => Date.parse(`${text.slice(0, 10)}T${text.slice(11, 19)}Z`));

const rows = {
  totals: z.object({ page_views: sqlCount, visitors: sqlCount, sessions: sqlCount }),
  visitors: z.object({ visitor: z.string() }),
  routes: z.object({ path: z.string(), page_views: sqlCount, sessions: sqlCount }),
  entries: z.object({
    path: z.string(),
    referrer_host: z.string(),
    source: z.string(),
    medium: z.string(),
    campaign: z.string(),
    country: z.string(),
    device: z.string(),
    sessions: sqlCount,
  }),
  places: z.object({ country: z.string(), device: z.string(), page_views: sqlCount }),
  conversions: z.object({ action: z.string(), source: z.string(), events: sqlCount }),
  funnel: z.object({ session: z.string(), category: z.string(), action: z.string(), path: z.string(), received_at: instant }),
  visitorsNow: z.object({ visitors: sqlCount }),
};

export async function sqlApiDayRows(credentials: SqlApiCredentials, window: EventWindow): Promise<DayRows> {
  const sql = dayQueries(window);
  const [[totals], visitors, routes, entries, places, conversions, funnel] = await Promise.all([
    querySqlApi(credentials, sql.totals, rows.totals),
    querySqlApi(credentials, sql.visitors, rows.visitors),
    querySqlApi(credentials, sql.routes, rows.routes),
    querySqlApi(credentials, sql.entries, rows.entries),
    querySqlApi(credentials, sql.places, rows.places),
    querySqlApi(credentials, sql.conversions, rows.conversions),
    querySqlApi(credentials, sql.funnel, rows.funnel),
  ]);
  return {
    // An aggregate over no rows may come back as no row at all.
    totals: { pageViews: totals?.page_views ?? 0, visitors: totals?.visitors ?? 0, sessions: totals?.sessions ?? 0 },
    visitorHashes: visitors.map((row) => row.visitor),
    routes: routes.map((row) => ({ path: row.path, pageViews: row.page_views, sessions: row.sessions })),
    entries: entries.map(({ referrer_host, ...entry }) => ({ ...entry, referrerHost: referrer_host })),
    places: places.map((row) => ({ country: row.country, device: row.device, pageViews: row.page_views })),
    conversions,
    funnelEvents: funnel.map(({ received_at, ...event }) => ({ ...event, at: received_at })),
  };
}

/** The window's page views, visitors and sessions: the totals query alone. */
export async function sqlApiTotals(credentials: SqlApiCredentials, window: EventWindow): Promise<DayRows['totals']> {
  const [totals] = await querySqlApi(credentials, dayQueries(window).totals, rows.totals);
  return { pageViews: totals?.page_views ?? 0, visitors: totals?.visitors ?? 0, sessions: totals?.sessions ?? 0 };
}

export async function sqlApiVisitors(credentials: SqlApiCredentials, window: EventWindow): Promise<number> {
  const [row] = await querySqlApi(credentials, visitorsQuery(window), rows.visitorsNow);
  return row?.visitors ?? 0;
}
