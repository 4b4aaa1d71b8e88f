// Joining two leads of one person (a Messenger chat and the form they filled in later): every row
// of the other lead moves onto the kept one (its timeline, drawings, messages both ways, calls,
// notes), the kept lead takes the contact details it lacked, and a note records what was joined
// and where the other lead came from. One D1 batch: it happens whole or not at all.
import { leadReference } from '../../shared/quote-request';
import { sourceInWords } from '../../shared/source-words';
import { perLeadTables } from './erasure';
import type { LeadRow } from './leads';

/** Rows a lead may hold only once (its new-lead alert, its business notification): the kept lead's stay, the other's go. */
const moveRows = (db: D1Database, table: string, keep: number, other: number) =>
  db.prepare(`UPDATE OR IGNORE ${table} SET lead_id = ?1 WHERE lead_id = ?2`).bind(keep, other);

export type MergeRefusal = 'same-lead' | 'both-quoted';

/** Why the two cannot be joined, or null. */
export async function mergeRefusal(db: D1Database, keep: LeadRow, other: LeadRow): Promise<MergeRefusal | null> {
  if (keep.id === other.id) return 'same-lead';
  const quoted = await db
    .prepare('SELECT COUNT(*) AS n FROM quotations WHERE lead_id IN (?, ?)')
    .bind(keep.id, other.id)
    .first<{ n: number }>();
  return (quoted?.n ?? 0) > 1 ? 'both-quoted' : null;
}

export async function mergeLeads(db: D1Database, keep: LeadRow, other: LeadRow, operator: string, at: string): Promise<void> {
  const direct = perLeadTables.filter(({ rowsOfLead }) => rowsOfLead === 'lead_id = ?1').map(({ table }) => table);
  const otherReference = leadReference(other.id, other.created_at);
  const note = [
    `Joined ${otherReference} into this lead: its timeline, drawings and messages are here now.`,
    `${otherReference} came from ${sourceInWords(other.source)}${other.campaign ? ` (campaign ${other.campaign})` : ''} on ${other.created_at.slice(0, 10)}`,
    `as ${other.full_name}${other.email ? `, ${other.email}` : ''}${other.phone ? `, ${other.phone}` : ''}.`,
  ].join(' ');
  await db.batch([
    // Lines keep their order after the kept lead's own.
    db
      .prepare(
        'UPDATE quote_lines SET lead_id = ?1, position = position + (SELECT COALESCE(MAX(position) + 1, 0) FROM quote_lines WHERE lead_id = ?1) WHERE lead_id = ?2',
      )
      .bind(keep.id, other.id),
    db.prepare('UPDATE uploads SET lead_id = ?1 WHERE lead_id = ?2').bind(keep.id, other.id),
    ...direct.map((table) => moveRows(db, table, keep.id, other.id)),
    // The contact details the kept lead lacks, the earliest wait for a reply, any flag.
    db
      .prepare(
        `UPDATE leads SET
           email = CASE WHEN email = '' THEN (SELECT email FROM leads WHERE id = ?2) ELSE email END,
           phone = CASE WHEN phone = '' THEN (SELECT phone FROM leads WHERE id = ?2) ELSE phone END,
           company = COALESCE(company, (SELECT company FROM leads WHERE id = ?2)),
           awaiting_reply_since = CASE
             WHEN awaiting_reply_since IS NULL THEN (SELECT awaiting_reply_since FROM leads WHERE id = ?2)
             WHEN (SELECT awaiting_reply_since FROM leads WHERE id = ?2) < awaiting_reply_since THEN (SELECT awaiting_reply_since FROM leads WHERE id = ?2)
             ELSE awaiting_reply_since END,
           needs_attention = MAX(needs_attention, (SELECT needs_attention FROM leads WHERE id = ?2))
         WHERE id = ?1`,
      )
      .bind(keep.id, other.id),
    db.prepare('INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, ?, ?)').bind(keep.id, at, operator, note),
    // What could not move (a second new-lead alert, a second notification) goes, children first, then the lead.
    // (Not uploads: its rows of this lead are matched by the form's id too, and all of them moved.)
    ...perLeadTables
      .filter(({ table }) => table !== 'uploads')
      .map(({ table, rowsOfLead }) => db.prepare(`DELETE FROM ${table} WHERE ${rowsOfLead}`).bind(other.id)),
    db.prepare('DELETE FROM leads WHERE id = ?').bind(other.id),
  ]);
}
