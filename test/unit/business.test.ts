import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, placeholderBusiness, telHref, whatsappHref } from '../../src/content/business';
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
    expect(whatsappHref(business)).toBe(
      "https://wa.me/639981112222?text=Hello!%20I'm%20interested%20in%20your%20stainless%20steel%20fabrication%20services.",
    );
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

  it('refuses a national WhatsApp number: the country code is not known', () => {
    expect(readBusinessVars({ BUSINESS_WHATSAPP: '0917 000 0000' }).problems).toEqual([
      expect.objectContaining({ name: 'BUSINESS_WHATSAPP', problem: expect.stringContaining('country code') }),
    ]);
  });

  it('builds tel: links and a keyless map embed', () => {
    expect(telHref('+63 (46) 123-4567')).toBe('tel:+63461234567');
    expect(mapEmbedSrc(placeholderBusiness)).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=14\.4291,120\.9367$/);
  });
});
