import { describe, expect, it } from 'vitest';
import { redactDeep, redactPersonalData, redactedEmail, redactedPhone } from '../../src/shared/personal-data';

describe('personal data in error reports', () => {
  it.each(['juan.dela-cruz+quotes@company.com.ph', 'MARIA@SANTOSFOOD.EXAMPLE'])('takes out the email address %s', (address) => {
    expect(redactPersonalData(`could not send to ${address}: bounced`)).toBe(`could not send to ${redactedEmail}: bounced`);
  });

  it.each(['0917 123 4567', '+63 917-123-4567', '+639171234567', '(02) 8123 4567', '(046) 471 2345', '8123-4567', '+1 415 555 0100'])(
    'takes out the phone number %s',
    (phone) => {
      const redacted = redactPersonalData(`call back on ${phone} today`);
      expect(redacted).toBe(`call back on ${redactedPhone} today`);
    },
  );

  it('keeps what says what broke: dates, references, counts, status codes', () => {
    const text = 'Q-2026-000042 failed on 2026-11-23 after 3 attempts (HTTP 503, 1200 mm)';
    expect(redactPersonalData(text)).toBe(text);
  });

  it('redacts every string in a report except the keys kept', () => {
    const report = { message: 'from maria@santos.example', extra: { phones: ['0917 123 4567'] }, tags: { request_id: '12345678-1234' } };
    expect(redactDeep(report, new Set(['tags']))).toEqual({
      message: `from ${redactedEmail}`,
      extra: { phones: [redactedPhone] },
      tags: { request_id: '12345678-1234' },
    });
  });
});
