// What the worker hands the dashboard's Technical page: this deployment's version, environment,
// feature flags, settings it could not use, and where the traffic figures are stored.
import type { AppEnvironment } from './release';

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

export interface TechnicalView {
  /** e.g. cavite-stainless@1.0.0, as error reports name it. */
  release: string;
  environment: AppEnvironment;
  flags: FlagRow[];
  ignoredSettings: IgnoredSetting[];
  /** Where the traffic figures come from, e.g. "daily rollups in D1; today (…) from Workers Analytics Engine". */
  analyticsSource: string;
  /** Why today's figures are read from the wrong place, when they are. */
  analyticsProblem?: string;
  /** How many Manila days of rollups are kept (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
}
