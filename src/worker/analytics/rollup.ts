// One Manila day of analytics, rolled up: what the nightly cron stores in D1
// (migrations/0012_analytics_rollups.sql) and what the overview computes live for today. Both
// sources (Analytics Engine's SQL API and the local development table) produce this shape.
/**
 * The keyed counts of a day (analytics_daily.dimension) and which counts each one fills:
 * - route: a page (or "other"); page_views, and sessions that viewed it
 * - entry: the page a session began on; sessions
 * - referrer: the entry page view's referring host ('' is not stored); sessions
 * - channel: search | social | direct | other (channel.ts); sessions
 * - country, device: page_views, and sessions that began there
 * - conversion: key = the action, detail = the visit's source; events
 * - funnel: key = a funnel step; sessions that reached it after every earlier step
 */
export const rollupDimensions = ['route', 'entry', 'referrer', 'channel', 'country', 'device', 'conversion', 'funnel'] as const;
export type RollupDimension = (typeof rollupDimensions)[number];

export type Channel = 'search' | 'social' | 'direct' | 'other';

export { funnelSteps, type FunnelStep } from '../../shared/analytics-funnel';

export interface RollupCount {
  dimension: RollupDimension;
  key: string;
  /** Only the conversion dimension uses it (the visit's source); '' elsewhere. */
  detail: string;
  pageViews: number;
  sessions: number;
  events: number;
}

export interface CampaignCount {
  source: string;
  medium: string;
  campaign: string;
  sessions: number;
}

export interface DayRollup {
  /** The Manila calendar day, YYYY-MM-DD. */
  day: string;
  pageViews: number;
  /** Distinct visitors that day (exact where the source is). */
  visitors: number;
  sessions: number;
  /** The day's visitor hashes as a HyperLogLog sketch (visitor-sketch.ts): merged for a range. */
  visitorSketch: Uint8Array;
  counts: RollupCount[];
  campaigns: CampaignCount[];
  source: 'analytics-engine' | 'local';
}
