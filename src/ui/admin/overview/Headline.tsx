// The overview's headline figures, each with its change from the previous aligned period.
import { ChangeMark } from './ChangeMark';
import { count } from './figures';

export interface HeadlineFigure {
  label: string;
  current: number;
  previous: number;
  /** A rate in percent: shown with one decimal, its change in percentage points. */
  rate?: boolean;
  /** A line under the change, e.g. the earlier figure in words. */
  note?: string;
}

export function Headline({ figures }: { figures: HeadlineFigure[] }) {
  return (
    <dl className="stats">
      {figures.map((figure) => (
        <div key={figure.label} className="stat">
          <dt>{figure.label}</dt>
          <dd>{figure.rate ? `${figure.current.toFixed(1)}%` : count(figure.current)}</dd>
          <dd className="stat__change">
            <ChangeMark current={figure.current} previous={figure.previous} rate={figure.rate} />
          </dd>
          {figure.note && <dd className="stat__note">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
