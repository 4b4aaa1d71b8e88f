// Every publish (who, when, what changed) with a one-click revert, and the audit trail of changes.
import { useActorLabel } from './use-actor-label';
import type { AuditRow, PublishRow } from '../../shared/site-facts-history';
import { AdminDocument } from './AdminDocument';

interface SiteFactsHistoryPageProps {
  businessName: string;
  operator: string;
  publishes: PublishRow[];
  audit: AuditRow[];
}

const manilaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function SiteFactsHistoryPage({ businessName, operator, publishes, audit }: SiteFactsHistoryPageProps) {
  const actorName = useActorLabel();
  const current = publishes[0]?.version;
  return (
    <AdminDocument title="Site facts history" businessName={businessName} operator={operator} current="site">
      <p>
        <a href="/admin/site">← Site facts</a>
      </p>
      <h1>History</h1>
      <section className="panel" aria-labelledby="publishes-title">
        <h2 id="publishes-title">Publishes</h2>
        {publishes.length === 0 ? (
          <p>Nothing published yet: the site shows the defaults in code.</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">When (Manila)</th>
                  <th scope="col">Who</th>
                  <th scope="col">What changed</th>
                  <th scope="col">
                    <span className="visually-hidden">Revert</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {publishes.map((publish) => (
                  <tr key={publish.version}>
                    <td>{publish.version}</td>
                    <td>{manilaTime(publish.published_at)}</td>
                    <td>{actorName(publish.operator)}</td>
                    <td>
                      {publish.reverted_to ? `Back to version ${publish.reverted_to}: ` : ''}
                      {publish.summary}
                    </td>
                    <td>
                      {publish.version === current ? (
                        'On the site'
                      ) : (
                        <form method="post" action={`/admin/site/revert/${publish.version}`}>
                          <button type="submit">Revert to version {publish.version}</button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="panel" aria-labelledby="audit-title">
        <h2 id="audit-title">Every change</h2>
        <p>
          One person’s changes, with everything else they did: <a href="/admin/audit">Audit</a>.
        </p>
        <ul>
          {audit.map((row) => (
            <li key={row.id}>
              {`${manilaTime(row.at)}, ${actorName(row.operator)}: ${row.action.replace('_', ' ')}${row.section ? ` (${row.section})` : ''}: ${row.detail}`}
            </li>
          ))}
        </ul>
      </section>
    </AdminDocument>
  );
}
