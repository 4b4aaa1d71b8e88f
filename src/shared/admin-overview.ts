// What the worker hands the dashboard's overview page: the worker computes it, src/ui/admin renders it.
import type { ContactAction } from './analytics-event';
import type { AppEnvironment } from './release';

/** One day of traffic, the date in Manila. */
export interface DailyPoint {
  date: string;
  pageViews: number;
  visitors: number;
}

/** A row of a ranked list, e.g. a page and its views. */
export interface RankedItem {
  label: string;
  value: number;
}

export interface OverviewData {
  days: number;
  /** Where the traffic figures come from, e.g. "Workers Analytics Engine" or "the local development store". */
  source: string;
  /** Why the figures may be incomplete, e.g. the SQL API secrets are missing. */
  notice?: string;
  visitors: number;
  sessions: number;
  pageViews: number;
  /** From the leads table: every stored quote request in the period. */
  quoteRequests: number;
  needsAttention: number;
  daily: DailyPoint[];
  topPages: RankedItem[];
  referrers: RankedItem[];
  countries: RankedItem[];
  devices: RankedItem[];
  /** Stored leads in the period (Spam left out) per source, with those won. */
  leadsBySource: { source: string; leads: number; won: number }[];
  /** Chat and phone clicks in the period per the visit's latest source. */
  contactClicksBySource: { source: string; clicks: Record<ContactAction, number> }[];
  flags: FlagRow[];
  /** e.g. cavite-stainless@1.0.0, as error reports name it. */
  release: string;
  environment: AppEnvironment;
}

/** A feature flag as the dashboard lists it. */
export interface FlagRow {
  name: string;
  on: boolean;
  /** How it is set: "FEATURE_FLAGS", or why it is fixed. */
  setBy: string;
}

/** A wrangler.toml var the worker could not use, and the default it uses instead. */
export interface IgnoredSetting {
  name: string;
  value: string;
  problem: string;
  used: string;
}
