// A Manila day's rows (rollup-rows.ts DayRows) from the local D1 table that development writes:
// the same figures as rollup-sql-api.ts, exact counts over the local rows.
import { entryMark, localColumns as c, localTable } from './columns';
import { funnelEventFilter, type DayRows, type EventWindow } from './rollup-rows';

/** ?1 and ?2 are the window's ISO start and end. */
const events = `FROM ${localTable} WHERE timestamp >= ?1 AND timestamp < ?2`;
const pageViews = `${events} AND ${c.category} = 'page' AND ${c.action} = 'view'`;

const totalsSql = `SELECT COUNT(*) AS pageViews, COUNT(DISTINCT ${c.visitorHash}) AS visitors, COUNT(DISTINCT ${c.sessionHash}) AS sessions ${pageViews}`;

type Row<Fields extends string> = Record<Fields, string>;
type Counted<Fields extends string, Counts extends string> = Row<Fields> & Record<Counts, number>;

export async function localDayRows(db: D1Database, window: EventWindow): Promise<DayRows> {
  const range = [window.start.toISOString(), window.end.toISOString()];
  const query = (sql: string, ...more: string[]) => db.prepare(sql).bind(...range, ...more);
  const { pagePaths, form, submitted } = funnelEventFilter;
  const pathParams = pagePaths.map((_, i) => `?${i + 7}`).join(', ');
  const [totals, visitors, routes, entries, places, conversions, funnel] = await db.batch<Record<string, unknown>>([
    query(totalsSql),
    query(`SELECT DISTINCT ${c.visitorHash} AS visitor ${pageViews}`),
    query(`SELECT ${c.path} AS path, COUNT(*) AS pageViews, COUNT(DISTINCT ${c.sessionHash}) AS sessions ${pageViews} GROUP BY path`),
    query(
      `SELECT ${c.path} AS path, ${c.referrerHost} AS referrerHost, ${c.source} AS source, ${c.medium} AS medium, ${c.campaign} AS campaign,
         ${c.country} AS country, ${c.device} AS device, COUNT(DISTINCT ${c.sessionHash}) AS sessions
       ${pageViews} AND ${c.entry} = ?3 GROUP BY path, referrerHost, source, medium, campaign, country, device`,
      entryMark,
    ),
    query(`SELECT ${c.country} AS country, ${c.device} AS device, COUNT(*) AS pageViews ${pageViews} GROUP BY country, device`),
    query(
      `SELECT ${c.action} AS action, ${c.source} AS source, COUNT(*) AS events ${events} AND ${c.category} = 'conversion' GROUP BY action, source`,
    ),
    query(
      `SELECT ${c.sessionHash} AS session, ${c.category} AS category, ${c.action} AS action, ${c.path} AS path, timestamp AS receivedAt ${events}
         AND ((${c.category} = 'page' AND ${c.action} = 'view' AND ${c.path} IN (${pathParams}))
           OR (${c.category} = ?3 AND ${c.action} = ?4) OR (${c.category} = ?5 AND ${c.action} = ?6))`,
      form.category,
      form.action,
      submitted.category,
      submitted.action,
      ...pagePaths,
    ),
  ]);
  const total = totals.results[0] as Counted<never, 'pageViews' | 'visitors' | 'sessions'>;
  return {
    totals: { pageViews: total.pageViews, visitors: total.visitors, sessions: total.sessions },
    visitorHashes: (visitors.results as Row<'visitor'>[]).map((row) => row.visitor),
    routes: routes.results as Counted<'path', 'pageViews' | 'sessions'>[],
    entries: entries.results as Counted<'path' | 'referrerHost' | 'source' | 'medium' | 'campaign' | 'country' | 'device', 'sessions'>[],
    places: places.results as Counted<'country' | 'device', 'pageViews'>[],
    conversions: conversions.results as Counted<'action' | 'source', 'events'>[],
    funnelEvents: (funnel.results as Row<'session' | 'category' | 'action' | 'path' | 'receivedAt'>[]).map(({ receivedAt, ...event }) => ({
      ...event,
      at: Date.parse(receivedAt),
    })),
  };
}

/** The window's page views, visitors and sessions: the totals query alone. */
export async function localTotals(db: D1Database, window: EventWindow): Promise<DayRows['totals']> {
  const row = await db.prepare(totalsSql).bind(window.start.toISOString(), window.end.toISOString()).first<DayRows['totals']>();
  return { pageViews: row?.pageViews ?? 0, visitors: row?.visitors ?? 0, sessions: row?.sessions ?? 0 };
}

/** Distinct visitors with any event in the window. */
export async function localVisitors(db: D1Database, window: EventWindow): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(DISTINCT ${c.visitorHash}) AS visitors ${events}`)
    .bind(window.start.toISOString(), window.end.toISOString())
    .first<{ visitors: number }>();
  return row?.visitors ?? 0;
}
