// The overview's "Today so far": today from Manila midnight to now beside the same weekday last
// week up to the same time of day, both read live (one totals query each) with the quote
// requests stored up to the same instants.
import type { TodaySoFar } from '../../shared/admin-overview';
import { manilaDay, manilaDayStart } from '../../shared/business-time';
import { notSpam } from '../analytics/period';
import { dayTotalsUntil } from '../analytics/rollup-day';
import { SqlApiError } from '../analytics/sql-api';
import type { WorkerEnv } from '../app-env';

const weekMs = 7 * 24 * 60 * 60 * 1000;

const quoteRequestsSql = `SELECT COUNT(*) AS leads FROM leads WHERE created_at >= ?1 AND created_at < ?2 AND ${notSpam}`;

/** A Manila day from its midnight to `until`: traffic (null when Analytics Engine cannot be read) and quote requests. */
async function daySoFar(env: WorkerEnv, until: Date) {
  const day = manilaDay(until);
  const [traffic, leads] = await Promise.all([
    dayTotalsUntil(env, day, until).catch((error: unknown) => {
      if (error instanceof SqlApiError) return null;
      throw error;
    }),
    env.DB.prepare(quoteRequestsSql).bind(manilaDayStart(day).toISOString(), until.toISOString()).first<{ leads: number }>(),
  ]);
  return { day, traffic, quoteRequests: leads?.leads ?? 0 };
}

export async function todaySoFar(env: WorkerEnv, now: Date): Promise<TodaySoFar> {
  const [today, lastWeek] = await Promise.all([daySoFar(env, now), daySoFar(env, new Date(now.getTime() - weekMs))]);
  const [current, before] = [today.traffic, lastWeek.traffic];
  const pair = (figure: 'visitors' | 'sessions' | 'pageViews') => ({ value: current![figure], previous: before![figure] });
  const traffic = current && before ? { visitors: pair('visitors'), sessions: pair('sessions'), pageViews: pair('pageViews') } : null;
  return {
    day: today.day,
    lastWeekDay: lastWeek.day,
    until: now.toISOString(),
    traffic,
    quoteRequests: { value: today.quoteRequests, previous: lastWeek.quoteRequests },
  };
}
