// Page views (bars) and visitors (line) as plain SVG: no chart library, no script. Over 90 days
// the bars are weeks, so a year stays 53 readable bars rather than 365 hairlines.
import type { DailyPoint } from '../../shared/admin-overview';
import { count, rangeInWords } from './figures';

const width = 720;
const height = 220;
const pad = { top: 16, right: 12, bottom: 28, left: 48 };

/** Days a chart shows one bar each; longer ranges are drawn by week. */
export const dailyBarsUpTo = 90;

interface Bar {
  from: string;
  to: string;
  pageViews: number;
  /** Daily visitors, averaged over the bar's days (distinct visitors do not add up across days). */
  visitors: number;
  /** The previous period's page views over the same position, when given. */
  previousPageViews?: number;
}

/** Consecutive days in groups of `size` from the range's first day (the last group may be shorter). */
export function chartBars(points: DailyPoint[], previous: DailyPoint[] | undefined, size: number): Bar[] {
  const bars: Bar[] = [];
  for (let start = 0; start < points.length; start += size) {
    const days = points.slice(start, start + size);
    const before = previous?.slice(start, start + size);
    bars.push({
      from: days[0].date,
      to: days[days.length - 1].date,
      pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
      visitors: days.reduce((sum, day) => sum + day.visitors, 0) / days.length,
      ...(before ? { previousPageViews: before.reduce((sum, day) => sum + day.pageViews, 0) } : {}),
    });
  }
  return bars;
}

export function DailyChart({ points, previous }: { points: DailyPoint[]; previous?: DailyPoint[] }) {
  const weekly = points.length > dailyBarsUpTo;
  const bars = chartBars(points, previous, weekly ? 7 : 1);
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.pageViews, bar.visitors, bar.previousPageViews ?? 0)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = plotWidth / Math.max(bars.length, 1);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => pad.left + index * step + step / 2;
  const path = (value: (bar: Bar) => number) => bars.map((bar, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value(bar)).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(bars.length / 8);
  const totalViews = bars.reduce((sum, bar) => sum + bar.pageViews, 0);
  const unit = weekly ? 'week' : 'day';
  const hasPrevious = bars.length > 0 && bars.every((bar) => bar.previousPageViews !== undefined);

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="daily-chart-title">
        <title id="daily-chart-title">{`Page views per ${unit} and visitors per day${weekly ? ' (weekly average)' : ''}, ${points.length} days, ${count(totalViews)} page views in all`}</title>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line x1={pad.left} x2={width - pad.right} y1={y(max * fraction)} y2={y(max * fraction)} className="chart__grid" />
            <text x={pad.left - 6} y={y(max * fraction) + 4} textAnchor="end" className="chart__label">
              {count(Math.round(max * fraction))}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => (
          <rect
            key={bar.from}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={y(bar.pageViews)}
            height={Math.max(0, pad.top + plotHeight - y(bar.pageViews))}
            className="chart__bar"
          >
            <title>{`${rangeInWords(bar.from, bar.to)}: ${count(bar.pageViews)} page views, ${count(Math.round(bar.visitors))} visitors a day${hasPrevious ? `; ${count(bar.previousPageViews!)} page views in the previous period` : ''}`}</title>
          </rect>
        ))}
        {hasPrevious && <path d={path((bar) => bar.previousPageViews!)} className="chart__previous" />}
        {bars.length > 0 && <path d={path((bar) => bar.visitors)} className="chart__line" />}
        {bars.map((bar, i) =>
          i % labelEvery === 0 ? (
            <text key={bar.from} x={x(i)} y={height - 8} textAnchor="middle" className="chart__label">
              {rangeInWords(bar.from, bar.from, bar.from.slice(0, 4))}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        <span className="legend legend--bar">{`Page views per ${unit}`}</span> <span className="legend legend--line">{weekly ? 'Visitors a day (weekly average)' : 'Visitors'}</span>{' '}
        {hasPrevious && <span className="legend legend--previous">{`Page views per ${unit}, previous period`}</span>}
      </figcaption>
    </figure>
  );
}
