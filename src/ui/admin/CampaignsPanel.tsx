// Campaigns (utm_source / utm_medium / utm_campaign) with their visits, leads and leads per visit.
// The three tags share one cell so the numbers fit a phone; a longer tag scrolls the table in its
// own box, never the page.
import type { CampaignRow } from '../../shared/admin-overview';
import { count, percent } from './figures';

export function CampaignsPanel({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <section className="panel">
      <h2>Campaigns</h2>
      {campaigns.length === 0 ? (
        <p className="muted">No visits from links tagged with utm_medium or utm_campaign in this period.</p>
      ) : (
        // A scrolling region must take focus so a keyboard can scroll it.
        <div className="scroll-box" role="region" aria-labelledby="campaigns-caption" tabIndex={0}>
          <table className="flags campaigns">
            <caption id="campaigns-caption" className="visually-hidden">
              Campaigns: source, medium and campaign of each tagged link, with its visits, leads and leads per visit
            </caption>
            <thead>
              <tr>
                <th scope="col">Source / medium / campaign</th>
                <th scope="col">Visits</th>
                <th scope="col">Leads</th>
                <th scope="col">Leads per visit</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((row) => (
                <tr key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`}>
                  <th scope="row">
                    <span>{row.source}</span>
                    <span className="muted">{`${row.medium || 'no medium'} / ${row.campaign || 'no campaign'}`}</span>
                  </th>
                  <td>{count(row.visits)}</td>
                  <td>{count(row.leads)}</td>
                  <td>{`${percent(row.leads, row.visits).toFixed(1)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        Sessions that began from a link tagged with utm_medium or utm_campaign, and the quote requests whose latest visit came from one.
        Untagged visits (search, direct, other sites) are under Channels and Referrers.
      </p>
    </section>
  );
}
