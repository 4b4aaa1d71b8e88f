// A period's share of monthly campaign spend: each month spread over its own days, a range across
// two months taking its days of each, leads counted by campaign name whatever the source.
import { describe, expect, it } from 'vitest';
import { campaignSpend } from '../../src/worker/analytics/campaign-spend';
import type { RevenueLead } from '../../src/worker/analytics/lead-revenue';

const lead = (campaign: string, source: string, wonCentavos: number | null = null): RevenueLead => ({
  source,
  medium: 'social',
  // Half of each won order collected so far.
  paid_centavos: (wonCentavos ?? 0) / 2,
  campaign,
  created_at: '2026-10-30T00:00:00.000Z',
  won: wonCentavos === null ? 0 : 1,
  won_centavos: wonCentavos,
  quoted_centavos: wonCentavos,
  first_sent_at: null,
});

describe('campaignSpend', () => {
  const entries = [
    { month: '2026-10', campaign: 'promo', spend_centavos: 3_100_000 },
    { month: '2026-11', campaign: 'promo', spend_centavos: 3_000_000 },
    { month: '2026-11', campaign: 'quiet', spend_centavos: 1 },
  ];

  it("takes 7 of October's 31 days and 7 of November's 30, and counts the campaign's leads from every source", () => {
    const [promo, quiet] = campaignSpend({ from: '2026-10-25', to: '2026-11-07' }, entries, [
      lead('promo', 'facebook', 2_800_000),
      lead('promo', 'instagram'),
      lead('other', 'facebook', 9_900_000),
    ]);
    expect(promo).toEqual({
      campaign: 'promo',
      months: [
        { month: '2026-10', spendCentavos: 3_100_000, days: 31, daysInPeriod: 7, shareCentavos: 700_000 },
        { month: '2026-11', spendCentavos: 3_000_000, days: 30, daysInPeriod: 7, shareCentavos: 700_000 },
      ],
      spendCentavos: 1_400_000,
      leads: 2,
      wonCentavos: 2_800_000,
      costPerLeadCentavos: 700_000,
      wonPerPeso: 2,
      // ₱14,000 collected of the ₱28,000 won, against ₱14,000 spent: ₱1 spent per ₱1 collected.
      collectedCentavos: 1_400_000,
      costPerPesoCollected: 1,
    });
    // 7/30 of one centavo rounds to none; without leads there is no cost per lead.
    expect(quiet).toMatchObject({
      campaign: 'quiet',
      spendCentavos: 0,
      leads: 0,
      costPerLeadCentavos: null,
      wonPerPeso: 0,
      costPerPesoCollected: null,
    });
  });

  it('gives a whole month its whole spend', () => {
    const [promo] = campaignSpend({ from: '2026-11-01', to: '2026-11-30' }, entries.slice(1, 2), []);
    expect(promo).toMatchObject({ spendCentavos: 3_000_000, costPerLeadCentavos: null });
  });
});
