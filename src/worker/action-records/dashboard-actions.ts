// The dashboard actions that leave no row of their own (the contract hold, a follow-up done or
// moved, a download of personal data, a setting saved): one dashboard_actions row each, naming
// the person, so the audit lists them (src/worker/audit/store.ts) and the lead's timeline shows
// the contract hold.
import type { Context } from 'hono';
import { leadReference } from '../../shared/quote-request';

/** What was done; src/worker/audit/audit-log.tsx words each one for the owner. */
export type DashboardAction =
  | 'contract-held'
  | 'contract-released'
  | 'follow-up-done'
  | 'follow-up-moved'
  | 'account-renamed'
  | 'privacy-exported'
  | 'leads-csv'
  | 'quotations-csv'
  | 'quotation-draft-saved'
  | 'price-book-saved'
  | 'reply-template-saved'
  | 'weekly-report-set'
  | 'campaign-spend-added'
  | 'campaign-spend-removed'
  | 'invitation-accepted'
  | 'push-turned-on'
  | 'push-turned-off'
  | 'push-events-chosen'
  | 'push-tested'
  | 'job-stages-saved'
  | 'job-notice-sent-now'
  | 'certificate-uploaded'
  | 'certificate-deleted'
  | 'stock-certificate-set'
  | 'stock-certificate-cleared';

export interface DashboardActionRecord {
  actor: string;
  action: DashboardAction;
  /** The lead it was done to: its number, and the reference the row keeps readable after the lead's erasure. */
  lead?: { id: number; created_at: string };
  /** What else the owner needs to read it; never a customer's personal data. */
  detail?: string;
  at?: Date;
}

/**
 * The row's INSERT, for a D1 batch with the change it records. With `ifChanged`, it is written only
 * when the batch's statement before it changed a row (SQLite's changes()), so a post that changes
 * nothing (the same hold twice) records nothing.
 */
export function dashboardActionStatement(db: D1Database, record: DashboardActionRecord, ifChanged = false): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO dashboard_actions (at, actor, action, lead_id, reference, detail) SELECT ?, ?, ?, ?, ?, ?${ifChanged ? ' WHERE changes() > 0' : ''}`,
    )
    .bind(
      (record.at ?? new Date()).toISOString(),
      record.actor,
      record.action,
      record.lead?.id ?? null,
      record.lead ? leadReference(record.lead.id, record.lead.created_at) : '',
      record.detail ?? '',
    );
}

/** A CSV download's rows and the filter that chose them; a search's words may name a customer, so only that there was one. */
export function csvDownloadDetail(c: Context, rows: number): string {
  const filter = Object.entries(c.req.query()).map(([name, value]) => (name === 'q' ? 'a search' : `${name}=${value.slice(0, 40)}`));
  return `${rows === 1 ? '1 row' : `${rows} rows`}${filter.length ? `; ${filter.join(', ')}` : ''}`;
}

export async function recordDashboardAction(db: D1Database, record: DashboardActionRecord): Promise<void> {
  await dashboardActionStatement(db, record).run();
}

export interface ContractHoldChange {
  at: string;
  actor: string;
  held: boolean;
}

/** Who marked the lead as part of a contract, or released it, and when; oldest first. */
export async function contractHoldChanges(db: D1Database, leadId: number): Promise<ContractHoldChange[]> {
  const { results } = await db
    .prepare(
      "SELECT at, actor, action FROM dashboard_actions WHERE lead_id = ? AND action IN ('contract-held', 'contract-released') ORDER BY id",
    )
    .bind(leadId)
    .all<{ at: string; actor: string; action: DashboardAction }>();
  return results.map((row) => ({ at: row.at, actor: row.actor, held: row.action === 'contract-held' }));
}
