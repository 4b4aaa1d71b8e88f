import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, placeholderBusiness, telHref, whatsappHref } from '../../src/content/business';
import { businessFromVars } from '../../src/worker/business-vars';

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

  it('refuses a WhatsApp number that is not digits only', () => {
    expect(() => businessFromVars({ BUSINESS_WHATSAPP: '+63 998 111 2222' })).toThrow(/digits only/);
  });

  it('builds tel: links and a keyless map embed', () => {
    expect(telHref('+63 (46) 123-4567')).toBe('tel:+63461234567');
    expect(mapEmbedSrc(placeholderBusiness)).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=14\.4291,120\.9367$/);
  });
});
