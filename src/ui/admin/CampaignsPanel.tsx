// Campaigns (utm_source / utm_medium / utm_campaign) with their visits, leads and conversion rate.
// On a phone the table scrolls inside its own box, never the page.
import type { CampaignRow } from '../../shared/admin-overview';
import { count, percent } from './figures';

export function CampaignsPanel({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <section className="panel" aria-labelledby="campaigns-heading">
      <h2 id="campaigns-heading">Campaigns</h2>
      {campaigns.length === 0 ? (
        <p className="muted">No visits from tagged links (utm_source) in this period.</p>
      ) : (
        // A scrolling region must take focus so a keyboard can scroll it.
        <div className="scroll-box" role="region" aria-labelledby="campaigns-heading" tabIndex={0}>
          <table className="flags campaigns">
            <caption className="muted">Sessions and quote requests per tagged link (its latest utm_source, utm_medium and utm_campaign).</caption>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Medium</th>
                <th scope="col">Campaign</th>
                <th scope="col">Visits</th>
                <th scope="col">Leads</th>
                <th scope="col">Conversion rate</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((row) => (
                <tr key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`}>
                  <th scope="row">{row.source}</th>
                  <td>{row.medium || '–'}</td>
                  <td>{row.campaign || '–'}</td>
                  <td>{count(row.visits)}</td>
                  <td>{count(row.leads)}</td>
                  <td>{`${percent(row.leads, row.visits).toFixed(1)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
