// Erasing a lead for good (on the person's request, or past the retention period): its files in
// R2 first, then every row about it and the lead itself in one D1 batch, with an audit row that
// keeps only the reference, when, who and why. If R2 fails nothing in D1 changes, so a retry
// finds the lead and erases it; if D1 fails after R2, the retry finds no files left to delete.
import { leadReference } from '../../shared/quote-request';
import { leadRetentionCutoff, leadRetentionYears } from '../../shared/retention';
import type { WorkerEnv } from '../app-env';

/** Rows of one lead's drawings: those it claimed, and any left unclaimed by the same form. */
const leadUploads = 'lead_id = ?1 OR draft_id = (SELECT idempotency_key FROM leads WHERE id = ?1)';

/**
 * Every table holding rows about one lead, children before their parents (D1 enforces foreign
 * keys): erasure deletes from each, and the person's export
 * (src/worker/leads/personal-data-export.ts) reads each under its title. A table added for leads
 * goes here; test/worker/privacy.test.ts reads the schema and fails for a table that refers to a
 * lead and is missing.
 */
export const perLeadTables: readonly { table: string; title: string; rowsOfLead: string }[] = [
  {
    table: 'job_line_certificates',
    title: 'Mill certificates named on the lines of your order',
    rowsOfLead: 'job_line_id IN (SELECT l.id FROM job_lines l JOIN jobs j ON j.id = l.job_id WHERE j.lead_id = ?1)',
  },
  {
    table: 'job_delivery_lines',
    title: 'What each delivery of your order carried',
    rowsOfLead: 'delivery_id IN (SELECT id FROM job_deliveries WHERE lead_id = ?1)',
  },
  { table: 'job_deliveries', title: 'Deliveries of your order', rowsOfLead: 'lead_id = ?1' },
  { table: 'job_drawings', title: 'Shop drawings of your order, and your answers', rowsOfLead: 'lead_id = ?1' },
  { table: 'job_notices', title: 'Notices we sent you about your order', rowsOfLead: 'lead_id = ?1' },
  { table: 'job_order_links', title: 'Links to your order page', rowsOfLead: 'job_id IN (SELECT id FROM jobs WHERE lead_id = ?1)' },
  { table: 'job_photos', title: 'Progress photos of your order', rowsOfLead: 'lead_id = ?1' },
  { table: 'job_events', title: 'What happened to your order', rowsOfLead: 'lead_id = ?1' },
  { table: 'job_lines', title: 'The lines of your order', rowsOfLead: 'job_id IN (SELECT id FROM jobs WHERE lead_id = ?1)' },
  { table: 'jobs', title: 'Your orders (our jobs)', rowsOfLead: 'lead_id = ?1' },
  { table: 'quotation_events', title: 'What happened to our quotations', rowsOfLead: 'lead_id = ?1' },
  { table: 'quotation_payments', title: 'Your payments on our quotations', rowsOfLead: 'lead_id = ?1' },
  { table: 'quotation_versions', title: 'Quotations we sent you, and your answers', rowsOfLead: 'lead_id = ?1' },
  { table: 'quotations', title: 'Quotation drafts', rowsOfLead: 'lead_id = ?1' },
  {
    table: 'email_events',
    title: 'Delivery events of emails to you',
    rowsOfLead: 'delivery_id IN (SELECT id FROM email_deliveries WHERE lead_id = ?1)',
  },
  {
    table: 'lead_message_attachments',
    title: 'Files attached to our replies',
    rowsOfLead: 'message_id IN (SELECT id FROM lead_messages WHERE lead_id = ?1)',
  },
  { table: 'lead_messages', title: 'Replies we sent you', rowsOfLead: 'lead_id = ?1' },
  {
    table: 'inbound_attachments',
    title: 'Files in emails you sent us',
    rowsOfLead: 'message_id IN (SELECT id FROM inbound_messages WHERE lead_id = ?1)',
  },
  { table: 'inbound_messages', title: 'Emails you sent us', rowsOfLead: 'lead_id = ?1' },
  { table: 'inbound_overflow', title: 'Emails you sent us that were forwarded but not stored (daily limit)', rowsOfLead: 'lead_id = ?1' },
  { table: 'lead_events', title: 'Status changes', rowsOfLead: 'lead_id = ?1' },
  {
    table: 'chat_attachments',
    title: 'Photos and files you sent us on Messenger or WhatsApp',
    rowsOfLead: 'message_id IN (SELECT id FROM chat_messages WHERE lead_id = ?1)',
  },
  { table: 'chat_messages', title: 'Messenger and WhatsApp messages with you', rowsOfLead: 'lead_id = ?1' },
  {
    table: 'push_deliveries',
    title: 'Notifications to our staff’s phones about your request',
    rowsOfLead: 'alert_id IN (SELECT id FROM lead_alerts WHERE lead_id = ?1)',
  },
  { table: 'lead_alerts', title: 'Alerts to our staff about your request', rowsOfLead: 'lead_id = ?1' },
  { table: 'quote_lines', title: 'Quote list lines', rowsOfLead: 'lead_id = ?1' },
  { table: 'email_deliveries', title: 'Emails about your request', rowsOfLead: 'lead_id = ?1' },
  { table: 'lead_notes', title: 'Our notes', rowsOfLead: 'lead_id = ?1' },
  { table: 'lead_calls', title: 'Calls with you we noted', rowsOfLead: 'lead_id = ?1' },
  { table: 'dev_outbox', title: 'Emails kept by a test copy of the site', rowsOfLead: 'lead_id = ?1' },
  { table: 'unforwarded_mail', title: 'Emails kept because forwarding them failed', rowsOfLead: 'lead_id = ?1' },
  { table: 'uploads', title: 'Drawings you sent', rowsOfLead: leadUploads },
  { table: 'lead_looks', title: 'When our staff last opened your request', rowsOfLead: 'lead_id = ?1' },
];

/**
 * Every R2 object of one lead: its drawings, the files of replies sent, the attachments of mail
 * received, raw mail kept, quotation PDFs, purchase orders and proofs of payment (a PDF is also a reply's file: UNION keeps each key once).
 */
const leadFiles = [
  'SELECT r2_key FROM unforwarded_mail WHERE lead_id = ?1',
  `SELECT r2_key FROM uploads WHERE ${leadUploads}`,
  'SELECT a.r2_key FROM lead_message_attachments a JOIN lead_messages m ON m.id = a.message_id WHERE m.lead_id = ?1',
  'SELECT a.r2_key FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id WHERE m.lead_id = ?1 AND a.r2_key IS NOT NULL',
  // One row per version with both keys: D1 caps how many SELECTs a compound query may join.
  `SELECT value AS r2_key FROM quotation_versions, json_each(json_array(pdf_r2_key, po_r2_key)) WHERE lead_id = ?1 AND value IS NOT NULL`,
].join(' UNION ');
/** The files sent on Messenger or WhatsApp: a query of its own, as leadFiles is at D1's limit of compound SELECTs. */
const chatFiles =
  'SELECT a.r2_key FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id WHERE m.lead_id = ?1 AND a.r2_key IS NOT NULL';

/** Proofs of payment, the job's progress photos and its delivery photos, asked apart: D1 refuses a compound SELECT of more terms than the query above has. */
const leadProofs =
  'SELECT proof_r2_key AS r2_key FROM quotation_payments WHERE lead_id = ?1 AND proof_r2_key IS NOT NULL UNION SELECT r2_key FROM job_photos WHERE lead_id = ?1' +
  ' UNION SELECT photo_r2_key FROM job_deliveries WHERE lead_id = ?1 AND photo_r2_key IS NOT NULL';

/** A job's shop drawings and the customer's marked-up files (src/worker/jobs/drawing-store.ts). */
const jobDrawingFiles =
  'SELECT value AS r2_key FROM job_drawings, json_each(json_array(r2_key, markup_r2_key)) WHERE lead_id = ?1 AND value IS NOT NULL';

export interface Erasure {
  /** Who erased it: the operator, or the retention sweep. */
  by: string;
  reason: string;
  at: Date;
}

/** False when there is no such lead (already erased). */
export async function eraseLeadData(env: WorkerEnv, leadId: number, erasure: Erasure): Promise<boolean> {
  const lead = await env.DB.prepare('SELECT id, created_at FROM leads WHERE id = ?')
    .bind(leadId)
    .first<{ id: number; created_at: string }>();
  if (!lead) return false;
  const found = await env.DB.batch<{ r2_key: string }>([
    env.DB.prepare(leadFiles).bind(leadId),
    env.DB.prepare(chatFiles).bind(leadId),
    env.DB.prepare(leadProofs).bind(leadId),
    env.DB.prepare(jobDrawingFiles).bind(leadId),
  ]);
  const files = found.flatMap((result) => result.results);
  if (files.length > 0) await env.UPLOADS.delete(files.map((file) => file.r2_key));
  await env.DB.batch([
    ...perLeadTables.map(({ table, rowsOfLead }) => env.DB.prepare(`DELETE FROM ${table} WHERE ${rowsOfLead}`).bind(leadId)),
    env.DB.prepare('DELETE FROM leads WHERE id = ?').bind(leadId),
    env.DB.prepare('INSERT INTO lead_erasures (reference, erased_at, erased_by, reason) VALUES (?, ?, ?, ?)').bind(
      leadReference(lead.id, lead.created_at),
      erasure.at.toISOString(),
      erasure.by,
      erasure.reason,
    ),
  ]);
  return true;
}

/** Leads erased per sweep: the cron runs every 15 minutes, so a backlog clears within hours and no run is long. */
const retentionBatch = 20;

/** Erases leads past the retention period, except those held for a contract; returns how many. */
export async function eraseExpiredLeads(env: WorkerEnv, now: Date): Promise<number> {
  const { results } = await env.DB.prepare('SELECT id FROM leads WHERE created_at < ? AND contract_hold = 0 ORDER BY id LIMIT ?')
    .bind(leadRetentionCutoff(now).toISOString(), retentionBatch)
    .all<{ id: number }>();
  const reason = `Retention: received more than ${leadRetentionYears} years ago`;
  for (const { id } of results) await eraseLeadData(env, id, { by: 'retention sweep', reason, at: now });
  return results.length;
}

export interface ErasureRow {
  reference: string;
  erased_at: string;
  erased_by: string;
  reason: string;
}

/**
 * The record of a lead's erasure, found by its number: the audit row keeps only the reference,
 * whose last part is the number (Q-2026-000123), and numbers are never reused. Null when the lead
 * was never erased.
 */
export async function erasureOfLead(db: D1Database, leadId: number): Promise<ErasureRow | null> {
  return db
    .prepare('SELECT reference, erased_at, erased_by, reason FROM lead_erasures WHERE substr(reference, 8) = ? ORDER BY id DESC LIMIT 1')
    .bind(leadReference(leadId, '0000').slice('Q-0000-'.length))
    .first<ErasureRow>();
}

export async function recentErasures(db: D1Database, limit: number): Promise<ErasureRow[]> {
  const { results } = await db
    .prepare('SELECT reference, erased_at, erased_by, reason FROM lead_erasures ORDER BY id DESC LIMIT ?')
    .bind(limit)
    .all<ErasureRow>();
  return results;
}
