// A figure's change from the previous period: an arrow and words as well as colour (never colour
// alone), and for screen readers the direction with the previous figure.
import { change } from './figures';

export function ChangeMark({ current, previous, rate }: { current: number; previous: number; rate?: boolean }) {
  const mark = change(current, previous, rate ? 'points' : 'percent');
  return (
    <span className={`change change--${mark.direction}`}>
      <span aria-hidden="true">{mark.text}</span>
      <span className="visually-hidden">{mark.label}</span>
    </span>
  );
}
