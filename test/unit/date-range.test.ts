// Periods of Manila days: today's boundary, presets, custom ranges, the weekday-aligned
// comparison and the weekly report's weeks.
import { describe, expect, it } from 'vitest';
import { choosePeriod, manilaToday, presetRange, previousPeriod, previousWeek, rangeLength, weekBefore } from '../../src/worker/analytics/date-range';
import { defaultRetentionDays } from '../../src/worker/analytics/retention-setting';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('Manila days', () => {
  it('turns the day at midnight Manila time, not UTC', () => {
    // 23:59 and 00:01 in Manila are 15:59 and 16:01 UTC.
    expect(manilaToday(new Date('2031-03-09T15:59:00Z'))).toBe('2031-03-09');
    expect(manilaToday(new Date('2031-03-09T16:01:00Z'))).toBe('2031-03-10');
  });

  it('ends each preset yesterday, with that many complete days', () => {
    // 00:01 on 10 March in Manila.
    const now = new Date('2031-03-09T16:01:00Z');
    expect(presetRange(7, now)).toEqual({ from: '2031-03-03', to: '2031-03-09' });
    expect(rangeLength(presetRange(365, now))).toBe(365);
  });
});

describe('the previous period', () => {
  it.each([
    [7, 7],
    [30, 35],
    [365, 371],
    [1, 7],
    [14, 14],
  ])('of %i days is shifted back %i days: same length, same weekday, no overlap', (days, shift) => {
    const range = presetRange(days as 7, new Date('2031-03-10T04:00:00Z'));
    const before = previousPeriod(range);
    expect(rangeLength(before)).toBe(days);
    expect(rangeLength({ from: before.from, to: range.from }) - 1).toBe(shift);
    expect(weekday(before.from)).toBe(weekday(range.from));
    expect(before.to < range.from).toBe(true);
  });

  it('of the longest preset is still kept by the default retention', () => {
    const now = new Date('2031-03-10T04:00:00Z');
    const before = previousPeriod(presetRange(365, now));
    expect(choosePeriod(before, now, defaultRetentionDays)).toMatchObject({ ok: true });
  });
});

describe('a period from the query', () => {
  const now = new Date('2031-03-10T04:00:00Z');

  it('reads a preset and a custom range', () => {
    expect(choosePeriod({ days: '90' }, now, defaultRetentionDays)).toEqual({ ok: true, period: { range: presetRange(90, now), preset: 90 } });
    expect(choosePeriod({ from: '2031-01-01', to: '2031-01-31' }, now, defaultRetentionDays)).toEqual({ ok: true, period: { range: { from: '2031-01-01', to: '2031-01-31' }, preset: null } });
    expect(choosePeriod({}, now, defaultRetentionDays)).toMatchObject({ ok: true, period: { preset: 7 } });
  });

  it.each([
    [{ days: '5' }, /7, 30, 90, 365 days/],
    [{ from: '2031-01-01' }, /both a start and an end/],
    [{ from: '2031-02-30', to: '2031-03-01' }, /"2031-02-30" is not a date/],
    [{ from: '0000-00-00', to: '2031-03-01' }, /"0000-00-00" is not a date/],
    [{ from: '2031-01-01', to: '2031-13-01' }, /"2031-13-01" is not a date/],
    [{ from: '2031-02-10', to: '2031-02-01' }, /after the end date.*swap/],
    [{ from: '2031-03-01', to: '2031-03-11' }, /in the future: choose March 10, 2031/],
    [{ from: '2029-03-01', to: '2031-03-01' }, /kept for 736 days: choose a start date on or after March 4, 2029/],
  ])('refuses %j with a message saying what to change', (query, message) => {
    const choice = choosePeriod(query, now, defaultRetentionDays);
    expect(choice.ok).toBe(false);
    expect(!choice.ok && choice.message).toMatch(message);
  });
});

describe('the weekly report', () => {
  it('covers the last Monday-to-Sunday week and the week before it', () => {
    for (const day of ['2031-03-10', '2031-03-12', '2031-03-16']) {
      // 2031-03-10 is a Monday: the week before is 3-9 March whichever day of the week follows.
      expect(weekBefore(day)).toEqual({ from: '2031-03-03', to: '2031-03-09' });
    }
    expect(previousWeek(weekBefore('2031-03-10'))).toEqual({ from: '2031-02-24', to: '2031-03-02' });
  });
});
