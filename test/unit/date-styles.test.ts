// @vitest-environment node
// Issue 37, "one style for the dashboard, one for customers": every date in words comes from
// src/shared/business-time.ts, month first on the dashboard and in the owner's emails, day first with
// the month spelled out for customers; and no other file formats a date itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  calendarDayInWords,
  customerDayInWords,
  customerDaysInWords,
  customerTimeInWords,
  dayRangeInWords,
  formatManilaTime,
  monthInWords,
  timeOfDay,
  weekdayInWords,
} from '../../src/shared/business-time';

// 01:18 on Sunday 29 November 2026 in Manila: still the 28th in UTC.
const earlySunday = '2026-11-28T17:18:00.000Z';

describe("the dashboard's style: month first, in Manila", () => {
  it('writes an instant with its Manila day and time, and a day with its weekday', () => {
    expect(formatManilaTime(earlySunday)).toBe('Nov 29, 2026, 1:18 AM');
    expect(calendarDayInWords('2026-11-29')).toBe('Sun, Nov 29, 2026');
    expect(weekdayInWords('2026-11-29')).toBe('Sunday');
    expect(timeOfDay(earlySunday)).toBe('1:18 AM');
    expect(monthInWords('2026-09')).toBe('September 2026');
  });

  it('writes a range with the year once, on both ends across a new year, and not at all where the sentence named it', () => {
    expect(dayRangeInWords('2026-11-16', '2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(dayRangeInWords('2025-12-20', '2026-01-02')).toBe('Dec 20, 2025 – Jan 2, 2026');
    expect(dayRangeInWords('2026-10-27', '2026-11-26', '2026')).toBe('Oct 27 – Nov 26');
    expect(dayRangeInWords('2026-11-16', '2026-11-16')).toBe('Nov 16, 2026');
    expect(dayRangeInWords('2026-11-16', '2026-11-16', '2026')).toBe('Nov 16');
  });
});

describe("the customers' style: day first, the month spelled out", () => {
  it('writes a day and an instant in Manila as a business letter does', () => {
    expect(customerDayInWords('2026-12-25')).toBe('25 December 2026');
    expect(customerTimeInWords(earlySunday)).toBe('29 November 2026, 1:18 AM');
  });

  it('writes days in a row within a month, across months and across a new year', () => {
    expect(customerDaysInWords('2026-12-25', '2026-12-25')).toBe('25 December 2026');
    expect(customerDaysInWords('2026-12-24', '2026-12-26')).toBe('24–26 December 2026');
    expect(customerDaysInWords('2026-11-30', '2026-12-02')).toBe('30 November – 2 December 2026');
    expect(customerDaysInWords('2026-12-31', '2027-01-01')).toBe('31 December 2026 – 1 January 2027');
  });
});

const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

it('formats dates in words only in business-time.ts: no screen, email or page keeps a formatter of its own', () => {
  // A number's toLocaleString('en-PH') (1,234) is not a date; any locale formatting with date or time options is.
  const ownFormatter =
    /new Intl\.DateTimeFormat\(|\.toLocale(Date|Time)String\(|\.toLocaleString\([^)]*\b(timeZone|dateStyle|timeStyle|weekday|month|year)\b/;
  const formatters = sourceFiles(join(root, 'src'))
    .filter((path) => !path.includes(`${join('src', 'worker', 'generated')}`))
    .filter((path) => ownFormatter.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
  expect(formatters).toEqual(['src/shared/business-time.ts']);
});
