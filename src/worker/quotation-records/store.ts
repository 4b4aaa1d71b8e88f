// SQL for quotations: the builder's draft, the sent versions (immutable but for what happens to
// them afterwards) and their events on the lead's timeline. The customer's answers, which make
// the job, are src/worker/quotations/answer-store.ts.
import { quotationDraftSchema, type QuotationDocument, type QuotationDraft } from '../../shared/quotation';

export interface QuotationRow {
  id: number;
  lead_id: number;
  created_at: string;
  created_by: string;
  draft: string;
  draft_updated_at: string;
  draft_updated_by: string;
}

export interface VersionRow {
  id: number;
  quotation_id: number;
  lead_id: number;
  revision: number;
  sent_at: string;
  sent_by: string;
  token_hash: string;
  valid_until: string;
  document: string;
  total_centavos: number;
  pdf_r2_key: string | null;
  pdf_error: string | null;
  lead_message_id: number | null;
  viewed_at: string | null;
  response: 'accepted' | 'declined' | null;
  responded_at: string | null;
  accepted_by_name: string | null;
  accepted_by_position: string | null;
  po_number: string | null;
  po_r2_key: string | null;
  po_file_name: string | null;
  po_content_type: string | null;
  po_size: number | null;
  client_hash: string | null;
  decline_reason: string | null;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
  reminded_at: string | null;
}

export type QuotationEventKind =
  'sent' | 'viewed' | 'changes-requested' | 'accepted' | 'declined' | 'voided' | 'reminder' | 'paid' | 'payment-proof' | 'payment-rejected';

export interface QuotationEventRow {
  id: number;
  version_id: number;
  lead_id: number;
  kind: QuotationEventKind;
  created_at: string;
  actor: string;
  detail: string;
  /** The payment a payment event is about (migration 0040). */
  payment_id?: number | null;
}

/** The lead's quotation with its draft; a stored draft the schema no longer accepts reads as null (the builder starts afresh). */
export async function quotationForLead(db: D1Database, leadId: number) {
  const row = await db.prepare('SELECT * FROM quotations WHERE lead_id = ?').bind(leadId).first<QuotationRow>();
  if (!row) return null;
  let draft: QuotationDraft | null = null;
  try {
    const parsed = quotationDraftSchema.safeParse(JSON.parse(row.draft));
    if (parsed.success) draft = parsed.data;
  } catch {
    // An unreadable draft is as good as none.
  }
  return { row, draft };
}

/** Creates the lead's quotation or replaces its draft; returns the quotation's id. */
export async function saveDraft(db: D1Database, leadId: number, draft: QuotationDraft, operator: string, at: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (lead_id) DO UPDATE SET draft = excluded.draft, draft_updated_at = excluded.draft_updated_at, draft_updated_by = excluded.draft_updated_by
       RETURNING id`,
    )
    .bind(leadId, at, operator, JSON.stringify(draft), at, operator)
    .first<{ id: number }>();
  return row!.id;
}

export async function versionsForLead(db: D1Database, leadId: number): Promise<VersionRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM quotation_versions WHERE lead_id = ? ORDER BY revision')
    .bind(leadId)
    .all<VersionRow>();
  return results;
}

export async function versionById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM quotation_versions WHERE id = ?').bind(id).first<VersionRow>();
}

export async function versionByTokenHash(db: D1Database, tokenHash: string) {
  return db.prepare('SELECT * FROM quotation_versions WHERE token_hash = ?').bind(tokenHash).first<VersionRow>();
}

/** The newest revision sent from a quotation: a version older than it is superseded. */
export async function newestRevision(db: D1Database, quotationId: number): Promise<number> {
  const row = await db.prepare('SELECT MAX(revision) AS revision FROM quotation_versions WHERE quotation_id = ?').bind(quotationId).first<{
    revision: number | null;
  }>();
  return row?.revision ?? -1;
}

export const parseDocument = (version: Pick<VersionRow, 'document'>) => JSON.parse(version.document) as QuotationDocument;

export interface NewVersion {
  quotationId: number;
  leadId: number;
  revision: number;
  sentAt: string;
  sentBy: string;
  tokenHash: string;
  document: QuotationDocument;
  pdfR2Key: string | null;
  pdfError: string | null;
}

/**
 * The version and its 'sent' event, to go in one batch with the reply that carries it (the
 * message is the lead's newest, as the reply's attachments find it).
 */
export function newVersionStatements(db: D1Database, version: NewVersion): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO quotation_versions
           (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, pdf_r2_key, pdf_error, lead_message_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT MAX(id) FROM lead_messages WHERE lead_id = ?))`,
      )
      .bind(
        version.quotationId,
        version.leadId,
        version.revision,
        version.sentAt,
        version.sentBy,
        version.tokenHash,
        version.document.validUntil,
        JSON.stringify(version.document),
        version.document.totals.total,
        version.pdfR2Key,
        version.pdfError,
        version.leadId,
      ),
    db
      .prepare(
        `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail)
         VALUES ((SELECT MAX(id) FROM quotation_versions WHERE quotation_id = ?), ?, 'sent', ?, ?, ?)`,
      )
      .bind(version.quotationId, version.leadId, version.sentAt, version.sentBy, version.document.reference),
  ];
}

export async function eventsForLead(db: D1Database, leadId: number): Promise<QuotationEventRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM quotation_events WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<QuotationEventRow>();
  return results;
}

export async function eventById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM quotation_events WHERE id = ?').bind(id).first<QuotationEventRow>();
}

/** Records the first opening of a version: the new 'viewed' event's id, or null when it was opened before. */
export async function markViewed(db: D1Database, version: Pick<VersionRow, 'id' | 'lead_id'>, at: string): Promise<number | null> {
  const [update, event] = await db.batch<{ id: number }>([
    db.prepare('UPDATE quotation_versions SET viewed_at = ? WHERE id = ? AND viewed_at IS NULL').bind(at, version.id),
    db
      .prepare(
        `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail)
         SELECT ?, ?, 'viewed', ?, 'Customer', ''
         WHERE NOT EXISTS (SELECT 1 FROM quotation_events WHERE version_id = ? AND kind = 'viewed') RETURNING id`,
      )
      .bind(version.id, version.lead_id, at, version.id),
  ]);
  const eventId = event!.results[0]?.id ?? null;
  // The customer has it in front of them: the lead waits for the owner (a call now lands well).
  if (update!.meta.changes === 1 && eventId !== null) {
    await db
      .prepare('UPDATE leads SET awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ?')
      .bind(at, version.lead_id)
      .run();
  }
  return eventId;
}

/**
 * Voids a sent, unanswered version and records its event, in one batch: the guarded update writes a
 * fresh void id, and the event is inserted only where that id is stored, so of two voids at once
 * (even in the same millisecond, by the same operator) one changes the row and records the event.
 * False when it was answered or voided already.
 */
export async function voidVersion(db: D1Database, version: VersionRow, reason: string, operator: string, at: string): Promise<boolean> {
  const voidId = crypto.randomUUID();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE quotation_versions SET voided_at = ?, voided_by = ?, void_reason = ?, void_id = ?
         WHERE id = ? AND response IS NULL AND voided_at IS NULL`,
      )
      .bind(at, operator, reason, voidId, version.id),
    db
      .prepare(
        `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail)
         SELECT ?, ?, 'voided', ?, ?, ? WHERE EXISTS (SELECT 1 FROM quotation_versions WHERE id = ? AND void_id = ?)`,
      )
      .bind(version.id, version.lead_id, at, operator, reason, version.id, voidId),
  ]);
  return update!.meta.changes === 1;
}
