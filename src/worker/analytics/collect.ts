// The analytics write path: a validated beacon, enriched with what the edge knows, becomes one
// Analytics Engine data point (and, in development, one row of the local D1 table).
import type { AnalyticsEvent } from '../../shared/analytics-event';
import { appEnvironment, type AppEnvironment } from '../../shared/release';
import { canonicalRedirect, sitePages, type SitePage } from '../../shared/routes';
import { campaignTag, directSource, publicHostname, sourceName } from '../../shared/visit-source-rules';
import type { WorkerEnv } from '../app-env';
import { blobOrder, doubleOrder, entryMark, indexField, type StoredAnalyticsEvent } from './columns';
import { deviceClass } from './device';
import { insertLocalEvent } from './local-events';

/** What the edge knows about the request that carried the beacon. */
export interface EdgeFacts {
  country: string | undefined;
  userAgent: string | undefined;
  /** The Sec-CH-UA-Mobile client hint, e.g. "?1". */
  mobileHint: string | undefined;
  refererHeader: string | undefined;
  /** This site's own hosts: a referral from one of them is a navigation, not a referrer. */
  ownHosts: string[];
  receivedAt: Date;
}

export function edgeFacts(request: Request, siteOrigin: string | undefined, receivedAt = new Date()): EdgeFacts {
  const ownHosts = [new URL(request.url).hostname];
  if (siteOrigin) ownHosts.push(new URL(siteOrigin).hostname);
  const country = request.cf?.country;
  return {
    country: typeof country === 'string' ? country : undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
    mobileHint: request.headers.get('sec-ch-ua-mobile') ?? undefined,
    refererHeader: request.headers.get('referer') ?? undefined,
    ownHosts: ownHosts.map(bareHost),
    receivedAt,
  };
}

const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/**
 * The referring site's host only (no path, no query: those can carry personal data), and only a
 * public hostname: the referrer is whatever the beacon says, so anything else is dropped.
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = bareHost(url.hostname);
  return ownHosts.includes(host) || !publicHostname.test(host) ? '' : host;
}

const encoder = new TextEncoder();

/**
 * The browser's ids are random, but hashed anyway so the dataset can never be joined back to
 * what a browser holds. 16 hex digits (64 bits) keep collisions negligible at this site's scale.
 */
export async function hashedId(kind: 'visitor' | 'session', id: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${kind}:${id}`)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the path column holds for any path that is not one of the site's pages. */
export const otherRoute = 'other';
export type StoredRoute = SitePage['path'] | typeof otherRoute;

/**
 * The page a beacon's path names, by the canonical redirects' rule (case, trailing slash) and
 * without query or fragment (they can hold personal data), or "other": the 404 page, and whatever
 * a forged beacon says. Only the site's own routes reach the dataset, so nobody can fill the top
 * pages with spam.
 */
export function storedRoute(path: string): StoredRoute {
  const pathOnly = path.replace(/[?#].*$/, '');
  const canonical = canonicalRedirect(pathOnly) ?? pathOnly;
  return sitePages.find((page) => page.path === canonical)?.path ?? otherRoute;
}

async function storedEvent(event: AnalyticsEvent, edge: EdgeFacts, environment: AppEnvironment): Promise<StoredAnalyticsEvent> {
  const [visitorHash, sessionHash] = await Promise.all([hashedId('visitor', event.userId), hashedId('session', event.sessionId)]);
  const entry = event.category === 'page' && event.entry === true;
  return {
    timestamp: edge.receivedAt.toISOString(),
    category: event.category,
    action: event.action,
    label: event.label ?? '',
    path: storedRoute(event.path),
    country: edge.country && /^[A-Z0-9]{2}$/.test(edge.country) ? edge.country : 'XX',
    device: deviceClass(edge.userAgent, edge.mobileHint),
    referrerHost: referrerHost(event.referrer || edge.refererHeader, edge.ownHosts),
    source: event.category === 'conversion' || entry ? sourceName(event.source) || directSource : '',
    medium: entry ? campaignTag(event.medium) : '',
    campaign: entry ? campaignTag(event.campaign) : '',
    entry: entry ? entryMark : '',
    visitorHash,
    sessionHash,
    environment,
    value: event.value ?? 0,
    sentAt: event.timestamp,
  };
}

/** Blob and double order come from the column map, never from the order written here. */
function dataPoint(stored: StoredAnalyticsEvent): AnalyticsEngineDataPoint {
  return {
    indexes: [stored[indexField]],
    blobs: blobOrder.map((field) => stored[field]),
    doubles: doubleOrder.map((field) => stored[field]),
  };
}

/**
 * Writes one event: always to Analytics Engine, and in development also to the local D1 table
 * (Miniflare's Analytics Engine keeps nothing for the dashboard to read).
 */
export async function collectEvent(env: WorkerEnv, event: AnalyticsEvent, edge: EdgeFacts): Promise<StoredAnalyticsEvent> {
  const environment = appEnvironment(env.ENVIRONMENT);
  const stored = await storedEvent(event, edge, environment);
  env.ANALYTICS.writeDataPoint(dataPoint(stored));
  if (environment === 'development') await insertLocalEvent(env.DB, stored);
  return stored;
}
