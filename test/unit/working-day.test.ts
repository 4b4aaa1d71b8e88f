import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../src/shared/opening-hours';
import { closedDays } from '../../src/content/holidays';
import { nearClosuresSentence } from '../../src/shared/reply-promise';
import { closedDates } from '../../src/shared/site-facts';
import { reminderDueAt } from '../../src/worker/alerts/working-day';

const weekday = { opens: '08:00', closes: '18:00' };
const hours: WeeklyHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { opens: '08:00', closes: '16:00' },
  sunday: null,
};
const noClosedDays = new Set<string>();
/** A Manila wall-clock time as an instant ("2026-11-20 17:00" is 09:00 UTC). */
const manila = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}:00+08:00`);

describe('one working day', () => {
  it.each([
    ['a Monday morning lead, the same time on Tuesday', '2026-11-16 10:00', '2026-11-17 10:00'],
    ['Friday 17:00: 1 hour Friday, 8 Saturday, 1 Monday', '2026-11-20 17:00', '2026-11-23 09:00'],
    ['Saturday 15:00: 1 hour Saturday, Sunday skipped, 9 Monday', '2026-11-21 15:00', '2026-11-23 17:00'],
    ['a Sunday lead, by the end of Monday', '2026-11-22 11:00', '2026-11-23 18:00'],
    ['a lead before opening counts from the opening', '2026-11-16 06:30', '2026-11-16 18:00'],
    ['a lead after closing counts from the next opening', '2026-11-16 21:00', '2026-11-17 18:00'],
  ])('%s', (_case, received, due) => {
    expect(reminderDueAt(manila(received), hours, noClosedDays)).toEqual(manila(due));
  });

  it("skips the owner's closed days", () => {
    // Friday 27 November 2026, 17:00; Monday 30 November (Bonifacio Day) closed: due Tuesday 9:00.
    expect(reminderDueAt(manila('2026-11-27 17:00'), hours, new Set(['2026-11-30']))).toEqual(manila('2026-12-01 09:00'));
  });

  it('reminds of nothing when every day is closed', () => {
    const closed = Object.fromEntries(Object.keys(hours).map((day) => [day, null])) as WeeklyHours;
    expect(reminderDueAt(manila('2026-11-16 10:00'), closed, noClosedDays)).toBeNull();
  });

  it('reads the closed days list as real, distinct dates', () => {
    const dates = closedDays.map((day) => day.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe("the owner's closures as date ranges", () => {
  const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas', hours: null };
  const newYearsEve = { from: '2026-12-31', to: '2026-12-31', reason: "New Year's Eve", hours: { opens: '08:00', closes: '12:00' } };

  it('skip every day of a range closed all day, and not a day with special hours', () => {
    const closed = closedDates({ closures: [christmas, newYearsEve] });
    expect([...closed]).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
    // Wednesday 23 December 17:00: an hour that day, then Thursday to Saturday closed, Sunday too: due Monday 28 at 17:00.
    expect(reminderDueAt(manila('2026-12-23 17:00'), hours, closed)).toEqual(manila('2026-12-28 17:00'));
    // Wednesday 30 December 17:00: New Year's Eve keeps its (weekly) hours for the count; due Thursday 31 at 17:00.
    expect(reminderDueAt(manila('2026-12-30 17:00'), hours, closed)).toEqual(manila('2026-12-31 17:00'));
  });

  it('name a range closed all day in the reply promise, and leave a day with special hours out', () => {
    const sentence = nearClosuresSentence([christmas, newYearsEve], manila('2026-12-22 10:00'), 14);
    // The range as one, in the customers' style; the open day with special hours not at all.
    expect(sentence).toBe('We are closed 24–26 December 2026 (Christmas): we reply on the next working day after.');
    expect(nearClosuresSentence([newYearsEve], manila('2026-12-28 10:00'))).toBeNull();
  });
});
