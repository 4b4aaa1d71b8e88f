// The funnel for the period: sessions at each step, the share of the step before that went on, and
// the change from the previous period.
import type { FunnelRow } from '../../../shared/admin-overview';
import { funnelStepLabels } from '../../../shared/analytics-funnel';
import { ChangeMark } from './ChangeMark';
import { count, percent } from './figures';

/** Each step's sessions as a percentage of the step before (the first step has none). */
export function stepShares(steps: FunnelRow[]): (number | undefined)[] {
  return steps.map((row, index) => (index === 0 ? undefined : percent(row.sessions.value, steps[index - 1].sessions.value)));
}

export function FunnelPanel({ steps }: { steps: FunnelRow[] }) {
  const first = Math.max(1, steps[0]?.sessions.value ?? 0);
  const shares = stepShares(steps);
  return (
    <section className="panel">
      <h2>Funnel</h2>
      <table className="bar-list funnel">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Visits</th>
            <th scope="col">Of step before</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((row, index) => (
            <tr key={row.step}>
              <th scope="row">
                <svg className="bar-list__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect width={(row.sessions.value / first) * 100} height="1" />
                </svg>
                <span className="bar-list__label">{funnelStepLabels[row.step]}</span>
              </th>
              <td>
                {count(row.sessions.value)} <ChangeMark current={row.sessions.value} previous={row.sessions.previous} />
              </td>
              <td>{shares[index] === undefined ? '' : `${shares[index]!.toFixed(1)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">A visit counts at a step when it reached every step above it first.</p>
    </section>
  );
}
