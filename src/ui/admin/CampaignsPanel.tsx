// Campaigns (a link's utm_campaign, with where it was posted in words): their visits, leads and what
// the leads brought, one card each, so a phone never scrolls sideways; then the campaigns the owner
// entered spend for, with the cost per lead and the pesos won per peso spent.
import type { CampaignRow, CampaignSpendRow } from '../../shared/admin-overview';
import { campaignSpendPath } from '../../shared/campaign-spend';
import { formatPesos } from '../../shared/quotation-money';
import { monthInWords, pesosPerPeso } from '../../shared/revenue-words';
import { count, percent } from './figures';
import { FigureList, RevenueFigures, type Figure } from './RevenueFigures';
import { sourceInWords } from '../../shared/source-words';

/**
 * Why the period shows part of a month's spend: "November 2026: ₱5,000.00 spread over its 30 days,
 * 29 of them in this period (₱4,833.33)". A month wholly in the period says only its spend.
 */
function spendShareWords({ month, spendCentavos, days, daysInPeriod, shareCentavos }: CampaignSpendRow['months'][number]) {
  const entered = `${monthInWords(month)}: ${formatPesos(spendCentavos)}`;
  if (daysInPeriod === days) return entered;
  return `${entered} spread over its ${days} days, ${daysInPeriod} of them in this period (${formatPesos(shareCentavos)})`;
}

function SpendCard({ row }: { row: CampaignSpendRow }) {
  const figures: Figure[] = [
    {
      label: 'Spend in this period',
      value: formatPesos(row.spendCentavos),
      note: row.months.map(spendShareWords).join('; '),
    },
    { label: 'Leads', value: count(row.leads) },
    { label: 'Cost per lead', value: row.costPerLeadCentavos === null ? 'no leads yet' : formatPesos(row.costPerLeadCentavos) },
    { label: 'Won', value: formatPesos(row.wonCentavos) },
    { label: 'Return', value: pesosPerPeso(row.wonPerPeso), note: 'won per ₱1 spent' },
    { label: 'Collected', value: formatPesos(row.collectedCentavos) },
    {
      label: 'Cost per ₱1 collected',
      value: row.costPerPesoCollected === null ? 'nothing collected yet' : `₱${row.costPerPesoCollected.toFixed(2)}`,
    },
  ];
  return (
    <li className="revenue-card">
      <h4>{row.campaign}</h4>
      <FigureList figures={figures} />
    </li>
  );
}

export function CampaignsPanel({ campaigns, campaignSpend }: { campaigns: CampaignRow[]; campaignSpend: CampaignSpendRow[] }) {
  return (
    <section className="panel" id="campaigns" aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">Campaigns</h2>
      {campaigns.length === 0 ? (
        <p className="muted">No visits or leads from your campaign links in this period.</p>
      ) : (
        <ol className="revenue-list revenue-list--wide" id="campaign-list">
          {campaigns.map((row) => (
            <li key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`} className="revenue-card">
              <h3>
                <span>{row.campaign || 'no campaign name'}</span>
                <span className="muted">{sourceInWords(row.source, row.medium)}</span>
              </h3>
              <RevenueFigures
                revenue={row}
                before={[
                  { label: 'Visits', value: count(row.visits) },
                  { label: 'Leads per visit', value: `${percent(row.leads, row.visits).toFixed(1)}%` },
                ]}
              />
            </li>
          ))}
        </ol>
      )}
      <p className="muted">
        Visits that began from a link you tagged for a campaign (an ad, a post, a newsletter), under the campaign's name with where it was
        posted, and the quote requests whose latest visit came from one. Most leads first, then the most won. Other visits (search, typed
        in, other websites) are under How people found you and Websites that sent visitors.
      </p>
      <h3>Spend</h3>
      {campaignSpend.length === 0 ? (
        <p className="muted">No spend entered for the months of this period.</p>
      ) : (
        <ol className="revenue-list revenue-list--wide" id="campaign-spend">
          {campaignSpend.map((row) => (
            <SpendCard key={row.campaign} row={row} />
          ))}
        </ol>
      )}
      <p className="muted">
        A month's spend is spread evenly over its days: this period counts the days it covers. Cost per lead and the return count every lead
        of the campaign's name, wherever its link was posted.
      </p>
      <p>
        <a href={campaignSpendPath}>Enter or remove a month's spend for a campaign</a>
      </p>
    </section>
  );
}
