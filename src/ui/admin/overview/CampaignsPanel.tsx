// Campaigns (a link's utm_campaign) as one ranked table: a row per campaign with where its links were
// posted, its visits, what its leads brought and what it cost, the most money first. Ten columns
// outgrow a phone: the table scrolls in its own box, the campaign's name kept in view.
import type { CampaignSpendRow, CampaignTableRow } from '../../../shared/admin-overview';
import { formatPesos } from '../../../shared/quotation-money';
import { monthInWords } from '../../../shared/business-time';
import { leadCount, pesosPerPeso, winRateText } from '../../../shared/revenue-words';
import { sourceInWords } from '../../../shared/source-words';
import { count, percent } from './figures';
import { adminPaths } from '../../../shared/admin-paths';

/**
 * Why the period shows part of a month's spend: "November 2026: ₱5,000.00 spread over its 30 days,
 * 29 of them in this period (₱4,833.33)". A month wholly in the period says only its spend.
 */
function spendShareWords({ month, spendCentavos, days, daysInPeriod, shareCentavos }: CampaignSpendRow['months'][number]) {
  const entered = `${monthInWords(month)}: ${formatPesos(spendCentavos)}`;
  if (daysInPeriod === days) return entered;
  return `${entered} spread over its ${days} days, ${daysInPeriod} of them in this period (${formatPesos(shareCentavos)})`;
}

const isSpread = (spend: CampaignSpendRow) => spend.months.some((month) => month.daysInPeriod !== month.days);

const columns = ['Visits', 'Leads', 'Quoted', 'Won', 'Win rate', 'Collected', 'Spend', 'Cost per lead', 'Won per ₱1 spent'] as const;

/** A figure with a smaller note under it ("2 leads"), as the cards wrote them. */
function Cell({ value, note }: { value: string; note?: string | undefined }) {
  return (
    <td>
      {value}
      {note && <span className="muted">{note}</span>}
    </td>
  );
}

function CampaignName({ row, rank }: { row: CampaignTableRow; rank: number }) {
  const places = row.places.map((place) => sourceInWords(place.source, place.medium));
  return (
    <th scope="row">
      {`${rank}. `}
      {row.campaign ? <a href={`${adminPaths.leads}?campaign=${encodeURIComponent(row.campaign)}`}>{row.campaign}</a> : 'no campaign name'}
      {places.length > 0 && (
        <span className="muted">
          {row.places.length === 1 ? places[0] : row.places.map((place, i) => `${places[i]}: ${leadCount(place.leads)}`).join(' · ')}
        </span>
      )}
    </th>
  );
}

function CampaignTableRowCells({ row, rank }: { row: CampaignTableRow; rank: number }) {
  const spend = row.spend;
  return (
    <tr>
      <CampaignName row={row} rank={rank} />
      <Cell value={count(row.visits)} />
      <Cell
        value={count(row.leads)}
        note={row.leads > 0 && row.visits > 0 ? `${percent(row.leads, row.visits).toFixed(1)}% of visits` : undefined}
      />
      <Cell value={formatPesos(row.quotedCentavos)} note={leadCount(row.quotedLeads)} />
      <Cell value={formatPesos(row.wonCentavos)} note={leadCount(row.wonLeads)} />
      <Cell value={winRateText(row.winRate)} />
      <Cell value={formatPesos(row.collectedCentavos)} />
      {spend ? (
        <>
          <Cell value={formatPesos(spend.spendCentavos)} note={isSpread(spend) ? 'part of a month: see below' : undefined} />
          <Cell value={spend.costPerLeadCentavos === null ? 'no leads yet' : formatPesos(spend.costPerLeadCentavos)} />
          <Cell value={pesosPerPeso(spend.wonPerPeso)} />
        </>
      ) : (
        <>
          <Cell value="none entered" />
          <Cell value="–" />
          <Cell value="–" />
        </>
      )}
    </tr>
  );
}

export function CampaignsPanel({ campaignTable }: { campaignTable: CampaignTableRow[] }) {
  const withSpend = campaignTable.filter((row) => row.spend !== null);
  return (
    <section className="panel" id="campaigns" aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">Campaigns</h2>
      {campaignTable.length === 0 ? (
        <p className="muted">No visits, leads or spend from your campaign links in this period.</p>
      ) : (
        <div className="scroll-box" role="region" aria-label="Campaigns, ranked by money won, table" tabIndex={0}>
          <table className="campaign-table" id="campaign-table">
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {campaignTable.map((row, i) => (
                <CampaignTableRowCells key={row.campaign || JSON.stringify(row.places[0])} row={row} rank={i + 1} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        The most money first: won, then collected, then quoted. Visits that began from a link you tagged for a campaign (an ad, a post, a
        newsletter) and the quote requests whose latest visit came from one; a campaign posted in several places shows each place's leads
        under its name, and its name opens its leads. Other visits (search, typed in, other websites) are under How people found you and
        Websites that sent visitors.
      </p>
      {withSpend.length > 0 && (
        <>
          <h3>Spend entered</h3>
          <ul className="spend-notes" id="campaign-spend-notes">
            {withSpend.map(({ spend }) => (
              <li key={spend!.campaign}>
                <strong>{spend!.campaign}</strong>
                {`: ${spend!.months.map(spendShareWords).join('; ')}. Cost per ₱1 collected: ${
                  spend!.costPerPesoCollected === null ? 'nothing collected yet' : `₱${spend!.costPerPesoCollected.toFixed(2)}`
                }.`}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        A month's spend is spread evenly over its days: this period counts the days it covers. Cost per lead and won per ₱1 count every lead
        of the campaign's name, wherever its link was posted.
      </p>
      <p>
        <a href={adminPaths.campaignSpend}>Enter or remove a month's spend for a campaign</a>
      </p>
    </section>
  );
}
