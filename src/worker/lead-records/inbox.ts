// SQL behind the operators' leads inbox: filtering, status changes, notes, counts.
import { quoteReferencePattern } from '../../shared/quote-request';
import { statusChangeStatements } from './events';
import type { LeadFilter } from '../../shared/lead-view';
import type { LeadStatus } from '../../shared/lead-status';
import type { LeadRow } from './leads';

export interface LeadNote {
  id: number;
  created_at: string;
  author: string;
  body: string;
}

/**
 * A search that is a phone number as people write one ("0918 222 3344", "09182223344",
 * "+63 918-222", "222 3344"): its digits as the stored +63 number holds them, or null.
 */
function phoneDigits(search: string): string | null {
  const compact = search.replace(/[\s().-]/g, '');
  return /^\+?\d{4,}$/.test(compact) ? compact.replace(/^(\+?63|0)/, '') : null;
}

/** The columns the leads list searches, each as plain text (instr, not LIKE: D1 refuses LIKE patterns over 50 bytes). */
const searchedColumns = ['full_name', 'company', 'email', 'phone', 'project_details'];

function whereClause(filter: LeadFilter): { sql: string; params: (string | number)[] } {
  const conditions: string[] = [filter.spam ? 'spam_reason IS NOT NULL' : 'spam_reason IS NULL'];
  const params: (string | number)[] = [];
  if (filter.source) {
    conditions.push('source = ?');
    params.push(filter.source);
  }
  if (filter.campaign) {
    conditions.push('campaign = ?');
    params.push(filter.campaign);
  }
  if (filter.status) {
    conditions.push('status = ?');
    params.push(filter.status);
  }
  if (filter.needsAttention) conditions.push('needs_attention = 1');
  if (filter.awaitingReply) conditions.push('awaiting_reply_since IS NOT NULL');
  const search = filter.search?.trim();
  if (search) {
    if (quoteReferencePattern.test(search.toUpperCase())) {
      conditions.push('id = ?');
      params.push(Number(search.slice(-6)));
    } else {
      // SQLite's lower() folds ASCII letters only (as LIKE did): the search is folded the same way.
      const needle = search.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
      const digits = phoneDigits(search);
      const matches = [
        ...searchedColumns.map((column) => `instr(lower(${column}), ?) > 0`),
        // The catalogue items the customer picked ("2 in NPS Sch 10S", "316L sheet").
        'id IN (SELECT lead_id FROM quote_lines WHERE instr(lower(item), ?) > 0)',
        ...(digits ? ['instr(phone, ?) > 0'] : []),
      ];
      conditions.push(`(${matches.join(' OR ')})`);
      params.push(...searchedColumns.map(() => needle), needle, ...(digits ? [digits] : []));
    }
  }
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

export async function listLeads(db: D1Database, filter: LeadFilter, limit: number): Promise<LeadRow[]> {
  const where = whereClause(filter);
  const { results } = await db
    .prepare(`SELECT * FROM leads ${where.sql} ORDER BY id DESC LIMIT ?`)
    .bind(...where.params, limit)
    .all<LeadRow>();
  return results;
}

/**
 * The quote lines and drawings of a page of leads, in one query: the files sent with the request
 * and the kept files of the customer's emails (not hidden, not the owner's own answers).
 */
export async function listCounts(db: D1Database, leadIds: number[]): Promise<Map<number, { quoteLines: number; drawings: number }>> {
  if (leadIds.length === 0) return new Map();
  // One bound JSON array, whatever the page size: D1 binds at most 100 values a query.
  const { results } = await db
    .prepare(
      `SELECT l.id,
         (SELECT COUNT(*) FROM quote_lines q WHERE q.lead_id = l.id) AS quote_lines,
         (SELECT COUNT(*) FROM uploads u WHERE u.lead_id = l.id)
           + (SELECT COUNT(*) FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id
              WHERE m.lead_id = l.id AND m.kind = 'reply' AND m.from_business = 0 AND m.hidden_at IS NULL AND a.r2_key IS NOT NULL)
           AS drawings
       FROM leads l WHERE l.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(leadIds))
    .all<{ id: number; quote_lines: number; drawings: number }>();
  return new Map(results.map((row) => [row.id, { quoteLines: row.quote_lines, drawings: row.drawings }]));
}

/** A customer's email arrived on the lead: it waits for an answer from when the first unanswered one came. */
export const awaitingReplyStatement = (db: D1Database, leadId: number, at: string) =>
  db.prepare('UPDATE leads SET awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ?').bind(at, leadId);

/** An operator acted on the lead (replied, changed its status): it no longer waits. */
export const answeredStatement = (db: D1Database, leadId: number) =>
  db.prepare('UPDATE leads SET awaiting_reply_since = NULL WHERE id = ?').bind(leadId);

/** How many leads have a customer's email waiting for an answer (the dashboard's Leads tab). */
export async function leadsAwaitingReply(db: D1Database): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM leads WHERE awaiting_reply_since IS NOT NULL AND spam_reason IS NULL')
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Sets a lead's status and records who changed it; false when there is no such lead. */
export async function updateLeadStatus(db: D1Database, id: number, status: LeadStatus, actor: string): Promise<boolean> {
  const [, update] = await db.batch([
    ...statusChangeStatements(db, { leadId: id, to: status, actor, at: new Date().toISOString() }),
    answeredStatement(db, id),
  ]);
  return update!.meta.changes === 1;
}

/** Adds the note; false when there is no such lead (erased meanwhile). */
export async function addLeadNote(db: D1Database, leadId: number, author: string, body: string): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO lead_notes (lead_id, created_at, author, body) SELECT id, ?, ?, ? FROM leads WHERE id = ?')
    .bind(new Date().toISOString(), author, body, leadId)
    .run();
  return result.meta.changes === 1;
}

export async function notesForLead(db: D1Database, leadId: number): Promise<LeadNote[]> {
  const { results } = await db
    .prepare('SELECT id, created_at, author, body FROM lead_notes WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<LeadNote>();
  return results;
}

export async function leadsNeedingAttention(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM leads WHERE needs_attention = 1').first<{ n: number }>();
  return row?.n ?? 0;
}

/** A lead the owner must act on, and since when (the first unanswered email, the follow-up day, or the request). */
export type ActionRow = Pick<
  LeadRow,
  | 'id'
  | 'created_at'
  | 'full_name'
  | 'company'
  | 'status'
  | 'awaiting_reply_since'
  | 'follow_up_on'
  | 'follow_up_time'
  | 'follow_up_note'
  | 'needs_attention'
>;

/**
 * What needs action first: leads whose customer wrote and waits for an answer, then follow-ups
 * due by `today` (a Manila day), then leads still new, then leads with an email that could not be
 * delivered; the longest waiting first in each. Spam is left out. Each clears as the owner acts
 * (a reply, a status change, a call, a follow-up marked done).
 */
export async function leadsNeedingAction(db: D1Database, today: string, limit: number): Promise<ActionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, full_name, company, status, awaiting_reply_since, follow_up_on, follow_up_time, follow_up_note, needs_attention FROM leads
       WHERE spam_reason IS NULL
         AND (awaiting_reply_since IS NOT NULL OR follow_up_on <= ?1 OR status = 'new' OR needs_attention = 1)
       ORDER BY CASE WHEN awaiting_reply_since IS NOT NULL THEN 0 WHEN follow_up_on <= ?1 THEN 1 WHEN status = 'new' THEN 2 ELSE 3 END,
         COALESCE(awaiting_reply_since, CASE WHEN follow_up_on <= ?1 THEN follow_up_on END, created_at)
       LIMIT ?2`,
    )
    .bind(today, limit)
    .all<ActionRow>();
  return results;
}
