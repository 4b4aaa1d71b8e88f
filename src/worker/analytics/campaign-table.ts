// The overview's ranked campaign table: one row per campaign name, the places its links were posted
// gathered under it (spend is entered per name), with what its leads brought and the period's share
// of its spend; the campaigns that brought the most money first.
import type { CampaignSpendRow, CampaignTableRow } from '../../shared/admin-overview';
import { groupLeads, leadRevenue, type RevenueLead } from './lead-revenue';

interface Place {
  source: string;
  medium: string;
  campaign: string;
}

/** A name is one row; links tagged with a medium but no name stay apart per place. */
const rowKey = (place: Place) => (place.campaign !== '' ? place.campaign : JSON.stringify(['', place.source, place.medium]));
const placeKey = (place: Place) => JSON.stringify([place.source, place.medium, place.campaign]);

/** The most money first: won, then collected, then quoted, then the most leads and visits. */
const byMoney = (a: CampaignTableRow, b: CampaignTableRow) =>
  b.wonCentavos - a.wonCentavos ||
  b.collectedCentavos - a.collectedCentavos ||
  b.quotedCentavos - a.quotedCentavos ||
  b.leads - a.leads ||
  b.visits - a.visits ||
  a.campaign.localeCompare(b.campaign);

/**
 * `places` are the tagged places with their visits (every place a tagged lead came from among
 * them), `leads` the period's tagged leads. The first `limit` rows are kept, and every campaign
 * with spend: money spent that brought nothing must stay in view.
 */
export function campaignTable(
  places: readonly (Place & { visits: number })[],
  leads: readonly RevenueLead[],
  spend: readonly CampaignSpendRow[],
  limit: number,
): CampaignTableRow[] {
  const leadsByRow = groupLeads(leads, rowKey);
  const leadsByPlace = groupLeads(leads, placeKey);
  const spendByName = new Map(spend.map((row) => [row.campaign, row]));
  const rows = new Map<string, { campaign: string; places: CampaignTableRow['places'] }>();
  const row = (key: string, campaign: string) => rows.get(key) ?? rows.set(key, { campaign, places: [] }).get(key)!;
  for (const place of places) {
    row(rowKey(place), place.campaign).places.push({
      source: place.source,
      medium: place.medium,
      visits: place.visits,
      leads: leadsByPlace.get(placeKey(place))?.length ?? 0,
    });
  }
  for (const name of spendByName.keys()) row(name, name);
  return [...rows]
    .map(([key, { campaign, places: posted }]): CampaignTableRow => ({
      campaign,
      ...leadRevenue(leadsByRow.get(key) ?? []),
      places: posted.sort(
        (a, b) => b.leads - a.leads || b.visits - a.visits || placeKey({ ...a, campaign }).localeCompare(placeKey({ ...b, campaign })),
      ),
      visits: posted.reduce((sum, place) => sum + place.visits, 0),
      spend: (campaign !== '' && spendByName.get(campaign)) || null,
    }))
    .sort(byMoney)
    .filter((entry, rank) => rank < limit || entry.spend !== null);
}
