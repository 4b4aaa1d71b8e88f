import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/shared/routes';
import {
  blobColumns,
  blobOrder,
  doubleColumns,
  doubleOrder,
  indexField,
  indexLimitBytes,
  localColumns,
} from '../../src/worker/analytics/columns';
import { deviceClass, isBot } from '../../src/worker/analytics/device';
import { otherRoute, referrerHost, storedRoute } from '../../src/worker/analytics/collect';

const ua = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  cubotPhone: 'Mozilla/5.0 (Linux; Android 12; CUBOT NOTE 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  kindle: 'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.1.1 like Chrome/126.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('device class from the User-Agent', () => {
  it.each([
    ['an iPhone', 'mobile', ua.iPhone],
    ['an Android phone', 'mobile', ua.androidPhone],
    ['a CUBOT phone', 'mobile', ua.cubotPhone],
    ['Opera Mini', 'mobile', ua.operaMini],
    ['an older iPad', 'tablet', ua.iPadOld],
    ['an Android tablet (no "Mobile")', 'tablet', ua.androidTablet],
    ['a Kindle Fire', 'tablet', ua.kindle],
    ['Windows', 'desktop', ua.windows],
    ['a Mac (and iPadOS 13+, which sends the same)', 'desktop', ua.mac],
    ['nothing', 'desktop', undefined],
  ])('%s is %s', (_, device, userAgent) => {
    expect(deviceClass(userAgent)).toBe(device);
  });

  it('believes the Sec-CH-UA-Mobile hint', () => {
    expect(deviceClass(ua.windows, '?1')).toBe('mobile');
    expect(deviceClass(ua.androidPhone, '?0')).toBe('mobile');
  });
});

describe('bot detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    '',
    '   ',
    undefined,
  ])('%j is a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each(Object.entries(ua))('%s is a person', (_, userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });
});

describe('referrer host', () => {
  const own = ['stainless.example'];
  it('keeps the host only, without www.', () => {
    expect(referrerHost('https://www.google.com.ph/search?q=stainless+cavite', own)).toBe('google.com.ph');
    expect(referrerHost('http://M.Facebook.com/groups/123', own)).toBe('m.facebook.com');
  });
  it('drops our own host, other schemes and junk', () => {
    expect(referrerHost('https://www.stainless.example/services', own)).toBe('');
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBe('');
    expect(referrerHost('not a url', own)).toBe('');
    expect(referrerHost(undefined, own)).toBe('');
  });
  it('drops hosts that are not public hostnames', () => {
    for (const referrer of [
      'http://localhost:8787/',
      'http://10.0.0.1/',
      'http://[::1]/',
      'https://nas/',
      'https://a_b.example/',
      `https://${'a'.repeat(64)}.example/`,
    ]) {
      expect(referrerHost(referrer, own), referrer).toBe('');
    }
  });
});

describe('stored route', () => {
  it('is the page’s canonical path, or "other"', () => {
    expect(storedRoute('/Services/?q=1#x')).toBe('/services');
    expect(storedRoute('/')).toBe('/');
    expect(storedRoute('/services/extra')).toBe(otherRoute);
    expect(storedRoute('/services%20')).toBe(otherRoute);
  });

  it('always fits Analytics Engine’s index', () => {
    for (const route of [...sitePages.map((page) => page.path), otherRoute]) {
      expect(new TextEncoder().encode(route).byteLength).toBeLessThanOrEqual(indexLimitBytes);
    }
  });
});

describe('the Analytics Engine column layout', () => {
  it('numbers blobs and doubles 1..n, and the write order follows the map', () => {
    expect(blobOrder.map((field) => blobColumns[field])).toEqual(blobOrder.map((_, i) => `blob${i + 1}`));
    expect(doubleOrder.map((field) => doubleColumns[field])).toEqual(doubleOrder.map((_, i) => `double${i + 1}`));
    expect(blobOrder).toEqual([
      'category',
      'action',
      'label',
      'path',
      'country',
      'device',
      'referrerHost',
      'visitorHash',
      'sessionHash',
      'environment',
      'source',
      'medium',
      'campaign',
      'entry',
    ]);
    expect(doubleOrder).toEqual(['value', 'sentAt']);
    expect(indexField).toBe('path');
  });

  it('stays within Analytics Engine’s 20 blobs and 20 doubles, and names a local column for every field', () => {
    expect(blobOrder.length).toBeLessThanOrEqual(20);
    expect(doubleOrder.length).toBeLessThanOrEqual(20);
    expect(Object.keys(localColumns).sort()).toEqual([...blobOrder, ...doubleOrder].sort());
  });
});
