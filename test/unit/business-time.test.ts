// The SQL date arithmetic uses the fixed offset; dates elsewhere use the time zone. They must agree.
import { describe, expect, it } from 'vitest';
import { businessTimeZone, businessUtcOffsetHours } from '../../src/shared/business-time';

describe('the business clock', () => {
  it('has the offset its time zone has, all year', () => {
    for (const month of [0, 3, 6, 9]) {
      const at = new Date(Date.UTC(2030, month, 15, 12));
      const name = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')!.value;
      expect(name).toBe(`GMT+${String(businessUtcOffsetHours).padStart(2, '0')}:00`);
    }
  });
});
