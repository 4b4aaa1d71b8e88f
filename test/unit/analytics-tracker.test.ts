import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, visitorIdKey } from '../../client/analytics';
import { analyticsEventSchema, type AnalyticsEventInput } from '../../src/shared/analytics-event';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    values,
  };
}

let beacons: { url: string; data: Blob }[];
let beaconAnswer: () => boolean;

beforeEach(() => {
  sessionStorage.clear();
  beacons = [];
  beaconAnswer = () => true;
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      beacons.push({ url, data });
      return beaconAnswer();
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentEvent = async (index: number) => JSON.parse(await beacons[index].data.text()) as AnalyticsEventInput;

describe('analytics tracker', () => {
  it('reads nothing until the first event', () => {
    const storage = memoryStorage();
    createTracker({ storage });
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(0);
  });

  it('sends a page view as a JSON Blob beacon to /api/analytics, the referrer only on the first', async () => {
    const storage = memoryStorage();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    const tracker = createTracker({ storage });
    tracker.pageView('/');
    tracker.pageView('/services');

    expect(beacons.map((b) => b.url)).toEqual(['/api/analytics', '/api/analytics']);
    expect(beacons[0].data.type).toBe('application/json');
    const first = await sentEvent(0);
    const second = await sentEvent(1);
    expect(first).toMatchObject({ category: 'page', action: 'view', path: '/', referrer: 'https://www.google.com/' });
    expect(second).toMatchObject({ category: 'page', action: 'view', path: '/services' });
    expect(second).not.toHaveProperty('referrer');
    expect(first.userId).toBe(storage.values.get(visitorIdKey));
    expect(second.userId).toBe(first.userId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(Math.abs(first.timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('keeps the visitor id and the session across page loads in the tab, marking only the session’s first page view as its entry', async () => {
    const storage = memoryStorage();
    const firstLoad = createTracker({ storage });
    firstLoad.pageView('/');
    firstLoad.pageView('/services');
    createTracker({ storage }).pageView('/services');
    const [landing, navigation, reload] = [await sentEvent(0), await sentEvent(1), await sentEvent(2)];
    expect(new Set([landing.userId, navigation.userId, reload.userId]).size).toBe(1);
    expect(new Set([landing.sessionId, navigation.sessionId, reload.sessionId]).size).toBe(1);
    expect([landing.entry, navigation.entry, reload.entry]).toEqual([true, undefined, undefined]);
  });

  it('counts a visit without consent as one visitor: the session id stands in for the visitor id it may not keep', async () => {
    const declined = { getItem: () => null, setItem: vi.fn() };
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 2, 10, 2, 0));
    createTracker({ storage: declined }).pageView('/');
    createTracker({ storage: declined }).pageView('/materials/pipes');
    now.mockReturnValue(Date.UTC(2031, 2, 10, 3, 0));
    const openTab = createTracker({ storage: declined });
    openTab.pageView('/contact');
    const [landing, reload, nextVisit] = [await sentEvent(0), await sentEvent(1), await sentEvent(2)];
    expect(reload.userId).toBe(landing.userId);
    expect(landing.userId).toBe(landing.sessionId);
    expect(nextVisit.userId).toBe(nextVisit.sessionId);
    expect(nextVisit.userId).not.toBe(landing.userId);
    // Left open past 30 minutes, the same page load begins a new visit: a new visitor too.
    now.mockReturnValue(Date.UTC(2031, 2, 10, 3, 31));
    openTab.pageView('/services');
    const later = await sentEvent(3);
    expect(later.sessionId).not.toBe(nextVisit.sessionId);
    expect(later.userId).toBe(later.sessionId);
    for (const event of [landing, reload, nextVisit]) expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('counts a visit in which the cookie notice is accepted as one visitor, before and after the next page load', async () => {
    let accepted = false;
    const values = new Map<string, string>();
    const gated = {
      getItem: (key: string) => (accepted ? (values.get(key) ?? null) : null),
      setItem: (key: string, value: string) => void (accepted && values.set(key, value)),
    };
    createTracker({ storage: gated }).pageView('/');
    accepted = true;
    createTracker({ storage: gated }).pageView('/services');
    createTracker({ storage: gated }).pageView('/contact');
    const [before, after, later] = [await sentEvent(0), await sentEvent(1), await sentEvent(2)];
    expect(after.sessionId).toBe(before.sessionId);
    expect(new Set([before.userId, after.userId, later.userId]).size).toBe(1);
  });

  it('starts a new session after 30 minutes without an event, in the same page load or the next', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 2, 10, 2, 0));
    const tracker = createTracker({ storage: memoryStorage() });
    tracker.pageView('/');
    now.mockReturnValue(Date.UTC(2031, 2, 10, 2, 29, 59));
    tracker.conversion('phone_click');
    now.mockReturnValue(Date.UTC(2031, 2, 10, 2, 59, 58));
    tracker.pageView('/services');
    now.mockReturnValue(Date.UTC(2031, 2, 10, 3, 29, 58) + 1);
    tracker.pageView('/contact');
    now.mockReturnValue(Date.UTC(2031, 2, 10, 4, 0));
    createTracker({ storage: memoryStorage() }).pageView('/about');

    const sent = await Promise.all(beacons.map((_, index) => sentEvent(index)));
    const sessions = sent.map((event) => event.sessionId);
    expect(sessions[1]).toBe(sessions[0]);
    expect(sessions[2]).toBe(sessions[1]);
    expect(new Set(sessions.slice(2)).size).toBe(3);
    expect(sent.map((event) => event.entry)).toEqual([true, undefined, undefined, true, true]);
  });

  it('sends the visit’s latest touch on the entry page view, and starts a new session when a page load brings a new touch', async () => {
    const storage = memoryStorage();
    createTracker({ storage }).pageView('/');
    const campaign = { utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'nov-promo', fbclid: true, landing: '/services' };
    const fromCampaign = createTracker({ storage, touch: campaign });
    fromCampaign.pageView('/services');
    fromCampaign.pageView('/contact');
    fromCampaign.conversion('whatsapp_click');
    // A reload of the campaign's landing page is the same touch: the same session.
    createTracker({ storage, touch: { ...campaign } }).pageView('/services');
    createTracker({ storage, touch: { referrer: 'www.google.com', landing: '/' } }).pageView('/');

    const [direct, entry, next, chat, reload, fromSearch] = await Promise.all(beacons.map((_, index) => sentEvent(index)));
    expect(direct).toMatchObject({ entry: true });
    expect(direct).not.toHaveProperty('source');
    expect(entry).toMatchObject({ entry: true, source: 'facebook', medium: 'social', campaign: 'nov-promo' });
    expect(entry.sessionId).not.toBe(direct.sessionId);
    for (const event of [next, reload]) {
      expect(event.sessionId).toBe(entry.sessionId);
      for (const field of ['entry', 'source', 'medium', 'campaign']) expect(event).not.toHaveProperty(field);
    }
    expect(chat).toMatchObject({ category: 'conversion', source: 'facebook', sessionId: entry.sessionId });
    expect(chat).not.toHaveProperty('entry');
    expect(fromSearch).toMatchObject({ entry: true, source: 'www.google.com' });
    expect(fromSearch).not.toHaveProperty('medium');
    expect(fromSearch.sessionId).not.toBe(entry.sessionId);
    for (const event of [direct, entry, fromSearch]) expect(analyticsEventSchema.safeParse(event).error).toBeUndefined();
  });

  it('leaves out a referring host too long for a source, so the entry page view and chat clicks are still accepted', async () => {
    const tracker = createTracker({ storage: memoryStorage(), touch: { referrer: `${'a'.repeat(120)}.example.com`, landing: '/' } });
    tracker.pageView('/');
    tracker.conversion('whatsapp_click');
    for (const index of [0, 1]) expect(analyticsEventSchema.safeParse(await sentEvent(index)).error).toBeUndefined();
  });

  it('sends the quote form’s start once per page load', async () => {
    const tracker = createTracker({ storage: memoryStorage() });
    tracker.formStart();
    tracker.formStart();
    expect(beacons).toHaveLength(1);
    expect(await sentEvent(0)).toMatchObject({ category: 'form', action: 'start', path: window.location.pathname });
    createTracker({ storage: memoryStorage() }).formStart();
    expect(beacons).toHaveLength(2);
  });

  it('sends conversions with the current path and an optional label', async () => {
    createTracker({ storage: memoryStorage() }).conversion('whatsapp_click', 'floating button');
    expect(await sentEvent(0)).toMatchObject({
      category: 'conversion',
      action: 'whatsapp_click',
      label: 'floating button',
      path: window.location.pathname,
    });
  });

  it('falls back to fetch with keepalive when the beacon is refused or throws, and swallows failures', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    beaconAnswer = () => false;
    const tracker = createTracker({ storage: memoryStorage() });
    expect(() => tracker.pageView('/contact')).not.toThrow();
    beaconAnswer = () => {
      throw new TypeError('sendBeacon() with a non-simple Blob type');
    };
    expect(() => tracker.conversion('phone_click')).not.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toMatchObject({ category: 'page', path: '/contact' });
    await Promise.resolve();
  });

  it('counts each page load as a session of its own when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', blocked);
    const tracker = createTracker({ storage: blocked });
    tracker.pageView('/');
    tracker.pageView('/services');
    createTracker({ storage: blocked }).pageView('/services');
    const [landing, navigation, reload] = [await sentEvent(0), await sentEvent(1), await sentEvent(2)];
    expect(analyticsEventSchema.safeParse(landing).success).toBe(true);
    expect(navigation.sessionId).toBe(landing.sessionId);
    expect(reload.sessionId).not.toBe(landing.sessionId);
    expect([landing.entry, navigation.entry, reload.entry]).toEqual([true, undefined, true]);
  });

  it('makes ids the worker accepts, with or without crypto.randomUUID (plain http)', async () => {
    createTracker({ storage: memoryStorage() }).pageView('/');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    sessionStorage.clear();
    createTracker({ storage: memoryStorage() }).pageView('/');
    const [withUuid, withoutUuid] = [await sentEvent(0), await sentEvent(1)];
    expect(withoutUuid.userId).toMatch(/^[0-9a-f]{32}$/);
    for (const event of [withUuid, withoutUuid]) expect(analyticsEventSchema.safeParse(event).error).toBeUndefined();
  });

  it('replaces a stored visitor id the worker would refuse', async () => {
    const storage = memoryStorage();
    storage.values.set(visitorIdKey, 'visitor-from-elsewhere');
    createTracker({ storage }).pageView('/');
    const sent = await sentEvent(0);
    expect(sent.userId).not.toBe('visitor-from-elsewhere');
    expect(storage.values.get(visitorIdKey)).toBe(sent.userId);
    expect(analyticsEventSchema.safeParse(sent).success).toBe(true);
  });
});
