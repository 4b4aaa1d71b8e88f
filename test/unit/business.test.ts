import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, mapLinkHref, placeholderBusiness, telHref, viberHref, whatsappGreeting, whatsappHref, type Business } from '../../src/content/business';
import { businessFromVars, readBusinessVars } from '../../src/worker/business-vars';

describe('business data', () => {
  it('uses the defaults when no vars are set', () => {
    expect(businessFromVars({ ENVIRONMENT: 'production' })).toEqual(placeholderBusiness);
  });

  it('applies BUSINESS_* vars', () => {
    const business = businessFromVars({
      BUSINESS_NAME: 'Imus Steelworks',
      BUSINESS_WHATSAPP: '639981112222',
      BUSINESS_HOURS_SUNDAY: 'By appointment',
      BUSINESS_LATITUDE: '14.40',
    });
    expect(business.name).toBe('Imus Steelworks');
    expect(business.hours).toEqual({ ...placeholderBusiness.hours, sunday: 'By appointment' });
    expect(business.latitude).toBe(14.4);
    const whatsapp = new URL(whatsappHref(business));
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/639981112222');
    expect(whatsapp.searchParams.get('text')).toBe(whatsappGreeting);
  });

  it('takes a WhatsApp number as people write it', () => {
    for (const written of ['+63 998 111 2222', '+63 (998) 111-2222', '63 998 111 2222', '639981112222']) {
      const { business, problems } = readBusinessVars({ BUSINESS_WHATSAPP: written });
      expect(problems, written).toEqual([]);
      expect(business.whatsappNumber, written).toBe('639981112222');
    }
  });

  it('leaves each var that does not fit at its default, names it, and still applies the rest', () => {
    const { business, problems } = readBusinessVars({
      BUSINESS_NAME: 'Imus Steelworks',
      BUSINESS_WHATSAPP: 'call us',
      BUSINESS_EMAIL: 'sales at imus',
      BUSINESS_LATITUDE: '',
      BUSINESS_LONGITUDE: '200',
      BUSINESS_HOURS_SUNDAY: '   ',
    });
    expect(business).toEqual({
      ...placeholderBusiness,
      name: 'Imus Steelworks',
    });
    expect(problems.map((p) => [p.name, p.value, p.used])).toEqual([
      ['BUSINESS_EMAIL', 'sales at imus', placeholderBusiness.email],
      ['BUSINESS_WHATSAPP', 'call us', placeholderBusiness.whatsappNumber],
      ['BUSINESS_HOURS_SUNDAY', '   ', placeholderBusiness.hours.sunday],
      ['BUSINESS_LATITUDE', '', String(placeholderBusiness.latitude)],
      ['BUSINESS_LONGITUDE', '200', String(placeholderBusiness.longitude)],
    ]);
    for (const { problem } of problems) expect(problem).toMatch(/^must /);
  });

  it('takes a Viber number from BUSINESS_VIBER for a viber:// chat link, and refuses one without a country code', () => {
    const { business, problems } = readBusinessVars({ BUSINESS_VIBER: '+63 998 333 4444' });
    expect(problems).toEqual([]);
    expect(viberHref(business)).toBe('viber://chat?number=%2B639983334444');
    expect(readBusinessVars({ BUSINESS_VIBER: '0998 333 4444' }).problems).toEqual([
      expect.objectContaining({ name: 'BUSINESS_VIBER', problem: expect.stringContaining('country code'), used: placeholderBusiness.viberNumber }),
    ]);
  });

  it('refuses a national WhatsApp number: the country code is not known', () => {
    expect(readBusinessVars({ BUSINESS_WHATSAPP: '0917 000 0000' }).problems).toEqual([
      expect.objectContaining({ name: 'BUSINESS_WHATSAPP', problem: expect.stringContaining('country code') }),
    ]);
  });

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
