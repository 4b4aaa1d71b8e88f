// The browser side of analytics: page views and conversions sent as beacons to /api/analytics.
// Only types come from the shared schema, so zod stays out of the bundle every page loads.
// Nothing is read (window, storage, ids) until the first event, and never on the server.
import { browserIdPattern } from '../src/shared/analytics-ids';
import { apiPaths } from '../src/shared/api';
import type { AnalyticsEventInput, Tracker } from '../src/shared/analytics-event';

export type { Tracker };

/** Where the anonymous visitor id is kept between visits. */
export const visitorIdKey = 'analytics-visitor-id';

export interface TrackerConfig {
  /** Defaults to /api/analytics. */
  endpoint?: string;
  /** Where the visitor id lives; defaults to localStorage. Without one, each page load is a new visitor. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The visit's latest source, sent with conversions so chat and phone clicks count per source. */
  source?: string;
}

/** analyticsFieldLimits.label; importing the value would bring zod into this bundle. */
const labelLimit = 200;

/** crypto.randomUUID exists only in secure contexts; plain http on a LAN address lacks it. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const stored = storage?.getItem(visitorIdKey);
    if (stored && browserIdPattern.test(stored)) return stored;
    const id = randomId();
    storage?.setItem(visitorIdKey, id);
    return id;
  } catch {
    // Storage can throw (privacy modes, blocked cookies): count this page load on its own.
    return randomId();
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
  let ids: { userId: string; sessionId: string } | undefined;
  let firstPageView = true;

  const track = (fields: TrackedFields, path: string) => {
    if (typeof window === 'undefined') return;
    try {
      ids ??= {
        userId: visitorId(config.storage ?? safeLocalStorage()),
        // A new session per page load: the tracker is created once per load.
        sessionId: randomId(),
      };
      const event = { ...fields, path, timestamp: Date.now(), ...ids } as AnalyticsEventInput;
      send(config.endpoint ?? apiPaths.analytics, event);
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
      track({ category: 'conversion', action, label: label?.slice(0, labelLimit), source: config.source }, window.location.pathname);
    },
    formStart() {
      if (typeof window === 'undefined') return;
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
