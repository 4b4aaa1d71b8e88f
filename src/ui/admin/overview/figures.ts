// How the overview words its numbers: counts, changes from the previous period, periods, rates.
import { dayRangeInWords } from '../../../shared/business-time';

export const count = (value: number) => value.toLocaleString('en-PH');

/** "1 day", "30 days". */
export const dayCount = (days: number) => `${count(days)} ${days === 1 ? 'day' : 'days'}`;

/** A share as a percentage with one decimal; 0% when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** What the eye reads next to the figure, e.g. "▲ 12%". */
  text: string;
  /** What a screen reader says, e.g. "up 12% from 1,020". */
  label: string;
}

/**
 * A figure against the same figure in the previous period. Counts change by a relative percentage;
 * rates (`unit: 'points'`) by percentage points, since "up 50%" from a 2% rate reads as 52%.
 * "No change" only for equal figures: a change under 1% (or 0.1 points) reads "▲ <1%", as in the
 * weekly report, so a small rise is never shown as none.
 */
export function change(current: number, previous: number, unit: 'percent' | 'points' = 'percent'): Change {
  // Never "new": beside 4 quote requests it reads as "4 new leads".
  if (unit === 'percent' && previous === 0 && current !== 0)
    return { direction: 'new', text: 'nothing to compare with yet', label: 'nothing to compare with yet: none before' };
  const from = unit === 'points' ? `${previous.toFixed(1)}%` : count(previous);
  if (current === previous) return { direction: 'same', text: 'no change', label: `no change from ${from}` };
  const direction = current > previous ? 'up' : 'down';
  const arrow = direction === 'up' ? '▲' : '▼';
  if (unit === 'points') {
    const points = Math.abs(current - previous);
    const size = points < 0.1 ? undefined : points.toFixed(1);
    return {
      direction,
      text: `${arrow} ${size ?? '<0.1'} pts`,
      label: `${direction} ${size ?? 'less than 0.1'} percentage points from ${from}`,
    };
  }
  const ratio = Math.abs((current - previous) / previous) * 100;
  const size = ratio < 1 ? undefined : `${count(Math.round(ratio))}%`;
  return { direction, text: `${arrow} ${size ?? '<1%'}`, label: `${direction} ${size ?? 'less than 1%'} from ${from}` };
}

/** "Nov 1 – Nov 30, 2026, compared with Sep 27 – Oct 26". */
export function periodInWords(current: { from: string; to: string }, previous: { from: string; to: string }): string {
  return `${dayRangeInWords(current.from, current.to)}, compared with ${dayRangeInWords(previous.from, previous.to, current.to.slice(0, 4))}`;
}
