import type { RankedItem } from '../../../shared/admin-overview';
import { ChangeMark } from './ChangeMark';
import { count } from './figures';

/**
 * A ranked table with proportional bars, e.g. top pages or countries; with the change from the
 * previous period where that period's list has the row.
 */
export function BarList({ title, items, empty }: { title: string; items: RankedItem[]; empty: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  const compared = items.some((item) => item.previous !== undefined);
  return (
    <section className="panel">
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="bar-list">
          <tbody>
            {items.map((item) => (
              <tr key={item.label}>
                <th scope="row">
                  {/* An SVG attribute, not a style attribute: the dashboard's CSP allows no inline styles. */}
                  <svg className="bar-list__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect width={(item.value / max) * 100} height="1" />
                  </svg>
                  <span className="bar-list__label">{item.label}</span>
                </th>
                <td>{count(item.value)}</td>
                {compared && (
                  <td className="bar-list__change">
                    {item.previous !== undefined && <ChangeMark current={item.value} previous={item.previous} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
