// Reads Analytics Engine through its SQL API: the HTTP client (answers parsed with a schema,
// counts turned into numbers) and the traffic report's queries.
//
// The SQL API takes no parameters, so every value in these queries is ours: column names from
// columns.ts, category and action constants, and times computed from an allow-listed period.
// Nothing a visitor or an operator typed is ever spliced in.
//
// Counts are SUM(_sample_interval), so they stay right if Analytics Engine samples. Visitors
// and sessions are COUNT(DISTINCT hash): a distinct count cannot be weighted, so under sampling
// it is a floor. At this site's traffic Analytics Engine does not sample and the two agree.
import * as z from 'zod';
import { blobColumns as b, datasetName } from './columns';
import type { ReportWindow, TrafficFigures, TrafficSource } from './report';
import { businessTimeZone } from '../../shared/business-time';
import { contactActions } from '../../shared/analytics-event';

export function sqlApiUrl(accountId: string): string {
  return `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`;
}

export interface SqlApiCredentials {
  accountId: string;
  apiToken: string;
}

export class SqlApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SqlApiError';
  }
}

/** The SQL API's JSON answer (FORMAT JSON). 64-bit integers may arrive as strings. */
const sqlApiAnswerSchema = z.object({
  meta: z.array(z.object({ name: z.string(), type: z.string() })),
  data: z.array(z.record(z.string(), z.unknown())),
  rows: z.number(),
  rows_before_limit_at_least: z.number().optional(),
});

/** A count as the SQL API sends it (a number, or a string for UInt64), as a number. */
export const sqlCount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform(Number);

/** Runs one query and parses every row; throws SqlApiError on any failure. */
export async function querySqlApi<Row extends z.ZodType>(credentials: SqlApiCredentials, sql: string, rowSchema: Row): Promise<z.output<Row>[]> {
  let response: Response;
  try {
    response = await fetch(sqlApiUrl(credentials.accountId), {
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiToken}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: sql,
    });
  } catch (error) {
    throw new SqlApiError(`Analytics Engine SQL API unreachable: ${String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new SqlApiError(`Analytics Engine SQL API answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SqlApiError(`Analytics Engine SQL API answered with something other than JSON: ${text.slice(0, 300)}`, response.status);
  }
  const answer = sqlApiAnswerSchema.safeParse(body);
  if (!answer.success) throw new SqlApiError(`Unexpected Analytics Engine SQL API answer: ${answer.error.message}`, response.status);
  const rows = z.array(rowSchema).safeParse(answer.data.data);
  if (!rows.success) throw new SqlApiError(`Unexpected rows from the Analytics Engine SQL API: ${rows.error.message}`, response.status);
  return rows.data;
}

/** Quotes one of our own constants; anything but lower-case words is a bug, never sent. */
export function literal(value: string): string {
  if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`not an allow-listed SQL literal: ${value}`);
  return `'${value}'`;
}

/** Quotes one of the site's own page paths (shared/routes.ts); anything else is a bug, never sent. */
export function pathLiteral(path: string): string {
  if (!/^\/[a-z0-9/-]*$/.test(path)) throw new Error(`not one of the site's paths: ${path}`);
  return `'${path}'`;
}

/** A computed instant as an Analytics Engine DateTime (UTC). */
export function dateTime(at: Date): string {
  const text = at.toISOString().slice(0, 19).replace('T', ' ');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) throw new Error(`not a report time: ${text}`);
  return `toDateTime('${text}')`;
}

/** Events a worker in this environment received from `start` (inclusive) to `end` (exclusive). */
export function inWindow(window: Pick<ReportWindow, 'start' | 'end' | 'environment'>): string {
  return `timestamp >= ${dateTime(window.start)} AND timestamp < ${dateTime(window.end)} AND ${b.environment} = ${literal(window.environment)}`;
}

const pageViews = (window: ReportWindow) =>
  `FROM ${datasetName} WHERE ${inWindow(window)} AND ${b.category} = ${literal('page')} AND ${b.action} = ${literal('view')}`;

export const format = 'FORMAT JSON';

/** Every query of the report, built from a window and a list limit only. */
export function reportQueries(window: ReportWindow, listLimit: number) {
  if (!Number.isInteger(listLimit) || listLimit < 1 || listLimit > 100) throw new Error(`not a list limit: ${listLimit}`);
  const ranked = (column: string, alias: string, extra = '') =>
    `SELECT ${column} AS ${alias}, SUM(_sample_interval) AS views ${pageViews(window)}${extra} GROUP BY ${alias} ORDER BY views DESC, ${alias} ASC LIMIT ${listLimit} ${format}`;
  return {
    totals: `SELECT SUM(_sample_interval) AS page_views, COUNT(DISTINCT ${b.visitorHash}) AS visitors, COUNT(DISTINCT ${b.sessionHash}) AS sessions ${pageViews(window)} ${format}`,
    daily: `SELECT formatDateTime(timestamp, '%Y-%m-%d', '${businessTimeZone}') AS manila_date, SUM(_sample_interval) AS page_views, COUNT(DISTINCT ${b.visitorHash}) AS visitors ${pageViews(window)} GROUP BY manila_date ORDER BY manila_date ASC ${format}`,
    topPages: ranked(b.path, 'path'),
    referrers: ranked(b.referrerHost, 'host', ` AND ${b.referrerHost} != ''`),
    countries: ranked(b.country, 'country'),
    devices: ranked(b.device, 'device'),
    contactClicks: `SELECT ${b.source} AS source, ${b.action} AS action, SUM(_sample_interval) AS clicks FROM ${datasetName} WHERE ${inWindow(window)} AND ${b.category} = ${literal('conversion')} AND ${b.action} IN (${contactActions.map(literal).join(', ')}) GROUP BY source, action ORDER BY clicks DESC, source ASC LIMIT 100 ${format}`,
  };
}

const totalsRow = z.object({ page_views: sqlCount, visitors: sqlCount, sessions: sqlCount });
const dailyRow = z.object({ manila_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), page_views: sqlCount, visitors: sqlCount });
const contactClicksRow = z.object({ source: z.string(), action: z.string(), clicks: sqlCount });
const rankedRow = <Alias extends string>(alias: Alias) => z.object({ [alias]: z.string(), views: sqlCount }) as z.ZodObject<Record<Alias, z.ZodString> & { views: typeof sqlCount }>;

export function analyticsEngineSource(credentials: SqlApiCredentials): TrafficSource {
  return {
    source: 'analytics-engine',
    async figures(window, listLimit): Promise<TrafficFigures> {
      const sql = reportQueries(window, listLimit);
      const [[totals], daily, topPages, referrers, countries, devices, contactClicks] = await Promise.all([
        querySqlApi(credentials, sql.totals, totalsRow),
        querySqlApi(credentials, sql.daily, dailyRow),
        querySqlApi(credentials, sql.topPages, rankedRow('path')),
        querySqlApi(credentials, sql.referrers, rankedRow('host')),
        querySqlApi(credentials, sql.countries, rankedRow('country')),
        querySqlApi(credentials, sql.devices, rankedRow('device')),
        querySqlApi(credentials, sql.contactClicks, contactClicksRow),
      ]);
      return {
        // An aggregate over no rows may come back as no row at all.
        totals: {
          pageViews: totals?.page_views ?? 0,
          visitors: totals?.visitors ?? 0,
          sessions: totals?.sessions ?? 0,
        },
        daily: daily.map((row) => ({ date: row.manila_date, pageViews: row.page_views, visitors: row.visitors })),
        topPages,
        referrers,
        countries,
        devices,
        contactClicks,
      };
    },
  };
}
