// How the overview words a change, a range and the funnel, from known numbers.
import { describe, expect, it } from 'vitest';
import { change, periodInWords } from '../../src/ui/admin/figures';
import { funnelRows } from '../../src/ui/admin/FunnelPanel';
import { chartBars } from '../../src/ui/admin/DailyChart';

describe('change from the previous period', () => {
  it('gives the direction as an arrow and in words, with the previous figure', () => {
    expect(change(1142, 1020)).toEqual({ direction: 'up', text: '▲ 12%', label: 'up 12% from 1,020' });
    expect(change(92, 100)).toEqual({ direction: 'down', text: '▼ 8%', label: 'down 8% from 100' });
    expect(change(1004, 1000)).toEqual({ direction: 'same', text: 'no change', label: 'no change from 1,000' });
    expect(change(5, 0)).toMatchObject({ direction: 'new', text: 'new' });
    expect(change(0, 0)).toMatchObject({ direction: 'same', text: 'no change' });
  });

  it('moves a rate by percentage points', () => {
    expect(change(2.5, 2.0, 'points')).toEqual({ direction: 'up', text: '▲ 0.5 pts', label: 'up 0.5 percentage points from 2.0%' });
    expect(change(1.2, 2.0, 'points')).toMatchObject({ direction: 'down', text: '▼ 0.8 pts' });
  });
});

it('states the range and the period it is compared with', () => {
  expect(periodInWords({ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-09-27', to: '2026-10-26' })).toBe('1 Nov – 30 Nov 2026, compared with 27 Sep – 26 Oct');
  expect(periodInWords({ from: '2025-12-20', to: '2026-01-02' }, { from: '2025-12-06', to: '2025-12-19' })).toBe('20 Dec 2025 – 2 Jan 2026, compared with 6 Dec – 19 Dec 2025');
});

it('gives each funnel step its share of the step before', () => {
  const rows = funnelRows([
    { label: 'Sessions', sessions: 400 },
    { label: 'Viewed a service or material', sessions: 100 },
    { label: 'Opened Contact', sessions: 40 },
    { label: 'Started the form', sessions: 0 },
    { label: 'Submitted', sessions: 0 },
  ]);
  expect(rows.map((row) => row.fromPrevious)).toEqual([undefined, 25, 40, 0, 0]);
});

it('draws a year as weeks and a month as days', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, pageViews: 7, visitors: 2 }));
  expect(chartBars(days(30), undefined, 1)).toHaveLength(30);
  const weeks = chartBars(days(10), days(10), 7);
  expect(weeks.map((bar) => [bar.from, bar.to, bar.pageViews, bar.visitors, bar.previousPageViews])).toEqual([
    ['2026-01-01', '2026-01-07', 49, 2, 49],
    ['2026-01-08', '2026-01-10', 21, 2, 21],
  ]);
});
