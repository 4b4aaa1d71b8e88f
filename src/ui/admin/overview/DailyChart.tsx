// Page views (bars), visits (line) and the compared period's page views (dashed line, the same
// weekdays before) as plain SVG: no chart library, no script. Over 90 days
// the bars are weeks, so a year stays 53 readable bars rather than 365 hairlines. An SVG's text
// scales with its width, so a phone gets its own narrower drawing (CSS shows one of the two).
import type { DailyPoint } from '../../../shared/admin-overview';
import { dayRangeInWords } from '../../../shared/business-time';
import { count, dayCount } from './figures';

/** Days a chart shows one bar each; longer ranges are drawn by week. */
const dailyBarsUpTo = 90;

interface Bar {
  from: string;
  to: string;
  pageViews: number;
  sessions: number;
}

/**
 * Consecutive days in groups of `size`, counted back from the last day: the latest bar is a whole
 * week (the period's last day in it), and only the oldest may be shorter.
 */
export function chartBars(points: DailyPoint[], size: number): Bar[] {
  const bars: Bar[] = [];
  for (let end = points.length; end > 0; end -= size) {
    const days = points.slice(Math.max(0, end - size), end);
    bars.unshift({
      from: days[0].date,
      to: days[days.length - 1].date,
      pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
      sessions: days.reduce((sum, day) => sum + day.sessions, 0),
    });
  }
  return bars;
}

const layouts = {
  wide: { width: 720, height: 220, labels: 8, className: 'chart__svg chart__svg--wide' },
  narrow: { width: 360, height: 220, labels: 4, className: 'chart__svg chart__svg--narrow' },
} as const;
const pad = { top: 16, right: 12, bottom: 28, left: 48 };

interface Drawing {
  bars: Bar[];
  /** The compared period's bars, one for each of `bars`. */
  previous: Bar[];
  layout: keyof typeof layouts;
  title: string;
}

function ChartDrawing({ bars, previous, layout, title }: Drawing) {
  const { width, height, labels, className } = layouts[layout];
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.pageViews, bar.sessions)), ...previous.map((bar) => bar.pageViews));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = plotWidth / Math.max(bars.length, 1);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => pad.left + index * step + step / 2;
  const path = (values: number[]) => values.map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(bars.length / labels);
  const titleId = `traffic-chart-${layout}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{title}</title>
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
          <title>{`${dayRangeInWords(bar.from, bar.to)}: ${count(bar.pageViews)} page views, ${count(bar.sessions)} visits; ${count(previous[i]?.pageViews ?? 0)} page views the period before`}</title>
        </rect>
      ))}
      {previous.length > 0 && <path d={path(previous.map((bar) => bar.pageViews))} className="chart__line chart__line--previous" />}
      {bars.length > 0 && <path d={path(bars.map((bar) => bar.sessions))} className="chart__line" />}
      {bars.map((bar, i) =>
        i % labelEvery === 0 ? (
          <text key={bar.from} x={x(i)} y={height - 8} textAnchor="middle" className="chart__label">
            {dayRangeInWords(bar.from, bar.from, bar.from.slice(0, 4))}
          </text>
        ) : null,
      )}
    </svg>
  );
}

export function DailyChart({ points, previousPoints }: { points: DailyPoint[]; previousPoints: DailyPoint[] }) {
  const weekly = points.length > dailyBarsUpTo;
  const bars = chartBars(points, weekly ? 7 : 1);
  const previous = chartBars(previousPoints, weekly ? 7 : 1);
  const unit = weekly ? 'week' : 'day';
  const totalViews = bars.reduce((sum, bar) => sum + bar.pageViews, 0);
  const title = `Page views and visits per ${unit}, ${dayCount(points.length)}, ${count(totalViews)} page views in all`;
  return (
    <figure className="chart">
      <ChartDrawing bars={bars} previous={previous} layout="wide" title={title} />
      <ChartDrawing bars={bars} previous={previous} layout="narrow" title={title} />
      <figcaption>
        <span className="legend legend--bar">{`Page views per ${unit}`}</span>{' '}
        <span className="legend legend--line">{`Visits per ${unit}`}</span>{' '}
        <span className="legend legend--previous">{`Page views per ${unit}, the period before`}</span>
      </figcaption>
    </figure>
  );
}
