// The overview's headline figures, each with its change from the previous aligned period: an arrow
// and words as well as colour, and the previous figure for screen readers.
import { change, count, type Change } from './figures';

export interface HeadlineFigure {
  label: string;
  current: number;
  previous: number;
  /** A rate in percent: shown with one decimal, its change in percentage points. */
  rate?: boolean;
}

function ChangeMark({ mark }: { mark: Change }) {
  return (
    <span className={`change change--${mark.direction}`}>
      <span aria-hidden="true">{mark.text}</span>
      <span className="visually-hidden">{mark.label}</span>
    </span>
  );
}

export function Headline({ figures }: { figures: HeadlineFigure[] }) {
  return (
    <dl className="stats">
      {figures.map((figure) => (
        <div key={figure.label} className="stat">
          <dt>{figure.label}</dt>
          <dd>{figure.rate ? `${figure.current.toFixed(1)}%` : count(figure.current)}</dd>
          <dd className="stat__change">
            <ChangeMark mark={change(figure.current, figure.previous, figure.rate ? 'points' : 'percent')} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
