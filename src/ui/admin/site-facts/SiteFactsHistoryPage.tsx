// Every publish (who, when, what changed) with a one-click revert, and the audit trail of changes.
import { formatManilaTime } from '../../../shared/business-time';
import { useActorLabel } from '../use-actor-label';
import type { AuditRow, PublishRow } from '../../../shared/site-facts-history';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface SiteFactsHistoryPageProps {
  publishes: PublishRow[];
  audit: AuditRow[];
}

export function SiteFactsHistoryPage({ publishes, audit }: SiteFactsHistoryPageProps) {
  const actorName = useActorLabel();
  const current = publishes[0]?.version;
  return (
    <AdminDocument title="Site facts history" current="site">
      <p>
        <a href={adminPaths.site}>← Site facts</a>
      </p>
      <h1>History</h1>
      <section className="panel" aria-labelledby="publishes-title">
        <h2 id="publishes-title">Publishes</h2>
        {publishes.length === 0 ? (
          <p>Nothing published yet: the site shows the defaults in code.</p>
        ) : (
          // A card each, not a table: the summaries are sentences, and a phone has room for one column.
          <ol className="history-list">
            {publishes.map((publish) => (
              <li key={publish.version}>
                <h3>
                  Version {publish.version}
                  {publish.version === current && <span className="status status--accepted">On the site</span>}
                </h3>
                <p className="muted">
                  {formatManilaTime(publish.published_at)}, {actorName(publish.operator)}
                </p>
                <p>
                  {publish.reverted_to ? `Back to version ${publish.reverted_to}: ` : ''}
                  {publish.summary}
                </p>
                {publish.version !== current && (
                  <form method="post" action={adminPaths.siteRevert(publish.version)}>
                    <button type="submit">Revert to version {publish.version}</button>
                  </form>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="panel" aria-labelledby="audit-title">
        <h2 id="audit-title">Every change</h2>
        <p>
          One person’s changes, with everything else they did: <a href={adminPaths.audit}>Audit</a>.
        </p>
        <ul>
          {audit.map((row) => (
            <li key={row.id}>
              {`${formatManilaTime(row.at)}, ${actorName(row.operator)}: ${row.action.replace('_', ' ')}${row.section ? ` (${row.section})` : ''}: ${row.detail}`}
            </li>
          ))}
        </ul>
      </section>
    </AdminDocument>
  );
}
