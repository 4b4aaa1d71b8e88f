// The local analytics table read back: the dashboard's source whenever the Analytics Engine SQL
// API is not in use (analytics/local-events.ts writes the rows).
import { localColumns, localTable, type BlobField } from './columns';
import { businessUtcOffsetHours } from '../../shared/business-time';
import { contactActions } from '../../shared/analytics-event';
import type { TrafficFigures, TrafficSource } from './report';

const c = localColumns;
/** Page views in the window: what every figure counts. */
const pageViewsIn = `FROM ${localTable} WHERE timestamp >= ?1 AND timestamp < ?2 AND ${c.category} = 'page' AND ${c.action} = 'view'`;

type Ranked<Alias extends string> = Record<Alias, string> & { views: number };

/** The same report as the Analytics Engine source, from exact counts over the local rows. */
export function localTrafficSource(db: D1Database): TrafficSource {
  return {
    source: 'local',
    async figures(window, listLimit): Promise<TrafficFigures> {
      const range = [window.start.toISOString(), window.end.toISOString()];
      const ranked = (field: BlobField, alias: string, skipEmpty = false) =>
        db
          .prepare(
            `SELECT ${c[field]} AS ${alias}, COUNT(*) AS views ${pageViewsIn}${skipEmpty ? ` AND ${c[field]} != ''` : ''}
             GROUP BY ${alias} ORDER BY views DESC, ${alias} ASC LIMIT ?3`,
          )
          .bind(...range, listLimit);
      const [totals, daily, topPages, referrers, countries, devices, contactClicks] = await db.batch<Record<string, unknown>>([
        db
          .prepare(
            `SELECT COUNT(*) AS page_views, COUNT(DISTINCT ${c.visitorHash}) AS visitors, COUNT(DISTINCT ${c.sessionHash}) AS sessions ${pageViewsIn}`,
          )
          .bind(...range),
        db
          .prepare(
            `SELECT strftime('%Y-%m-%d', timestamp, '+${businessUtcOffsetHours} hours') AS manila_date, COUNT(*) AS page_views,
               COUNT(DISTINCT ${c.visitorHash}) AS visitors
             ${pageViewsIn} GROUP BY manila_date ORDER BY manila_date ASC`,
          )
          .bind(...range),
        ranked('path', 'path'),
        ranked('referrerHost', 'host', true),
        ranked('country', 'country'),
        ranked('device', 'device'),
        db
          .prepare(
            `SELECT ${c.source} AS source, ${c.action} AS action, COUNT(*) AS clicks FROM ${localTable}
             WHERE timestamp >= ?1 AND timestamp < ?2 AND ${c.category} = 'conversion'
               AND ${c.action} IN (${contactActions.map((_, i) => `?${i + 3}`).join(', ')})
             GROUP BY source, action ORDER BY clicks DESC, source ASC`,
          )
          .bind(...range, ...contactActions),
      ]);
      const total = totals.results[0] as { page_views: number; visitors: number; sessions: number };
      return {
        totals: { pageViews: total.page_views, visitors: total.visitors, sessions: total.sessions },
        daily: (daily.results as { manila_date: string; page_views: number; visitors: number }[]).map((row) => ({
          date: row.manila_date,
          pageViews: row.page_views,
          visitors: row.visitors,
        })),
        topPages: topPages.results as Ranked<'path'>[],
        referrers: referrers.results as Ranked<'host'>[],
        countries: countries.results as Ranked<'country'>[],
        devices: devices.results as Ranked<'device'>[],
        contactClicks: contactClicks.results as { source: string; action: string; clicks: number }[],
      };
    },
  };
}
