import { describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { scriptSafeJson } from '../../src/shared/script-safe-json';
import { breadcrumbJsonLd, localBusinessJsonLd } from '../../src/shared/structured-data';

describe('structured data', () => {
  it('adds Sunday when the business opens then', () => {
    const business = { ...placeholderBusiness, hours: { ...placeholderBusiness.hours, sunday: { opens: '09:00', closes: '12:00' } } };
    const data = localBusinessJsonLd(business, [], 'https://example.ph');
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
