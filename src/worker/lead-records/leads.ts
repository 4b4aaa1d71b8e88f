// SQL for leads: storing a quote request atomically with its attachments and pending emails.
import type { LeadStatus } from '../../shared/lead-status';
import type { QuoteLineRequest } from '../../shared/quote-lines';
import type { QuoteRequest } from '../../shared/quote-request';
import { dashboardActionStatement } from '../action-records/dashboard-actions';
import { leadColumns, type LeadColumn, type LeadColumnValues, type LeadField } from './columns';

/** Where a lead came from, as its columns keep it (src/worker/leads/source.ts fills them). */
export interface LeadSourceColumns {
  first_touch: string | null;
  latest_touch: string | null;
  source: string;
  campaign: string | null;
}

export interface LeadRow extends LeadColumnValues, LeadSourceColumns {
  id: number;
  idempotency_key: string;
  created_at: string;
  status: LeadStatus;
  needs_attention: number;
  /** When the first customer email still unanswered arrived; null when none waits. */
  awaiting_reply_since: string | null;
  /** The Manila day (YYYY-MM-DD) to follow the lead up; null when none is set. */
  follow_up_on: string | null;
  /** The follow-up's time of day, Manila HH:MM; null when it names none. */
  follow_up_time: string | null;
  /** What to follow up about; null when none was written. */
  follow_up_note: string | null;
  /** The accepted quotation's total in centavos (VAT included, before withholding); null until one is accepted. */
  won_centavos: number | null;
  /** The sum of the lead's paid payments (migration 0040). */
  paid_centavos: number;
  country: string | null;
  /** See src/worker/request-fingerprint.ts; null on leads stored before fingerprints were kept. */
  request_fingerprint: string | null;
  /** Why the request looked automated; null unless the lead is in the Spam folder. */
  spam_reason: string | null;
  /** 1 when an operator marked the lead as part of a contract: the retention sweep keeps it. */
  contract_hold: number;
  /** 1 when the form was sent without its scripts, so without the bot check: no receipt goes to its address. */
  unverified: number;
  /** The operator who typed the lead in (a walk-in, a call, a chat); null for the website's form. */
  added_by: string | null;
}

const emailKinds = ['business', 'visitor'] as const;
export type EmailKind = (typeof emailKinds)[number];

/** An unverified request's address was never shown to be the sender's: it gets no receipt. */
const deliveredKinds = (unverified: boolean): readonly EmailKind[] => (unverified ? ['business'] : emailKinds);

export type LeadForKey = Pick<LeadRow, 'id' | 'created_at' | 'request_fingerprint'>;

export async function leadByIdempotencyKey(db: D1Database, key: string) {
  return db.prepare('SELECT id, created_at, request_fingerprint FROM leads WHERE idempotency_key = ?').bind(key).first<LeadForKey>();
}

export async function leadById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>();
}

export async function leadExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM leads WHERE id = ?').bind(id).first()) !== null;
}

/** What a lead row and its lines and files are made of: the form's request, or what an operator typed in. */
export type LeadRequest = Pick<QuoteRequest, LeadField | 'lines' | 'attachments'>;

interface NewLead {
  idempotencyKey: string;
  requestFingerprint: string;
  createdAt: string;
  request: LeadRequest;
  country: string | null;
  source: LeadSourceColumns;
  /** Set for a suspected bot: the lead goes to the Spam folder and gets no email deliveries. */
  spamReason: string | null;
  /** Sent without the bot check (the form without its scripts): the business is told, the address gets no receipt. */
  unverified: boolean;
  /**
   * Typed in by this operator: no notification to the business (the owner typed it), and the
   * receipt only when they ticked it.
   */
  addedBy?: { operator: string; receipt: boolean };
}

/** The emails a new lead gets. */
function newLeadEmails(lead: NewLead): readonly EmailKind[] {
  if (lead.addedBy) return lead.addedBy.receipt ? ['visitor'] : [];
  return lead.spamReason ? [] : deliveredKinds(lead.unverified);
}

/**
 * Every line in one statement (a JSON array in one bind: 50 lines would pass D1's 100 binds a
 * statement). Only for the lead this very request made: its fingerprint covers the lines, and a
 * lead that already has lines gets none, so a replay racing the first send adds nothing.
 */
function insertQuoteLines(db: D1Database, idempotencyKey: string, fingerprint: string, lines: QuoteLineRequest[]) {
  const rows = lines.map(({ family, item, grade, finish, quantity, unit, note }) => ({
    family,
    item,
    grade,
    finish: finish ?? null,
    quantity,
    unit,
    note: note ?? null,
  }));
  const field = (name: keyof (typeof rows)[number]) => `json_extract(line.value, '$.${name}')`;
  return db
    .prepare(
      `INSERT INTO quote_lines (lead_id, position, family, item, grade, finish, quantity, unit, note)
       SELECT leads.id, line.key, ${(['family', 'item', 'grade', 'finish', 'quantity', 'unit', 'note'] as const).map(field).join(', ')}
       FROM leads, json_each(?) AS line
       WHERE leads.idempotency_key = ? AND leads.request_fingerprint = ?
         AND NOT EXISTS (SELECT 1 FROM quote_lines WHERE quote_lines.lead_id = leads.id)`,
    )
    .bind(JSON.stringify(rows), idempotencyKey, fingerprint);
}

/** A newly stored lead and its pending email deliveries; null when another request stored this key first. */
export type StoredLead = { lead: Pick<LeadRow, 'id' | 'created_at'>; deliveryIds: number[] } | null;

/**
 * One transaction, one round trip: the lead, its attachments claimed, one pending delivery per
 * email it gets (none for a lead in Spam: restoreSpamLead adds them), each INSERT returning its id. A
 * repeat of the same idempotency key changes nothing.
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<StoredLead> {
  const r = lead.request;
  const leadId = '(SELECT id FROM leads WHERE idempotency_key = ?)';
  const fields = Object.entries(leadColumns) as [LeadField, LeadColumn][];
  const sourceColumns = Object.keys(lead.source) as (keyof LeadSourceColumns)[];
  const columns = [
    'idempotency_key',
    'created_at',
    ...fields.map(([, { column }]) => column),
    'country',
    'request_fingerprint',
    ...sourceColumns,
    'spam_reason',
    'unverified',
    'added_by',
  ];
  const insertLead = db
    .prepare(
      `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
    )
    .bind(
      lead.idempotencyKey,
      lead.createdAt,
      ...fields.map(([field]) => r[field] ?? null),
      lead.country,
      lead.requestFingerprint,
      ...sourceColumns.map((column) => lead.source[column]),
      lead.spamReason,
      lead.unverified ? 1 : 0,
      lead.addedBy?.operator ?? null,
    );
  const claimUploads = r.attachments.map((uploadId) =>
    db
      .prepare(`UPDATE uploads SET lead_id = ${leadId} WHERE id = ? AND draft_id = ? AND lead_id IS NULL`)
      .bind(lead.idempotencyKey, uploadId, lead.idempotencyKey),
  );
  const insertLines = r.lines.length > 0 ? [insertQuoteLines(db, lead.idempotencyKey, lead.requestFingerprint, r.lines)] : [];
  const insertDeliveries = newLeadEmails(lead).map((kind) =>
    db
      .prepare(`INSERT OR IGNORE INTO email_deliveries (lead_id, kind, updated_at) VALUES (${leadId}, ?, ?) RETURNING id`)
      .bind(lead.idempotencyKey, kind, lead.createdAt),
  );
  const results = await db.batch<{ id: number; created_at: string }>([insertLead, ...claimUploads, ...insertLines, ...insertDeliveries]);
  const [stored] = results[0]!.results;
  if (!stored) return null;
  const deliveryIds = results.slice(1 + claimUploads.length + insertLines.length).flatMap((result) => result.results.map((row) => row.id));
  return { lead: stored, deliveryIds };
}

/**
 * Takes a lead out of the Spam folder: its pending email deliveries (to queue), and a note saying
 * who restored it and why it had been held. Empty when the lead is not (or no longer) in Spam.
 */
/** Flags the lead an email row belongs to (a last failed send) for a person to follow up. */
export const flagLeadOfRow = (db: D1Database, table: 'email_deliveries' | 'lead_messages', rowId: number) =>
  db.prepare(`UPDATE leads SET needs_attention = 1 WHERE id = (SELECT lead_id FROM ${table} WHERE id = ?)`).bind(rowId);

export async function restoreSpamLead(db: D1Database, leadId: number, operator: string, at: string): Promise<number[]> {
  const inSpam = 'FROM leads WHERE id = ? AND spam_reason IS NOT NULL';
  const results = await db.batch<{ id: number }>([
    ...emailKinds.map((kind) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO email_deliveries (lead_id, kind, updated_at) SELECT id, ?, ? ${inSpam} AND (? = 'business' OR unverified = 0) RETURNING id`,
        )
        .bind(kind, at, leadId, kind),
    ),
    db
      .prepare(
        `INSERT INTO lead_notes (lead_id, created_at, author, body) SELECT id, ?, ?, 'Restored from Spam (held because: ' || spam_reason || ')' ${inSpam}`,
      )
      .bind(at, operator, leadId),
    db.prepare('UPDATE leads SET spam_reason = NULL WHERE id = ?').bind(leadId),
  ]);
  return results.slice(0, emailKinds.length).flatMap((result) => result.results.map((row) => row.id));
}

/**
 * Marks the lead as part of a contract, or releases it to the retention sweep, with the row that
 * names who did it (the audit and the lead's timeline read it). Setting what is already set changes
 * and records nothing; false when the lead is gone.
 */
export async function setContractHold(
  db: D1Database,
  lead: Pick<LeadRow, 'id' | 'created_at'>,
  hold: boolean,
  actor: string,
): Promise<boolean> {
  await db.batch([
    db.prepare('UPDATE leads SET contract_hold = ?1 WHERE id = ?2 AND contract_hold <> ?1').bind(hold ? 1 : 0, lead.id),
    dashboardActionStatement(db, { actor, action: hold ? 'contract-held' : 'contract-released', lead }, true),
  ]);
  return leadExists(db, lead.id);
}

/** Every lead sent with this email address, any case, oldest first. */
export async function leadsByEmail(db: D1Database, email: string): Promise<LeadRow[]> {
  const { results } = await db.prepare('SELECT * FROM leads WHERE lower(email) = lower(?) ORDER BY id').bind(email.trim()).all<LeadRow>();
  return results;
}

/** Every lead with this phone number (E.164, as stored), oldest first: a walk-in or a call often has no email. */
export async function leadsByPhone(db: D1Database, phone: string): Promise<LeadRow[]> {
  const { results } = await db.prepare('SELECT * FROM leads WHERE phone = ? ORDER BY id').bind(phone).all<LeadRow>();
  return results;
}

/** A stored line of a quote request, as quote_lines holds it. */
export interface QuoteLineRow {
  lead_id: number;
  position: number;
  family: string;
  item: string;
  grade: string;
  finish: string | null;
  quantity: number;
  unit: string;
  note: string | null;
}

/** The lines of these leads, each lead's in the order sent. */
export async function quoteLinesForLeads(db: D1Database, leadIds: readonly number[]): Promise<QuoteLineRow[]> {
  if (leadIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT lead_id, position, family, item, grade, finish, quantity, unit, note FROM quote_lines
       WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY lead_id, position`,
    )
    .bind(JSON.stringify(leadIds))
    .all<QuoteLineRow>();
  return results;
}
