// The target date: a real calendar date, today or later in Manila; anything else gets a message.
import { describe, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { fieldErrors, quoteRequestSchemaFor } from '../../src/shared/quote-request';

const request = (targetDate: string) => ({
  fullName: 'Maria Santos',
  email: 'maria@santosfood.example',
  phone: '0917 123 4567',
  service: 'tanks-and-vessels',
  projectDetails: 'Two 1,000 L jacketed mixing tanks with bottom outlet valves.',
  grade: '316',
  finish: '2b',
  preferredContact: 'email',
  privacyConsent: true,
  targetDate,
});

const targetDateError = (targetDate: string) => {
  const result = quoteRequestSchemaFor(false).safeParse(request(targetDate));
  return result.success ? undefined : fieldErrors(result.error).targetDate;
};

describe('target date', () => {
  it('accepts a real date ahead and an empty one', () => {
    const nextMonth = manilaDay(new Date(Date.now() + 30 * 86_400_000));
    expect(targetDateError(nextMonth)).toBeUndefined();
    expect(targetDateError('')).toBeUndefined();
  });

  it.each(['9999-99-99', '2027-02-30', '2027-13-01', '2027-04-31', '27-03-15', '2027-3-15', '3027-03-15'])('refuses %s', (value) => {
    expect(targetDateError(value)).toBe('Please enter a real date as YYYY-MM-DD, e.g. 2027-03-15.');
  });
});
