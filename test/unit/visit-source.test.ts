import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureVisitSource, readVisitSource, visitSourceKey } from '../../src/ui/visit-source';
import { campaignTag, sourceName } from '../../src/shared/visit-source-rules';

const site = 'https://www.cavitestainless.example';

beforeEach(() => sessionStorage.clear());

describe('the visit’s source', () => {
  it('keeps the first landing as both touches, the campaign tags, and only the presence of a click id', () => {
    const source = captureVisitSource(
      `${site}/?utm_source=facebook&utm_medium=social&utm_campaign=nov-promo&fbclid=IwAR3-secret-click-id`,
      'https://l.facebook.com/l.php?u=abc',
    );
    const touch = {
      utm_source: 'facebook',
      utm_medium: 'social',
      utm_campaign: 'nov-promo',
      fbclid: true,
      referrer: 'l.facebook.com',
      landing: '/',
    };
    expect(source).toEqual({ first: touch, latest: touch });
    expect(readVisitSource()).toEqual(source);
    expect(sessionStorage.getItem(visitSourceKey)).not.toContain('IwAR3');
    expect(sessionStorage.getItem(visitSourceKey)).not.toContain('u=abc');
  });

  it('moves the latest touch for a new landing with tags or from another site, not for our own pages', () => {
    captureVisitSource(`${site}/services`, '');
    captureVisitSource(`${site}/about`, `${site}/services`);
    expect(readVisitSource()).toEqual({ first: { landing: '/services' }, latest: { landing: '/services' } });

    captureVisitSource(`${site}/contact?gclid=Cj0KCQ-click`, 'https://www.google.com/');
    expect(readVisitSource()).toEqual({
      first: { landing: '/services' },
      latest: { gclid: true, referrer: 'www.google.com', landing: '/contact' },
    });

    captureVisitSource(`${site}/?utm_source=newsletter`, '');
    expect(readVisitSource()?.latest).toEqual({ utm_source: 'newsletter', landing: '/' });
    expect(readVisitSource()?.first).toEqual({ landing: '/services' });
  });

  it('keeps nothing when session storage is unavailable, and never throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(captureVisitSource(`${site}/?utm_source=facebook`, '')).toBeUndefined();
    vi.unstubAllGlobals();
    sessionStorage.setItem(visitSourceKey, '{not json');
    expect(readVisitSource()).toBeUndefined();
  });
});

describe('a campaign tag or source as counted', () => {
  it.each(['0917 123 4567', 'promo +63 917-123-4567', '(046) 471 2345', 'call1234567'])(
    'drops %j: a phone number, however it is written',
    (tag) => {
      expect(campaignTag(tag)).toBe('');
      expect(sourceName(tag)).toBe('');
    },
  );

  it.each(['nov-promo', 'sale-2026-11-23', 'fb_ads.q1'])('keeps %j', (tag) => {
    expect(campaignTag(tag)).toBe(tag);
  });

  it('writes spaces as hyphens, so a campaign is a slug', () => {
    expect(campaignTag(' Q1 2031  Tanks ')).toBe('q1-2031-tanks');
  });

  it.each([
    ['promotional text', 'Big Christmas sale, 20% off all 304 sheets, call now!'],
    ['longer than a slug', 'a'.repeat(41)],
    ['an address', 'maria@example.com'],
    ['a link', 'https://promo.example/x'],
  ])('drops %s', (_what, tag) => {
    expect(campaignTag(tag)).toBe('');
  });
});
