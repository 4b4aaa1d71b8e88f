import { describe, expect, it } from 'vitest';
import { openingTimes24h, placeholderBusiness } from '../../src/content/business';
import { scriptSafeJson } from '../../src/shared/script-safe-json';
import { breadcrumbJsonLd, localBusinessJsonLd } from '../../src/ui/primitives/StructuredData';

describe('openingTimes24h', () => {
  it.each([
    ['8:00 AM - 6:00 PM', { opens: '08:00', closes: '18:00' }],
    ['8:00 AM – 4:00 PM', { opens: '08:00', closes: '16:00' }],
    ['8am-6pm', { opens: '08:00', closes: '18:00' }],
    ['7:30 a.m. to 5:30 p.m.', { opens: '07:30', closes: '17:30' }],
    ['12:00 PM - 12:30 AM', { opens: '12:00', closes: '00:30' }],
    ['08:00-18:00', { opens: '08:00', closes: '18:00' }],
  ])('reads %s', (text, times) => {
    expect(openingTimes24h(text)).toEqual(times);
  });

  it.each(['Closed', 'By appointment', '', '13:00 PM - 5:00 PM', '8:75 AM - 5 PM'])('has no times for %j', (text) => {
    expect(openingTimes24h(text)).toBeNull();
  });

  it('reads every hours text in business.ts that names a time, so search engines get those hours', () => {
    for (const [day, text] of Object.entries(placeholderBusiness.hours)) {
      if (/\d/.test(text)) expect(openingTimes24h(text), `${day}: "${text}" is not a time range it can read`).not.toBeNull();
    }
  });
});

describe('structured data', () => {
  it('adds Sunday when the business opens then', () => {
    const business = { ...placeholderBusiness, hours: { ...placeholderBusiness.hours, sunday: '9:00 AM - 12:00 PM' } };
    const data = localBusinessJsonLd(business, 'https://example.ph');
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Sunday',
      opens: '09:00',
      closes: '12:00',
    });
  });

  it('has no breadcrumb for the home page or an unknown path', () => {
    expect(breadcrumbJsonLd('/', 'https://example.ph')).toBeNull();
    expect(breadcrumbJsonLd('/nowhere', 'https://example.ph')).toBeNull();
  });

  it('escapes text that could end the script element', () => {
    const json = scriptSafeJson({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
});
