// The overview's first panel, what the owner opens the dashboard for: the leads to act on now.
import type { ActionItem } from '../../shared/admin-overview';

export function NeedsActionPanel({ items }: { items: ActionItem[] }) {
  return (
    <section className="panel needs-action" aria-labelledby="needs-action-heading">
      <h2 id="needs-action-heading">Needs action</h2>
      {items.length === 0 ? (
        <p className="muted">Nothing waits: every lead has been answered.</p>
      ) : (
        <ul className="needs-action__list">
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.reference}</a>
              {` ${item.name}`}
              <br />
              <span className="muted">{item.why}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
