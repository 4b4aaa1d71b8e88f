// The one map from logical event fields to Analytics Engine columns (datasets below) and to the local D1 table that mirrors it in development. The
// write path derives the order of blobs and doubles from these maps, and the read path names
// columns only through them: change a column here and both follow.
//
// Never renumber a column that has been written in production: old rows keep their layout
// for the dataset's 3-month retention. Add new fields at the next free number instead.

import type { AppEnvironment } from '../../shared/release';

/** The dataset each deployment's ANALYTICS binding writes (wrangler.toml): the table its SQL API queries read. */
const analyticsDatasets = { production: 'cavite_stainless_events', staging: 'cavite_stainless_events_staging' } as const;

export const datasetFor = (environment: AppEnvironment): string =>
  environment === 'staging' ? analyticsDatasets.staging : analyticsDatasets.production;

export const blobColumns = {
  category: 'blob1',
  action: 'blob2',
  label: 'blob3',
  /** One of the site's page paths, or "other" (collect.ts storedRoute): never the path a beacon sent. */
  path: 'blob4',
  /** ISO 3166 code from request.cf.country; XX when the edge does not know. */
  country: 'blob5',
  /** mobile | tablet | desktop, from the User-Agent. */
  device: 'blob6',
  /** The referring site's host without "www."; empty for direct visits and our own pages. */
  referrerHost: 'blob7',
  /** SHA-256 of the browser's random visitor id, truncated: never the raw id. */
  visitorHash: 'blob8',
  /** SHA-256 of the browser's random session id (a visit in one tab, client/analytics.ts), truncated. */
  sessionHash: 'blob9',
  /** production | staging | development: the worker's ENVIRONMENT, so test traffic can be left out. */
  environment: 'blob10',
  /**
   * Conversions and entry page views: the visit's latest source (shared/visit-source-rules.ts
   * sourceName), or direct; empty on other page views.
   */
  source: 'blob11',
  /** Entry page views: the latest touch's utm_medium (visit-source-rules.ts campaignTag: trimmed, lower case); else empty. */
  medium: 'blob12',
  /** Entry page views: the latest touch's utm_campaign, by the same rule; else empty. */
  campaign: 'blob13',
  /** '1' on the page view that began a session (the tracker's first in it), else empty. */
  entry: 'blob14',
} as const;

/** What the entry column holds on the page view that began a session. */
export const entryMark = '1';

export const doubleColumns = {
  /** The event's optional number; 0 when it had none (Analytics Engine has no null doubles). */
  value: 'double1',
  /** The browser's clock when the event happened (ms since 1970); the row's own timestamp is the worker's. */
  sentAt: 'double2',
} as const;

/** The one index (index1, the sampling key): low cardinality (a page or "other"), and at most 96 bytes. */
export const indexField = 'path' as const satisfies keyof typeof blobColumns;
export const indexLimitBytes = 96;

export type BlobField = keyof typeof blobColumns;
export type DoubleField = keyof typeof doubleColumns;

/** Fields in column order: blob1 first. Throws if the numbering has a gap or a repeat. */
function inColumnOrder<Field extends string>(columns: Record<Field, string>, prefix: 'blob' | 'double'): Field[] {
  const byNumber: Field[] = [];
  for (const [field, column] of Object.entries(columns) as [Field, string][]) {
    const number = Number(column.slice(prefix.length));
    if (!column.startsWith(prefix) || !Number.isInteger(number) || number < 1 || byNumber[number - 1]) {
      throw new Error(`analytics column map: ${field} -> ${column} is not a free ${prefix}N`);
    }
    byNumber[number - 1] = field;
  }
  if (byNumber.length !== Object.keys(columns).length) {
    throw new Error(`analytics column map: ${prefix} columns must be numbered 1..n without gaps`);
  }
  return byNumber;
}

export const blobOrder = inColumnOrder(blobColumns, 'blob');
export const doubleOrder = inColumnOrder(doubleColumns, 'double');

/** The local D1 table (migrations/0002_local_analytics.sql) and its column for each field. */
export const localTable = 'analytics_events_local';
export const localColumns = {
  category: 'category',
  action: 'action',
  label: 'label',
  path: 'path',
  country: 'country',
  device: 'device',
  referrerHost: 'referrer_host',
  visitorHash: 'visitor_hash',
  sessionHash: 'session_hash',
  environment: 'environment',
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  entry: 'entry',
  value: 'value',
  sentAt: 'sent_at',
} as const satisfies Record<BlobField | DoubleField, string>;

/** One event as it is stored: a value for every column of the map, plus when it arrived. */
export type StoredAnalyticsEvent = { [Field in BlobField]: string } & { [Field in DoubleField]: number } & {
  /** ISO 8601, UTC: when the worker received the event. */
  timestamp: string;
};
