import type { RankedItem } from '../../shared/admin-overview';

/** A ranked table with proportional bars, e.g. top pages or countries. */
export function BarList({ title, items, empty }: { title: string; items: RankedItem[]; empty: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
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
                <td>{item.value.toLocaleString('en-PH')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
