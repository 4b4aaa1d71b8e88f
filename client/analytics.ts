// The browser side of analytics: page views and conversions sent as beacons to /api/analytics.
// Only types come from the shared schema, so zod stays out of the bundle every page loads.
// Nothing is read (window, storage, ids) until the first event, and never on the server.
import { analyticsSessionIdleMinutes, analyticsSessionKey, browserIdPattern } from '../src/shared/analytics-ids';
import { apiPaths } from '../src/shared/api';
import type { AnalyticsEventInput, Tracker } from '../src/shared/analytics-event';
import type { VisitTouch } from '../src/shared/visit-source';

export type { Tracker };

/** Where the anonymous visitor id is kept between visits. */
export const visitorIdKey = 'analytics-visitor-id';

const sessionIdleMs = analyticsSessionIdleMinutes * 60 * 1000;

export interface TrackerConfig {
  /** Defaults to /api/analytics. */
  endpoint?: string;
  /** Where the visitor id lives; defaults to localStorage. Where none is kept, the visit's session id stands in. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /**
   * The visit's latest touch (src/ui/visit-source.ts): a session's entry page view carries its
   * source, medium and campaign, conversions its source, and a new touch begins a new session.
   */
  touch?: VisitTouch;
}

/** analyticsFieldLimits.label; importing the value would bring zod into this bundle. */
const labelLimit = 200;
/** analyticsFieldLimits.source: a longer value would have the whole event refused. */
const sourceLimit = 100;

/** crypto.randomUUID exists only in secure contexts; plain http on a LAN address lacks it. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The visitor id kept in `storage`. Where it cannot be kept (no consent yet, storage blocked) the
 * visit's session id stands in, so one visit counts as one visitor rather than one per page load.
 * A new visitor id is that session id too, so a visit that accepts the cookie notice stays one visitor.
 */
function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, sessionId: string): string {
  try {
    const stored = storage?.getItem(visitorIdKey);
    if (stored && browserIdPattern.test(stored)) return stored;
    storage?.setItem(visitorIdKey, sessionId);
  } catch {
    // Storage can throw (privacy modes, blocked cookies): the session id stands in.
  }
  return sessionId;
}

/**
 * This tab's session, kept as [id, time of its last event, the touch it began with]. It lasts
 * while events come less than 30 minutes apart and the visit's latest touch stays the one it
 * began with (a reload of a tagged link is the same touch). Without session storage, one
 * session per page load.
 */
function tabSession(touch: string, now: number, loadSession: string | undefined): [id: string, began: boolean] {
  try {
    const [id, lastEventAt, began] = JSON.parse(sessionStorage.getItem(analyticsSessionKey) || '[]') as [string, number, string];
    const live = now - lastEventAt < sessionIdleMs && began === touch;
    const current = live ? id : randomId();
    sessionStorage.setItem(analyticsSessionKey, JSON.stringify([current, now, touch]));
    return [current, !live];
  } catch {
    return [loadSession || randomId(), !loadSession];
  }
}

function send(endpoint: string, event: AnalyticsEventInput): void {
  const body = JSON.stringify(event);
  try {
    // sendBeacon survives the page being closed; it returns false when its queue is full, and
    // some older browsers throw for a JSON Blob: both fall through to fetch.
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through
  }
  try {
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}

type TrackedFields = Pick<AnalyticsEventInput, 'category' | 'action' | 'label' | 'referrer' | 'source'>;

export function createTracker(config: TrackerConfig = {}): Tracker {
  const touch = config.touch ?? {};
  // utm_source is cut to the limit when captured; a referring host can be longer, and the worker would not count it as a source anyway.
  const source = touch.utm_source || (touch.referrer && touch.referrer.length <= sourceLimit ? touch.referrer : undefined);
  let sessionId: string | undefined;
  let entryDue = false;
  let firstPageView = true;
  let formStarted = false;

  const track = (fields: TrackedFields, path: string) => {
    if (typeof window === 'undefined') return;
    try {
      const timestamp = Date.now();
      const [id, began] = tabSession(JSON.stringify(touch), timestamp, sessionId);
      sessionId = id;
      // Read on every event: a session that begins later in this page load is its own visitor until consent.
      const userId = visitorId(config.storage ?? safeLocalStorage(), id);
      entryDue ||= began;
      const entry = entryDue && fields.category === 'page';
      if (entry) entryDue = false;
      const event = {
        ...fields,
        path,
        timestamp,
        userId,
        sessionId,
        ...(entry && { entry, source, medium: touch.utm_medium, campaign: touch.utm_campaign }),
      };
      send(config.endpoint ?? apiPaths.analytics, event as AnalyticsEventInput);
    } catch {
      // Analytics must never break the page.
    }
  };

  return {
    pageView(path) {
      if (typeof window === 'undefined') return;
      // document.referrer stays the same across client-side navigations, so only the first
      // page view of a load carries it; later ones would credit every click to that site.
      const referrer = firstPageView ? document.referrer || undefined : undefined;
      firstPageView = false;
      track({ category: 'page', action: 'view', ...(referrer ? { referrer } : {}) }, path);
    },
    conversion(action, label) {
      if (typeof window === 'undefined') return;
      track({ category: 'conversion', action, label: label?.slice(0, labelLimit), source }, window.location.pathname);
    },
    formStart() {
      if (typeof window === 'undefined' || formStarted) return;
      formStarted = true;
      track({ category: 'form', action: 'start' }, window.location.pathname);
    },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
