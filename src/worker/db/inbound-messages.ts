// SQL for mail received for a lead and its attachments.

export type InboundKind = 'reply' | 'bounce';

export interface InboundAttachment {
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
  from: string;
  subject: string;
  text: string;
  createdAt: string;
  attachments: InboundAttachment[];
}

export interface NewInboundAttachment {
  fileName: string;
  contentType: string;
  size: number;
  r2Key: string | null;
  refusedReason: string | null;
}

export interface NewInboundMessage {
  leadId: number;
  kind: InboundKind;
  from: string;
  subject: string;
  text: string;
  createdAt: string;
  attachments: NewInboundAttachment[];
}

export async function insertInboundMessage(db: D1Database, message: NewInboundMessage): Promise<number> {
  const row = await db
    .prepare('INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, subject, text) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(message.leadId, message.createdAt, message.kind, message.from, message.subject, message.text)
    .first<{ id: number }>();
  const messageId = row!.id;
  if (message.attachments.length > 0) {
    await db.batch(
      message.attachments.map((file) =>
        db
          .prepare('INSERT INTO inbound_attachments (message_id, file_name, content_type, size, r2_key, refused_reason) VALUES (?, ?, ?, ?, ?, ?)')
          .bind(messageId, file.fileName, file.contentType, file.size, file.r2Key, file.refusedReason),
      ),
    );
  }
  return messageId;
}

interface MessageRow {
  id: number;
  lead_id: number;
  kind: InboundKind;
  from_address: string;
  subject: string;
  text: string;
  created_at: string;
}

interface AttachmentRow {
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
    subject: row.subject,
    text: row.text,
    createdAt: row.created_at,
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
       WHERE a.id = ? AND m.lead_id = ? AND a.r2_key IS NOT NULL`,
    )
    .bind(attachmentId, leadId)
    .first<{ file_name: string; content_type: string; size: number; r2_key: string }>();
}
