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
    expect(first.sessionId).not.toBe(first.userId);
    expect(Math.abs(first.timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('keeps the visitor id across page loads and starts a new session on each', async () => {
    const storage = memoryStorage();
    createTracker({ storage }).pageView('/');
    createTracker({ storage }).pageView('/');
    const [first, second] = [await sentEvent(0), await sentEvent(1)];
    expect(second.userId).toBe(first.userId);
    expect(second.sessionId).not.toBe(first.sessionId);
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

  it('still counts the page load when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    createTracker({ storage: blocked }).pageView('/');
    expect(analyticsEventSchema.safeParse(await sentEvent(0)).success).toBe(true);
  });

  it('makes ids the worker accepts, with or without crypto.randomUUID (plain http)', async () => {
    createTracker({ storage: memoryStorage() }).pageView('/');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
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
