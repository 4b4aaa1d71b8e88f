// Daily page views (bars) and visitors (line) as plain SVG: no chart library, no script.
import type { DailyPoint } from '../../shared/admin-overview';

const width = 720;
const height = 220;
const pad = { top: 16, right: 12, bottom: 28, left: 40 };

export function DailyChart({ points }: { points: DailyPoint[] }) {
  const max = Math.max(1, ...points.map((p) => Math.max(p.pageViews, p.visitors)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = plotWidth / Math.max(points.length, 1);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => pad.left + index * step + step / 2;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.visitors).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(points.length / 8);
  const totalViews = points.reduce((sum, p) => sum + p.pageViews, 0);

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="daily-chart-title">
        <title id="daily-chart-title">{`Daily page views and visitors, ${points.length} days, ${totalViews} page views in all`}</title>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line x1={pad.left} x2={width - pad.right} y1={y(max * fraction)} y2={y(max * fraction)} className="chart__grid" />
            <text x={pad.left - 6} y={y(max * fraction) + 4} textAnchor="end" className="chart__label">
              {Math.round(max * fraction)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.date}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={y(p.pageViews)}
            height={Math.max(0, pad.top + plotHeight - y(p.pageViews))}
            className="chart__bar"
          >
            <title>{`${p.date}: ${p.pageViews} page views, ${p.visitors} visitors`}</title>
          </rect>
        ))}
        {points.length > 0 && <path d={line} className="chart__line" />}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.date} x={x(i)} y={height - 8} textAnchor="middle" className="chart__label">
              {p.date.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        <span className="legend legend--bar">Page views</span> <span className="legend legend--line">Visitors</span>
      </figcaption>
    </figure>
  );
}
