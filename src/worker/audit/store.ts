// SQL for the audit of who did what: every row that names the person who did something, from the
// tables that keep it (docs/decisions/028-one-audit-of-who-did-what.md), newest first.
import type { DashboardAction } from '../action-records/dashboard-actions';
import type { JobEventKind } from '../jobs/job-events';

/** What was done; the view words each one. */
type AuditAction =
  | 'status'
  | 'note'
  | 'reply'
  | 'call'
  | 'quotation-sent'
  | 'quotation-voided'
  | 'lead-added'
  | 'email-hidden'
  | 'erased'
  | 'site-draft_saved'
  | 'site-published'
  | 'site-reverted'
  | 'site-photo_stored'
  | 'invited'
  | 'role-changed'
  | 'sessions-ended'
  | 'removed'
  | 'password-changed'
  | 'invitation-withdrawn'
  | 'passkey-added'
  | 'passkey-removed'
  | 'chat-reply'
  | 'payment-paid'
  | 'payment-rejected'
  | `job-${JobEventKind}`
  | DashboardAction;

export interface AuditRow {
  at: string;
  actor: string;
  action: AuditAction;
  /** The lead it was done on, and when that lead came (its reference's year); null when erased or not about a lead. */
  lead_id: number | null;
  lead_created_at: string | null;
  detail: string;
  extra: string;
}

/**
 * One row per action, each table's who, when and what under the same names. A reply that carried
 * a quotation is its 'quotation-sent' row; customers' answers on quotations and the website's own
 * reminders are not a person's doing.
 */
const actionsByTable = [
  "SELECT created_at AS at, actor, 'status' AS action, lead_id, from_status AS detail, to_status AS extra FROM lead_events",
  "SELECT created_at, author, 'note', lead_id, '', '' FROM lead_notes",
  `SELECT created_at, sender, 'reply', lead_id, subject, '' FROM lead_messages
     WHERE direction = 'out' AND id NOT IN (SELECT lead_message_id FROM quotation_versions WHERE lead_message_id IS NOT NULL)`,
  "SELECT created_at, operator, 'call', lead_id, CASE kind WHEN 'call' THEN direction ELSE kind END, outcome FROM lead_calls",
  "SELECT created_at, actor, 'quotation-' || kind, lead_id, detail, '' FROM quotation_events WHERE kind IN ('sent', 'voided')",
  "SELECT created_at, added_by, 'lead-added', id, source, '' FROM leads WHERE added_by IS NOT NULL",
  "SELECT hidden_at, hidden_by, 'email-hidden', lead_id, '', '' FROM inbound_messages WHERE hidden_by IS NOT NULL",
  "SELECT erased_at, erased_by, 'erased', NULL, reference, reason FROM lead_erasures",
  "SELECT at, operator, 'site-' || action, NULL, COALESCE(section, ''), detail FROM site_fact_audit",
  "SELECT created_at, created_by, 'invited', NULL, email, role FROM account_invitations",
  'SELECT at, actor, action, NULL, subject, detail FROM team_events',
  'SELECT at, actor, action, lead_id, reference, detail FROM dashboard_actions',
  "SELECT at, actor, 'passkey-' || action, NULL, subject, passkey_name FROM passkey_events",
  "SELECT created_at, sender, 'chat-reply', lead_id, channel, text FROM chat_messages WHERE direction = 'out'",
  // A proof confirmed or rejected, a payment recorded by hand; PayMongo's own confirmations are no person's doing.
  `SELECT decided_at, decided_by, 'payment-' || status, lead_id, amount_centavos, channel FROM quotation_payments
     WHERE decided_by IS NOT NULL AND decided_by <> 'PayMongo'`,
  // What an operator did on a job (src/worker/jobs); the customer's and the website's own are no person's doing.
  "SELECT created_at, actor, 'job-' || kind, lead_id, detail, '' FROM job_events WHERE actor NOT IN ('customer', 'system')",
];

/** D1 refuses a compound SELECT of more than five terms: the tables go four to a subquery (room for 20). */
const perGroup = 4;
const everyAction = Array.from(
  { length: Math.ceil(actionsByTable.length / perGroup) },
  (_, group) => `SELECT * FROM (${actionsByTable.slice(group * perGroup, group * perGroup + perGroup).join(' UNION ALL ')})`,
).join(' UNION ALL ');

/** A page of the audit, of one person when `by` names them (their email, or 'operator' for rows from before accounts). */
export async function auditRows(db: D1Database, by: string | null, offset: number, limit: number): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT done.*, leads.created_at AS lead_created_at FROM (${everyAction}) AS done
       LEFT JOIN leads ON leads.id = done.lead_id
       WHERE ?1 IS NULL OR done.actor = ?1 ORDER BY done.at DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(by, limit, offset)
    .all<AuditRow>();
  return results;
}

/** The people the audit's filter offers: everyone with an account, and those removed since (named as they were). */
export async function auditPeople(db: D1Database): Promise<{ email: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT email, CASE name WHEN '' THEN email ELSE name END AS name FROM accounts
       UNION SELECT subject, detail || ' (removed)' FROM team_events WHERE action = 'removed' AND subject NOT IN (SELECT email FROM accounts)
       ORDER BY 2 COLLATE NOCASE`,
    )
    .all<{ email: string; name: string }>();
  return results;
}
