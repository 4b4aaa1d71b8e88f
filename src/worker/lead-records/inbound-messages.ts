// SQL for mail received for a lead (by src/worker/inbound/receive-email.ts) and its attachments.

export type InboundKind = 'reply' | 'bounce';

interface InboundAttachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** Stored in R2 and downloadable; false: kept by name only, `refusedReason` says why. */
  accepted: boolean;
  refusedReason: string | null;
}

/** A received message as the lead page's timeline shows it. */
export interface InboundMessage {
  id: number;
  leadId: number;
  kind: InboundKind;
  /** The header From: written by the sender, proves nothing. */
  from: string;
  /** The envelope sender Email Routing received the mail from. */
  envelopeFrom: string;
  /** Authentication-Results and Received-SPF as Email Routing added them. */
  authentication: string;
  /** Sent from the business's own address (the owner's Reply All to an alert): its answer, not the customer's. */
  fromBusiness: boolean;
  subject: string;
  text: string;
  createdAt: string;
  hidden: { at: string; by: string } | null;
  attachments: InboundAttachment[];
}

export interface NewInboundAttachment {
  fileName: string;
  contentType: string;
  size: number;
  r2Key: string | null;
  refusedReason: string | null;
}

/** A message to store: what the timeline shows, before it has an id, a hidden mark or stored files. */
export type NewInboundMessage = Omit<InboundMessage, 'id' | 'hidden' | 'attachments'> & { attachments: NewInboundAttachment[] };

/** The message and its attachments in one batch (a transaction): stored together or not at all. */
export async function insertInboundMessage(db: D1Database, message: NewInboundMessage): Promise<number> {
  const insertMessage = db
    .prepare(
      `INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, envelope_from, authentication, from_business, subject, text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      message.leadId,
      message.createdAt,
      message.kind,
      message.from,
      message.envelopeFrom,
      message.authentication,
      message.fromBusiness ? 1 : 0,
      message.subject,
      message.text,
    );
  // A batch runs alone on the database, so the newest message is the one just inserted.
  const insertAttachments = message.attachments.map((file) =>
    db
      .prepare(
        `INSERT INTO inbound_attachments (message_id, file_name, content_type, size, r2_key, refused_reason)
         VALUES ((SELECT MAX(id) FROM inbound_messages), ?, ?, ?, ?, ?)`,
      )
      .bind(file.fileName, file.contentType, file.size, file.r2Key, file.refusedReason),
  );
  const [inserted] = await db.batch<{ id: number }>([insertMessage, ...insertAttachments]);
  return inserted!.results[0]!.id;
}

interface MessageRow {
  id: number;
  lead_id: number;
  kind: InboundKind;
  from_address: string;
  envelope_from: string;
  authentication: string;
  from_business: number;
  subject: string;
  text: string;
  created_at: string;
  hidden_at: string | null;
  hidden_by: string | null;
}

/** A row of a message's attachments: `inbound_attachments` here, `chat_attachments` for chat (chat/store.ts). */
export interface AttachmentRow {
  id: number;
  message_id: number;
  file_name: string;
  content_type: string;
  size: number;
  r2_key: string | null;
  refused_reason: string | null;
}

export async function inboundMessagesForLead(db: D1Database, leadId: number): Promise<InboundMessage[]> {
  const [messages, attachments] = await db.batch<MessageRow | AttachmentRow>([
    db.prepare('SELECT * FROM inbound_messages WHERE lead_id = ? ORDER BY created_at, id').bind(leadId),
    db
      .prepare('SELECT a.* FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id WHERE m.lead_id = ? ORDER BY a.id')
      .bind(leadId),
  ]);
  const files = attachments!.results as AttachmentRow[];
  return (messages!.results as MessageRow[]).map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    from: row.from_address,
    envelopeFrom: row.envelope_from,
    authentication: row.authentication,
    fromBusiness: row.from_business === 1,
    subject: row.subject,
    text: row.text,
    createdAt: row.created_at,
    hidden: row.hidden_at ? { at: row.hidden_at, by: row.hidden_by ?? '' } : null,
    attachments: files
      .filter((file) => file.message_id === row.id)
      .map((file) => ({
        id: file.id,
        fileName: file.file_name,
        contentType: file.content_type,
        size: file.size,
        accepted: file.r2_key !== null,
        refusedReason: file.refused_reason,
      })),
  }));
}

/** An accepted attachment of one of the lead's messages, for download. */
export async function inboundAttachmentForLead(db: D1Database, leadId: number, attachmentId: number) {
  return db
    .prepare(
      `SELECT a.file_name, a.content_type, a.size, a.r2_key FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id
       WHERE a.id = ? AND m.lead_id = ? AND a.r2_key IS NOT NULL AND m.hidden_at IS NULL`,
    )
    .bind(attachmentId, leadId)
    .first<{ file_name: string; content_type: string; size: number; r2_key: string }>();
}

/** Hides a message from the lead page (kept for the record, the export and erasure); false when there is none to hide. */
export async function hideInboundMessage(db: D1Database, leadId: number, messageId: number, by: string, at: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE inbound_messages SET hidden_at = ?, hidden_by = ? WHERE id = ? AND lead_id = ? AND hidden_at IS NULL')
    .bind(at, by, messageId, leadId)
    .run();
  return result.meta.changes > 0;
}

/** Messages stored for a lead since `since`, and the bytes of their stored files: what the daily limit counts. */
export async function inboundStoredSince(db: D1Database, leadId: number, since: string): Promise<{ messages: number; bytes: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM inbound_messages WHERE lead_id = ?1 AND created_at >= ?2) AS messages,
              (SELECT COALESCE(SUM(a.size), 0) FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id
               WHERE m.lead_id = ?1 AND m.created_at >= ?2 AND a.r2_key IS NOT NULL) AS bytes`,
    )
    .bind(leadId, since)
    .first<{ messages: number; bytes: number }>();
  return row ?? { messages: 0, bytes: 0 };
}

/** Counts a message forwarded but not stored because the lead's daily limit was reached. */
export async function recordInboundOverflow(db: D1Database, leadId: number, day: string): Promise<void> {
  await db
    .prepare(
      'INSERT INTO inbound_overflow (lead_id, day, messages) VALUES (?, ?, 1) ON CONFLICT (lead_id, day) DO UPDATE SET messages = messages + 1',
    )
    .bind(leadId, day)
    .run();
}

export async function inboundOverflowForLead(db: D1Database, leadId: number): Promise<{ day: string; messages: number }[]> {
  const { results } = await db
    .prepare('SELECT day, messages FROM inbound_overflow WHERE lead_id = ? ORDER BY day')
    .bind(leadId)
    .all<{ day: string; messages: number }>();
  return results;
}
