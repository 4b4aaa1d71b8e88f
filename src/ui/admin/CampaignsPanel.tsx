// Campaigns (a link's utm_campaign, with its utm_source and utm_medium) with their visits, leads and
// leads per visit, in the owner's words. The three tags share one cell so the numbers fit a phone;
// a longer tag scrolls the table in its own box, never the page.
import type { CampaignRow } from '../../shared/admin-overview';
import { count, percent } from './figures';

export function CampaignsPanel({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <section className="panel">
      <h2>Campaigns</h2>
      {campaigns.length === 0 ? (
        <p className="muted">No visits from your campaign links in this period.</p>
      ) : (
        // A scrolling region must take focus so a keyboard can scroll it.
        <div className="scroll-box" role="region" aria-labelledby="campaigns-caption" tabIndex={0}>
          <table className="flags campaigns">
            <caption id="campaigns-caption" className="visually-hidden">
              Campaigns: each campaign link's name, where it was posted and how, with its visits, leads and leads per visit
            </caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Visits</th>
                <th scope="col">Leads</th>
                <th scope="col">Leads per visit</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((row) => (
                <tr key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`}>
                  <th scope="row">
                    <span>{row.campaign || 'no campaign name'}</span>
                    <span className="muted">{row.medium ? `${row.source}, ${row.medium}` : row.source}</span>
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
        Visits that began from a link you tagged for a campaign (an ad, a post, a newsletter), under the campaign's name with where it was
        posted, and the quote requests whose latest visit came from one. Other visits (search, typed in, other websites) are under How
        people found you and Websites that sent visitors.
      </p>
    </section>
  );
}
