import { describe, expect, it } from 'vitest';
import { channel } from '../../src/worker/analytics/channel';
import { sourceName } from '../../src/shared/visit-source-rules';

describe('the channel of a session', () => {
  // [source as stored (sourceName, or direct), utm_medium, entry referrer host, channel]
  it.each([
    ['google', '', 'google.com.ph', 'search'],
    ['google', 'cpc', '', 'search'],
    ['bing', '', 'bing.com', 'search'],
    ['search.yahoo.com', '', 'search.yahoo.com', 'search'],
    ['duckduckgo.com', '', 'duckduckgo.com', 'search'],
    ['ecosia', 'organic', '', 'search'],
    ['newsletter', 'paidsearch', '', 'search'],
    ['direct', '', 'yandex.ru', 'search'],
    ['facebook', 'cpc', 'l.facebook.com', 'social'],
    ['instagram', '', '', 'social'],
    ['t.co', '', 't.co', 'social'],
    ['x.com', '', 'x.com', 'social'],
    ['old.reddit.com', '', 'old.reddit.com', 'social'],
    ['messenger', '', '', 'social'],
    ['supplier-list', 'paid-social', '', 'social'],
    ['direct', '', '', 'direct'],
    ['', '', '', 'direct'],
    ['direct', 'email', '', 'other'],
    ['steelnews.ph', '', 'steelnews.ph', 'other'],
    ['chatgpt.com', '', 'chatgpt.com', 'other'],
  ] as const)('%s / %s / %s -> %s', (source, medium, referrerHost, expected) => {
    expect(channel(source, medium, referrerHost)).toBe(expected);
  });

  it('takes the source as the worker stores it: tags like fb and l.facebook.com are facebook', () => {
    expect(channel(sourceName('fb'), '', '')).toBe('social');
    expect(channel(sourceName('www.google.com.ph'), '', '')).toBe('search');
  });
});
