// The funnel for the period: sessions at each step, and the share of the step before that went on.
import { count, percent } from './figures';

export interface FunnelStepCount {
  label: string;
  sessions: number;
}

/** Each step with the percentage of the step before it that reached it (the first has none). */
export function funnelRows(steps: FunnelStepCount[]) {
  return steps.map((step, index) => ({ ...step, fromPrevious: index === 0 ? undefined : percent(step.sessions, steps[index - 1].sessions) }));
}

export function FunnelPanel({ steps }: { steps: FunnelStepCount[] }) {
  const first = Math.max(1, steps[0]?.sessions ?? 0);
  return (
    <section className="panel">
      <h2>Funnel</h2>
      <table className="bar-list funnel">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Sessions</th>
            <th scope="col">Of the step before</th>
          </tr>
        </thead>
        <tbody>
          {funnelRows(steps).map((step) => (
            <tr key={step.label}>
              <th scope="row">
                <svg className="bar-list__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect width={(step.sessions / first) * 100} height="1" />
                </svg>
                <span className="bar-list__label">{step.label}</span>
              </th>
              <td>{count(step.sessions)}</td>
              <td>{step.fromPrevious === undefined ? '' : `${step.fromPrevious.toFixed(1)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">A session counts at a step when it reached every step above it first.</p>
    </section>
  );
}
