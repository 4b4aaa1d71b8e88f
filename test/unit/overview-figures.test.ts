// How the overview words a change, a range and the funnel, from known numbers.
import { describe, expect, it } from 'vitest';
import { change, periodInWords } from '../../src/ui/admin/overview/figures';
import { stepShares } from '../../src/ui/admin/overview/FunnelPanel';
import { chartBars } from '../../src/ui/admin/overview/DailyChart';
import { funnelSteps } from '../../src/shared/analytics-funnel';

describe('change from the previous period', () => {
  it('gives the direction as an arrow and in words, with the previous figure', () => {
    expect(change(1142, 1020)).toEqual({ direction: 'up', text: '▲ 12%', label: 'up 12% from 1,020' });
    expect(change(92, 100)).toEqual({ direction: 'down', text: '▼ 8%', label: 'down 8% from 100' });
    expect(change(1000, 1000)).toEqual({ direction: 'same', text: 'no change', label: 'no change from 1,000' });
    expect(change(5, 0)).toMatchObject({ direction: 'new', text: 'nothing to compare with yet' });
    expect(change(0, 0)).toMatchObject({ direction: 'same', text: 'no change' });
  });

  it('moves a rate by percentage points', () => {
    expect(change(2.5, 2.0, 'points')).toEqual({ direction: 'up', text: '▲ 0.5 pts', label: 'up 0.5 percentage points from 2.0%' });
    expect(change(1.2, 2.0, 'points')).toMatchObject({ direction: 'down', text: '▼ 0.8 pts' });
  });

  it('shows a change under 1% as "<1%", never as no change', () => {
    expect(change(1004.6, 1000)).toEqual({ direction: 'up', text: '▲ <1%', label: 'up less than 1% from 1,000' });
    expect(change(993, 1000)).toMatchObject({ direction: 'down', text: '▼ <1%' });
    expect(change(2.03, 2.0, 'points')).toEqual({
      direction: 'up',
      text: '▲ <0.1 pts',
      label: 'up less than 0.1 percentage points from 2.0%',
    });
    expect(change(2.0, 2.0, 'points')).toMatchObject({ direction: 'same', text: 'no change' });
  });
});

it('states the range and the period it is compared with', () => {
  expect(periodInWords({ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-09-27', to: '2026-10-26' })).toBe(
    'Nov 1 – Nov 30, 2026, compared with Sep 27 – Oct 26',
  );
  expect(periodInWords({ from: '2025-12-20', to: '2026-01-02' }, { from: '2025-12-06', to: '2025-12-19' })).toBe(
    'Dec 20, 2025 – Jan 2, 2026, compared with Dec 6 – Dec 19, 2025',
  );
});

it('gives each funnel step its share of the step before', () => {
  const counts = { session: 400, product: 100, contact: 40, form_start: 0, submitted: 0 };
  const rows = funnelSteps.map((step) => ({ step, sessions: { value: counts[step], previous: 0 } }));
  expect(stepShares(rows)).toEqual([undefined, 25, 40, 0, 0]);
});

it('groups days into bars of a week back from the last day', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      pageViews: 7,
      visitors: 2,
      sessions: 3,
      quoteRequests: 0,
    }));
  expect(chartBars(days(30), 1)).toHaveLength(30);
  expect(chartBars(days(10), 7)).toEqual([
    { from: '2026-01-01', to: '2026-01-03', pageViews: 21, sessions: 9 },
    { from: '2026-01-04', to: '2026-01-10', pageViews: 49, sessions: 21 },
  ]);
});
