// One Manila day rolled up, and the visitors of the last half hour: from Analytics Engine (SQL
// API) in production and staging, or from the local D1 table in development or when the SQL API
// secrets are missing.
import { addDays, manilaDayStart } from '../../shared/business-time';
import { appEnvironment } from '../../shared/release';
import type { WorkerEnv } from '../app-env';
import type { DayRollup } from './rollup';
import { localDayRows, localTotals, localVisitors } from './rollup-local';
import { dayRollup, type DayRows, type EventWindow } from './rollup-rows';
import { sqlApiDayRows, sqlApiTotals, sqlApiVisitors } from './rollup-sql-api';
import type { SqlApiCredentials } from './sql-api';

/** The SQL API's credentials where Analytics Engine is the source; undefined where the local table is. */
function sqlApiCredentials(env: WorkerEnv, timeoutMs?: number): SqlApiCredentials | undefined {
  if (appEnvironment(env.ENVIRONMENT) === 'development' || !env.CF_ACCOUNT_ID || !env.CF_ANALYTICS_API_TOKEN) return undefined;
  return { accountId: env.CF_ACCOUNT_ID, apiToken: env.CF_ANALYTICS_API_TOKEN, timeoutMs };
}

/** Where rollups are read from: what a day's row says it came from. */
export const rollupSource = (env: WorkerEnv): DayRollup['source'] => (sqlApiCredentials(env) ? 'analytics-engine' : 'local');

const eventWindow = (env: WorkerEnv, start: Date, end: Date): EventWindow => ({ start, end, environment: appEnvironment(env.ENVIRONMENT) });

/**
 * One Manila day (YYYY-MM-DD) rolled up from Analytics Engine, or the local table in development;
 * with `until`, only the events received before that instant (a day so far, or the same part of an
 * earlier day). Throws RangeError for anything but a calendar day, SqlApiError when Analytics
 * Engine cannot be read (or does not answer within `sqlApiTimeoutMs`, 10 s unless given).
 */
export async function rollupDay(env: WorkerEnv, day: string, until?: Date, sqlApiTimeoutMs?: number): Promise<DayRollup> {
  const dayEnd = manilaDayStart(addDays(day, 1));
  const window = eventWindow(env, manilaDayStart(day), until && until < dayEnd ? until : dayEnd);
  const credentials = sqlApiCredentials(env, sqlApiTimeoutMs);
  const rows = credentials ? await sqlApiDayRows(credentials, window) : await localDayRows(env.DB, window);
  return dayRollup(day, rows, credentials ? 'analytics-engine' : 'local');
}

/**
 * A Manila day's page views, visitors and sessions from its midnight to `until`: one query, for
 * figures that need no breakdown (the overview's "Today so far"). Throws SqlApiError as rollupDay.
 */
export async function dayTotalsUntil(env: WorkerEnv, day: string, until: Date): Promise<DayRows['totals']> {
  const dayEnd = manilaDayStart(addDays(day, 1));
  const window = eventWindow(env, manilaDayStart(day), until < dayEnd ? until : dayEnd);
  const credentials = sqlApiCredentials(env);
  return credentials ? sqlApiTotals(credentials, window) : localTotals(env.DB, window);
}

const visitorsNowMinutes = 30;

/** Distinct visitors with any event in the 30 minutes before `now`. */
export async function visitorsNow(env: WorkerEnv, now: Date): Promise<number> {
  const window = eventWindow(env, new Date(now.getTime() - visitorsNowMinutes * 60_000), now);
  const credentials = sqlApiCredentials(env);
  return credentials ? sqlApiVisitors(credentials, window) : localVisitors(env.DB, window);
}
