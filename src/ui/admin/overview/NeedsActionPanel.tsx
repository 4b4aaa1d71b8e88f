// The overview's first panel, what the owner opens the dashboard for: the leads to act on now.
import type { ActionItem } from '../../../shared/admin-overview';

export function NeedsActionPanel({ items }: { items: ActionItem[] }) {
  return (
    <section className="panel needs-action" aria-labelledby="needs-action-heading">
      <h2 id="needs-action-heading">Needs action</h2>
      {items.length === 0 ? (
        <p className="muted">Nothing waits: every lead has been answered.</p>
      ) : (
        <ul className="needs-action__list">
          {items.map((item) => (
            <li key={item.href} className={item.flagged ? 'needs-action__flagged' : undefined}>
              <a href={item.href}>{item.reference}</a>
              {` ${item.name}`}
              <br />
              {item.flagged ? <strong className="flag">{item.why}</strong> : <span className="muted">{item.why}</span>}
              {item.newSince && (
                <>
                  <br />
                  <span className="needs-action__new">{item.newSince}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
