// Periods of Manila days: today's boundary, presets, custom ranges, the weekday-aligned
// comparison and the weekly report's weeks.
import { describe, expect, it } from 'vitest';
import {
  choosePeriod,
  comparisonPeriod,
  manilaToday,
  monthRange,
  presetRange,
  previousPeriod,
  previousWeek,
  rangeLength,
  weekBefore,
} from '../../src/worker/analytics/date-range';
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

describe('calendar months, Manila time', () => {
  /** The month preset's range and what it is compared with, at `now`. */
  const month = (preset: 'this-month' | 'last-month', now: string) => {
    const range = monthRange(preset, new Date(now));
    return { range, compared: comparisonPeriod({ range, preset }) };
  };

  it('runs this month from its 1st to today, compared with the same dates of last month', () => {
    // 00:01 on 10 March in Manila (still 9 March in UTC).
    expect(month('this-month', '2031-03-09T16:01:00Z')).toEqual({
      range: { from: '2031-03-01', to: '2031-03-10' },
      compared: { from: '2031-02-01', to: '2031-02-10' },
    });
    // The 31st against a shorter month: its last day.
    expect(month('this-month', '2031-03-31T04:00:00Z').compared).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(month('this-month', '2032-03-30T04:00:00Z').compared).toEqual({ from: '2032-02-01', to: '2032-02-29' });
  });

  it('takes last month whole, compared with the whole month before', () => {
    expect(month('last-month', '2031-03-10T04:00:00Z')).toEqual({
      range: { from: '2031-02-01', to: '2031-02-28' },
      compared: { from: '2031-01-01', to: '2031-01-31' },
    });
  });

  it('turns the month at midnight Manila time, not UTC', () => {
    // 23:59 on 31 March and 00:30 on 1 April in Manila.
    expect(month('this-month', '2031-03-31T15:59:00Z').range).toEqual({ from: '2031-03-01', to: '2031-03-31' });
    expect(month('this-month', '2031-03-31T16:30:00Z')).toEqual({
      range: { from: '2031-04-01', to: '2031-04-01' },
      compared: { from: '2031-03-01', to: '2031-03-01' },
    });
    expect(month('last-month', '2031-03-31T16:30:00Z')).toEqual({
      range: { from: '2031-03-01', to: '2031-03-31' },
      compared: { from: '2031-02-01', to: '2031-02-28' },
    });
  });

  it('crosses the year: on 1 January last month is December, compared with November', () => {
    // 00:05 on 1 January 2031 in Manila is still 31 December in UTC.
    expect(month('this-month', '2030-12-31T16:05:00Z')).toEqual({
      range: { from: '2031-01-01', to: '2031-01-01' },
      compared: { from: '2030-12-01', to: '2030-12-01' },
    });
    expect(month('last-month', '2030-12-31T16:05:00Z')).toEqual({
      range: { from: '2030-12-01', to: '2030-12-31' },
      compared: { from: '2030-11-01', to: '2030-11-30' },
    });
    expect(month('this-month', '2031-01-20T04:00:00Z').compared).toEqual({ from: '2030-12-01', to: '2030-12-20' });
  });

  it('leaves the day presets compared on the same weekdays', () => {
    const range = presetRange(30, new Date('2031-03-10T04:00:00Z'));
    expect(comparisonPeriod({ range, preset: 30 })).toEqual(previousPeriod(range));
  });
});

describe('a period from the query', () => {
  const now = new Date('2031-03-10T04:00:00Z');

  it('reads a preset and a custom range', () => {
    expect(choosePeriod({ days: '90' }, now, defaultRetentionDays)).toEqual({
      ok: true,
      period: { range: presetRange(90, now), preset: 90 },
    });
    expect(choosePeriod({ from: '2031-01-01', to: '2031-01-31' }, now, defaultRetentionDays)).toEqual({
      ok: true,
      period: { range: { from: '2031-01-01', to: '2031-01-31' }, preset: null },
    });
    expect(choosePeriod({}, now, defaultRetentionDays)).toMatchObject({ ok: true, period: { preset: 7 } });
    expect(choosePeriod({ period: 'last-month' }, now, defaultRetentionDays)).toEqual({
      ok: true,
      period: { range: monthRange('last-month', now), preset: 'last-month' },
    });
  });

  it.each([
    [{ days: '5' }, /7, 30, 90, 365 days/],
    [{ period: 'next-month' }, /this-month or last-month, 7, 30, 90, 365 days.*not "next-month"/],
    [{ from: '2031-01-01' }, /both a start and an end/],
    [{ from: '2031-02-30', to: '2031-03-01' }, /"2031-02-30" is not a date/],
    [{ from: '0000-00-00', to: '2031-03-01' }, /"0000-00-00" is not a date/],
    [{ from: '2031-01-01', to: '2031-13-01' }, /"2031-13-01" is not a date/],
    [{ from: '2031-02-10', to: '2031-02-01' }, /after the end date.*swap/],
    [{ from: '2031-03-01', to: '2031-03-11' }, /in the future: choose Mon, Mar 10, 2031/],
    [{ from: '2029-03-01', to: '2031-03-01' }, /kept for 736 days: choose a start date on or after Sun, Mar 4, 2029/],
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
