// The traffic report's shape, its allowed periods and its time window: shared by both sources
// (Analytics Engine through the SQL API, and the local D1 table) and by query.ts.
import { businessUtcOffsetHours } from '../../shared/business-time';
import type { AppEnvironment } from '../../shared/release';

/** The only periods the dashboard may ask for; nothing else ever reaches SQL. */
export const reportDays = [7, 30, 90] as const;
export type ReportDays = (typeof reportDays)[number];

export function isReportDays(value: unknown): value is ReportDays {
  return reportDays.includes(value as ReportDays);
}

/** A `?days=` query value as a period: the default for anything not on the allow-list. */
export function parseReportDays(value: string | undefined, fallback: ReportDays = 30): ReportDays {
  const days = Number(value);
  return isReportDays(days) ? days : fallback;
}

/** Rows in each ranked list (pages, referrers, countries, devices). */
export const reportListLimit = 10;


export interface ReportWindow {
  days: ReportDays;
  /** Midnight in Manila at the start of the first day, inclusive. */
  start: Date;
  /** The moment the report was asked for, exclusive. */
  end: Date;
  /** Every Manila date in the window, oldest first: `days` of them, today last. */
  dates: string[];
  /** Only events written by a worker in this environment are counted (Analytics Engine). */
  environment: AppEnvironment;
}

const dayMs = 24 * 60 * 60 * 1000;
const offsetMs = businessUtcOffsetHours * 60 * 60 * 1000;

/** The last `days` Manila calendar days, today included, up to `now`. */
export function reportWindow(days: ReportDays, now: Date, environment: AppEnvironment): ReportWindow {
  const todayStartInManila = Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs;
  const firstDay = todayStartInManila - (days - 1) * dayMs;
  const dates = Array.from({ length: days }, (_, i) => new Date(firstDay + i * dayMs).toISOString().slice(0, 10));
  return { days, start: new Date(firstDay - offsetMs), end: now, dates, environment };
}

export interface TrafficTotals {
  /** Distinct visitors (hashed browser ids) with at least one page view. */
  visitors: number;
  /** Distinct page loads (hashed session ids) with at least one page view. */
  sessions: number;
  pageViews: number;
}

/** What each source measures; query.ts adds the empty days. */
export interface TrafficFigures {
  totals: TrafficTotals;
  /** Only days with page views, in date order. */
  daily: { date: string; pageViews: number; visitors: number }[];
  topPages: { path: string; views: number }[];
  /** Hosts that sent page views; direct visits and our own pages are not listed. */
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
  devices: { device: string; views: number }[];
  /** Chat and phone clicks (contactActions) per the visit's latest source. */
  contactClicks: { source: string; action: string; clicks: number }[];
}

export type TrafficSourceName = 'local' | 'analytics-engine';

export interface TrafficSource {
  readonly source: TrafficSourceName;
  figures(window: ReportWindow, listLimit: number): Promise<TrafficFigures>;
}

export interface TrafficReport extends Omit<TrafficFigures, 'totals'> {
  days: ReportDays;
  /** First and last Manila date covered, YYYY-MM-DD. */
  from: string;
  to: string;
  source: TrafficSourceName;
  /** Set when the report is not from where it should be, e.g. the SQL API secrets are missing. */
  notice?: string;
  totals: TrafficTotals;
  /** One entry per day of the window, zero where nothing happened. */
  daily: TrafficFigures['daily'];
}
