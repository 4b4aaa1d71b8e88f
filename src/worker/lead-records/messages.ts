// SQL for the emails an operator sends a lead from the dashboard, their files and delivery state.
import type { DeliveryStatus } from './delivery-status';
import type { OutgoingEmail } from '../email-transport/resend-client';
import { flagLeadOfRow } from './leads';

export interface LeadMessageRow {
  id: number;
  lead_id: number;
  direction: 'out' | 'in';
  created_at: string;
  sender: string;
  template_id: string | null;
  to_address: string;
  reply_to: string;
  subject: string;
  text: string;
  html: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  updated_at: string;
}

export interface LeadMessageAttachmentRow {
  message_id: number;
  r2_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

export interface NewLeadMessage {
  leadId: number;
  createdAt: string;
  sender: string;
  templateId: string | null;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attachments: { r2Key: string; fileName: string; contentType: string; size: number }[];
}

/** The stored form of an email built for the lead (its addresses and words as sent): no template and no files unless given. */
export function leadMessageOf(
  lead: { id: number; email: string },
  email: OutgoingEmail,
  sent: Pick<NewLeadMessage, 'createdAt' | 'sender'> & Partial<Pick<NewLeadMessage, 'templateId' | 'attachments'>>,
): NewLeadMessage {
  return {
    leadId: lead.id,
    templateId: null,
    to: lead.email,
    replyTo: email.replyTo!,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: [],
    ...sent,
  };
}

/** The message, its files and any extra statements (a status change) in one transaction; returns the message id. */
export async function storeLeadMessage(db: D1Database, message: NewLeadMessage, alongside: D1PreparedStatement[] = []): Promise<number> {
  const insert = db
    .prepare(
      `INSERT INTO lead_messages (lead_id, direction, created_at, sender, template_id, to_address, reply_to, subject, text, html, updated_at)
       VALUES (?, 'out', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      message.leadId,
      message.createdAt,
      message.sender,
      message.templateId,
      message.to,
      message.replyTo,
      message.subject,
      message.text,
      message.html,
      message.createdAt,
    );
  const files = message.attachments.map((file) =>
    db
      .prepare(
        `INSERT INTO lead_message_attachments (message_id, r2_key, file_name, content_type, size)
         VALUES ((SELECT MAX(id) FROM lead_messages WHERE lead_id = ?), ?, ?, ?, ?)`,
      )
      .bind(message.leadId, file.r2Key, file.fileName, file.contentType, file.size),
  );
  const [inserted] = await db.batch<{ id: number }>([insert, ...files, ...alongside]);
  return inserted!.results[0]!.id;
}

export async function leadMessageById(db: D1Database, id: number) {
  return db.prepare('SELECT * FROM lead_messages WHERE id = ?').bind(id).first<LeadMessageRow>();
}

export async function leadMessageByProviderMessageId(db: D1Database, providerMessageId: string) {
  return db.prepare('SELECT * FROM lead_messages WHERE provider_message_id = ?').bind(providerMessageId).first<LeadMessageRow>();
}

export async function messagesForLead(db: D1Database, leadId: number): Promise<LeadMessageRow[]> {
  const { results } = await db.prepare('SELECT * FROM lead_messages WHERE lead_id = ? ORDER BY id').bind(leadId).all<LeadMessageRow>();
  return results;
}

export async function attachmentsForMessages(db: D1Database, messageIds: number[]): Promise<LeadMessageAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT * FROM lead_message_attachments WHERE message_id IN (${messageIds.map(() => '?').join(', ')}) ORDER BY id`)
    .bind(...messageIds)
    .all<LeadMessageAttachmentRow>();
  return results;
}

interface MessageDeliveryUpdate {
  status: DeliveryStatus;
  at: string;
  /** Count this as a send attempt. */
  attempted: boolean;
  detail?: string;
  providerMessageId?: string;
  /** Flag the lead for a person to follow up. */
  needsAttention?: boolean;
}

export function messageDeliveryStatement(db: D1Database, id: number, update: MessageDeliveryUpdate): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE lead_messages SET status = ?, attempts = attempts + ?, last_error = ?,
         provider_message_id = COALESCE(?, provider_message_id), updated_at = ? WHERE id = ?`,
    )
    .bind(update.status, update.attempted ? 1 : 0, update.detail ?? null, update.providerMessageId ?? null, update.at, id);
}

export async function recordMessageDelivery(db: D1Database, id: number, update: MessageDeliveryUpdate): Promise<void> {
  await db.batch([messageDeliveryStatement(db, id, update), ...(update.needsAttention ? [flagLeadOfRow(db, 'lead_messages', id)] : [])]);
}

/** Replies still pending since `before`: their queue message was lost or they waited for an API key. */
export async function stalePendingMessages(db: D1Database, before: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM lead_messages WHERE direction = 'out' AND status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(before, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
