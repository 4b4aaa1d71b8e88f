import { describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { scriptSafeJson } from '../../src/shared/script-safe-json';
import { breadcrumbJsonLd, localBusinessJsonLd } from '../../src/content/structured-data';

describe('structured data', () => {
  it('adds Sunday when the business opens then', () => {
    const business = { ...placeholderBusiness, hours: { ...placeholderBusiness.hours, sunday: { opens: '09:00', closes: '12:00' } } };
    const data = localBusinessJsonLd(business, { closures: [], temporaryHours: [] }, '2026-11-27', 'https://example.ph');
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Sunday',
      opens: '09:00',
      closes: '12:00',
    });
  });

  it('keeps the weekly hours and overrides a weekday from today through the last day of its temporary hours', () => {
    const data = localBusinessJsonLd(
      placeholderBusiness,
      {
        closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas', hours: null }],
        temporaryHours: [
          { day: 'saturday', hours: { opens: '08:00', closes: '12:00' }, until: '2027-01-10' },
          { day: 'friday', hours: null, until: '2026-12-31' },
          { day: 'monday', hours: { opens: '10:00', closes: '12:00' }, until: '2026-11-26' },
        ],
      },
      '2026-11-27',
      'https://example.ph',
    );
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Saturday',
      ...placeholderBusiness.hours.saturday,
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-24', validThrough: '2026-12-26' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '08:00',
        closes: '12:00',
        validFrom: '2026-11-27',
        validThrough: '2027-01-10',
      },
      // Closed on Fridays for a while; Monday's change ended yesterday and is gone.
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Friday',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-27',
        validThrough: '2026-12-31',
      },
    ]);
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
