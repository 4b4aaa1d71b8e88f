// A period's share of the campaign spend the owner entered per month (migrations/0022), beside the
// leads and won amounts of the campaign: each month's spend is spread evenly over its days.
import type { CampaignSpendRow } from '../../shared/admin-overview';
import { addDays, rangeLength, type DayRange } from './date-range';
import type { RevenueLead } from './lead-revenue';
import { groupLeads, leadRevenue } from './lead-revenue';

export interface SpendEntry {
  month: string;
  campaign: string;
  spend_centavos: number;
}

/** The calendar months a range touches, as 'YYYY-MM': the first and the last. */
export const monthsOf = (range: DayRange): [string, string] => [range.from.slice(0, 7), range.to.slice(0, 7)];

function monthRange(month: string): DayRange {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return { from: `${month}-01`, to: addDays(`${month}-01`, days - 1) };
}

/** How many days a month has, and how many of them the period covers. */
function monthDays(entry: SpendEntry, range: DayRange): { days: number; daysInPeriod: number } {
  const month = monthRange(entry.month);
  const from = month.from > range.from ? month.from : range.from;
  const to = month.to < range.to ? month.to : range.to;
  return { days: rangeLength(month), daysInPeriod: from > to ? 0 : rangeLength({ from, to }) };
}

/** The period's share of a month's spend, by the days of the month it covers, to the nearest centavo. */
function spendShare(entry: SpendEntry, range: DayRange): number {
  const { days, daysInPeriod } = monthDays(entry, range);
  return Math.round((entry.spend_centavos * daysInPeriod) / days);
}

/** One row per campaign with spend in the period's months, the largest spend first. */
export function campaignSpend(range: DayRange, entries: readonly SpendEntry[], leads: readonly RevenueLead[]): CampaignSpendRow[] {
  const byCampaign = groupLeads(
    leads.filter((lead) => lead.campaign !== ''),
    (lead) => lead.campaign,
  );
  const campaigns = new Map<string, SpendEntry[]>();
  for (const entry of entries) campaigns.set(entry.campaign, [...(campaigns.get(entry.campaign) ?? []), entry]);
  return [...campaigns]
    .map(([campaign, months]): CampaignSpendRow => {
      const spendCentavos = months.reduce((sum, entry) => sum + spendShare(entry, range), 0);
      const { leads: leadCount, wonCentavos, collectedCentavos } = leadRevenue(byCampaign.get(campaign) ?? []);
      return {
        campaign,
        months: months
          .map((entry) => ({
            month: entry.month,
            spendCentavos: entry.spend_centavos,
            ...monthDays(entry, range),
            shareCentavos: spendShare(entry, range),
          }))
          .sort((a, b) => a.month.localeCompare(b.month)),
        spendCentavos,
        leads: leadCount,
        wonCentavos,
        costPerLeadCentavos: leadCount > 0 ? Math.round(spendCentavos / leadCount) : null,
        wonPerPeso: spendCentavos > 0 ? wonCentavos / spendCentavos : 0,
        collectedCentavos,
        costPerPesoCollected: collectedCentavos > 0 ? spendCentavos / collectedCentavos : null,
      };
    })
    .sort((a, b) => b.spendCentavos - a.spendCentavos || a.campaign.localeCompare(b.campaign));
}
