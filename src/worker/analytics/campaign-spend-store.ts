// The campaign spend the owner enters (migrations/0022_campaign_spend.sql); the overview reads
// it with the period's figures (analytics/period.ts).
import type { SpendEntryInput } from '../../shared/campaign-spend';

export interface SpendRecord {
  month: string;
  campaign: string;
  spend_centavos: number;
  updated_at: string;
  updated_by: string;
}

/** The list on the spend page: more months than an owner scrolls through. */
const listLimit = 500;

export async function listSpend(db: D1Database): Promise<SpendRecord[]> {
  const { results } = await db
    .prepare('SELECT month, campaign, spend_centavos, updated_at, updated_by FROM campaign_spend ORDER BY month DESC, campaign LIMIT ?')
    .bind(listLimit)
    .all<SpendRecord>();
  return results;
}

export const findSpend = (db: D1Database, month: string, campaign: string) =>
  db
    .prepare('SELECT month, campaign, spend_centavos, updated_at, updated_by FROM campaign_spend WHERE month = ? AND campaign = ?')
    .bind(month, campaign)
    .first<SpendRecord>();

/** A month's spend on a campaign; entering it again replaces it. */
export async function saveSpend(db: D1Database, entry: SpendEntryInput, operator: string, at: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO campaign_spend (month, campaign, spend_centavos, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (month, campaign) DO UPDATE SET spend_centavos = ?3, updated_at = ?4, updated_by = ?5`,
    )
    .bind(entry.month, entry.campaign, entry.spendCentavos, at, operator)
    .run();
}

export async function deleteSpend(db: D1Database, month: string, campaign: string): Promise<void> {
  await db.prepare('DELETE FROM campaign_spend WHERE month = ? AND campaign = ?').bind(month, campaign).run();
}

/**
 * The campaign names seen since a Manila day (YYYY-MM-DD): on leads, on visits (a campaign whose
 * link brought no lead yet costs money too) and on spend already entered; the form offers them.
 */
export async function recentCampaigns(db: D1Database, since: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT campaign FROM (
         SELECT lower(trim(campaign)) AS campaign FROM leads WHERE created_at >= ?1 AND trim(campaign) <> ''
         UNION SELECT lower(trim(campaign)) FROM analytics_daily_campaigns WHERE day >= ?2 AND trim(campaign) <> ''
         UNION SELECT campaign FROM campaign_spend WHERE month >= ?3
       ) ORDER BY campaign LIMIT 100`,
    )
    .bind(`${since}T00:00:00.000Z`, since, since.slice(0, 7))
    .all<{ campaign: string }>();
  return results.map((row) => row.campaign);
}
