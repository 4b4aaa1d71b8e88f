// SQL for the customer's answer on a sent version: accept (which wins the lead and makes its job),
// decline or ask for changes, each written only while the version is open.
import { formatPesos } from '../../shared/quotation-money';
import { statusChangeStatements } from '../lead-records/events';
import { newJobStatements } from '../jobs/store';
import { stageLists } from '../jobs/stages';
import { parseDocument, type QuotationEventRow, type VersionRow } from '../quotation-records/store';

/** The condition a customer's answer needs: unanswered, not voided, the newest revision, still valid on `today`. */
const openVersion = `response IS NULL AND voided_at IS NULL AND valid_until >= ?
  AND revision = (SELECT MAX(revision) FROM quotation_versions AS newer WHERE newer.quotation_id = quotation_versions.quotation_id)`;

export interface Acceptance {
  name: string;
  position: string;
  poNumber: string | null;
  po: { r2Key: string; fileName: string; contentType: string; size: number } | null;
  clientHash: string | null;
  at: string;
}

/**
 * The condition that this request's answer is the one stored: each answer writes a fresh id in the
 * guarded update, so the rest of its batch runs only for the request that answered (two taps in
 * the same millisecond share `responded_at`, never an answer id).
 */
const answered = (versionId: number, answerId: string) => ({
  sql: 'EXISTS (SELECT 1 FROM quotation_versions WHERE id = ? AND answer_id = ?)',
  binds: [versionId, answerId],
});

/** An event inserted only when `answered` holds; RETURNING its id. */
function answerEventStatement(db: D1Database, event: Omit<QuotationEventRow, 'id'>, answerId: string) {
  const condition = answered(event.version_id, answerId);
  return db
    .prepare(
      `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail) SELECT ?, ?, ?, ?, ?, ? WHERE ${condition.sql} RETURNING id`,
    )
    .bind(event.version_id, event.lead_id, event.kind, event.created_at, event.actor, event.detail, ...condition.binds);
}

/**
 * Accepts an open version, wins the lead with its total, makes its job (src/worker/jobs) and records
 * the event, in one batch: all of it or none of it. The event's id, or null when the version was no
 * longer open (answered a moment ago).
 */
export async function acceptVersion(db: D1Database, version: VersionRow, acceptance: Acceptance, today: string): Promise<number | null> {
  const stages = await stageLists(db);
  const answerId = crypto.randomUUID();
  const onlyIf = answered(version.id, answerId);
  const summary = [
    `${acceptance.name}, ${acceptance.position}`,
    `${formatPesos(version.total_centavos)} VAT included`,
    acceptance.poNumber && `PO ${acceptance.poNumber}`,
    acceptance.po && `PO file ${acceptance.po.fileName}`,
  ]
    .filter(Boolean)
    .join('; ');
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE quotation_versions SET response = 'accepted', responded_at = ?, accepted_by_name = ?, accepted_by_position = ?, po_number = ?,
           po_r2_key = ?, po_file_name = ?, po_content_type = ?, po_size = ?, client_hash = ?, answer_id = ?
         WHERE id = ? AND ${openVersion}`,
      )
      .bind(
        acceptance.at,
        acceptance.name,
        acceptance.position,
        acceptance.poNumber,
        acceptance.po?.r2Key ?? null,
        acceptance.po?.fileName ?? null,
        acceptance.po?.contentType ?? null,
        acceptance.po?.size ?? null,
        acceptance.clientHash,
        answerId,
        version.id,
        today,
      ),
    ...statusChangeStatements(db, {
      leadId: version.lead_id,
      to: 'won',
      actor: 'Customer (quotation accepted)',
      at: acceptance.at,
      onlyIf,
    }),
    db
      .prepare(`UPDATE leads SET won_centavos = ?, awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ? AND ${onlyIf.sql}`)
      .bind(version.total_centavos, acceptance.at, version.lead_id, ...onlyIf.binds),
    ...newJobStatements(db, {
      versionId: version.id,
      leadId: version.lead_id,
      document: parseDocument(version),
      firstStage: { fabrication: stages.fabrication[0]!.key, supply: stages.supply[0]!.key },
      at: acceptance.at,
      onlyIf,
    }),
    answerEventStatement(
      db,
      {
        version_id: version.id,
        lead_id: version.lead_id,
        kind: 'accepted',
        created_at: acceptance.at,
        actor: acceptance.name,
        detail: summary,
      },
      answerId,
    ),
  ]);
  return results.at(-1)!.results[0]?.id ?? null;
}

/** Declines an open version (its event, the lead waiting for the owner); the event's id, or null when it was not open. */
export async function declineVersion(
  db: D1Database,
  version: VersionRow,
  reason: string,
  clientHash: string | null,
  at: string,
  today: string,
) {
  const answerId = crypto.randomUUID();
  const onlyIf = answered(version.id, answerId);
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE quotation_versions SET response = 'declined', responded_at = ?, decline_reason = ?, client_hash = ?, answer_id = ? WHERE id = ? AND ${openVersion}`,
      )
      .bind(at, reason, clientHash, answerId, version.id, today),
    db
      .prepare(`UPDATE leads SET awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ? AND ${onlyIf.sql}`)
      .bind(at, version.lead_id, ...onlyIf.binds),
    answerEventStatement(
      db,
      { version_id: version.id, lead_id: version.lead_id, kind: 'declined', created_at: at, actor: 'Customer', detail: reason },
      answerId,
    ),
  ]);
  return results.at(-1)!.results[0]?.id ?? null;
}

/** Change requests a version takes: enough for a real conversation, not a flood. */
const maxChangeRequests = 20;

/** A customer's change request on an open version; the event's id, or null when the version is not open or has had its share. */
export async function requestChanges(db: D1Database, version: VersionRow, message: string, at: string, today: string) {
  const [, event] = await db.batch<{ id: number }>([
    // Only a request that is recorded puts the lead in needs reply (a refused one changes nothing).
    db
      .prepare(
        `UPDATE leads SET awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ?
           AND EXISTS (SELECT 1 FROM quotation_versions WHERE id = ? AND ${openVersion})
           AND (SELECT COUNT(*) FROM quotation_events WHERE version_id = ? AND kind = 'changes-requested') < ?`,
      )
      .bind(at, version.lead_id, version.id, today, version.id, maxChangeRequests),
    db
      .prepare(
        `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail)
         SELECT ?, ?, 'changes-requested', ?, 'Customer', ?
         WHERE EXISTS (SELECT 1 FROM quotation_versions WHERE id = ? AND ${openVersion})
           AND (SELECT COUNT(*) FROM quotation_events WHERE version_id = ? AND kind = 'changes-requested') < ?
         RETURNING id`,
      )
      .bind(version.id, version.lead_id, at, message, version.id, today, version.id, maxChangeRequests),
  ]);
  return event!.results[0]?.id ?? null;
}
