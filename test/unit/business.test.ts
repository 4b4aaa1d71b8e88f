import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, mapLinkHref, placeholderBusiness, telHref, viberHref, type Business } from '../../src/content/business';

describe('business data', () => {
  it('builds tel: links', () => {
    expect(telHref('+63 (46) 123-4567')).toBe('tel:+63461234567');
  });

  const elsewhere: Business = { ...placeholderBusiness, latitude: -33.8568, longitude: 151.2153 };

  it.each([
    ['the business', placeholderBusiness],
    ['a business south of the equator', elsewhere],
  ])('centres the keyless map embed and the map link on %s', (_, business) => {
    const embed = new URL(mapEmbedSrc(business));
    expect(`${embed.origin}${embed.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(embed.searchParams.get('marker')).toBe(`${business.latitude},${business.longitude}`);
    const [west, south, east, north] = embed.searchParams.get('bbox')!.split(',').map(Number);
    expect(west! < business.longitude && business.longitude < east!).toBe(true);
    expect(south! < business.latitude && business.latitude < north!).toBe(true);

    const link = new URL(mapLinkHref(business));
    expect([link.searchParams.get('mlat'), link.searchParams.get('mlon')]).toEqual([String(business.latitude), String(business.longitude)]);
  });
});

describe('Viber', () => {
  it('opens a chat with the international number, and there is no link without one', () => {
    expect(viberHref({ viberNumber: '639171234567' })).toBe('viber://chat?number=%2B639171234567');
    expect(viberHref({ viberNumber: null })).toBeNull();
  });
});
