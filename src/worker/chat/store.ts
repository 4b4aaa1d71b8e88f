// SQL for conversations: the webhook's events waiting to be handled, the messages on a lead both
// ways, and the files the customer sent.
import type { AttachmentRow } from '../lead-records/inbound-messages';
import type { ChatChannel } from './channels';
import type { ChatEvent } from '../queue/chat-event';

const insertChatEvent = (db: D1Database, event: ChatEvent, at: string) =>
  db
    .prepare(
      `INSERT INTO chat_events (channel, platform_message_id, received_at, payload, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (channel, platform_message_id) DO NOTHING`,
    )
    .bind(event.channel, event.messageId, at, JSON.stringify(event), at);

/** The webhook's fallback when the queue refused its messages: each kept once, pending, for the sweep to queue. */
export async function storeChatEvents(db: D1Database, events: ChatEvent[], at: string): Promise<void> {
  if (events.length > 0) await db.batch(events.map((event) => insertChatEvent(db, event, at)));
}

/**
 * The event's row, made on its first arrival: a repeat of Meta's (the same message id) finds the
 * row its first arrival made, in one statement. `pending` until its message is on the lead.
 */
export async function claimChatEvent(db: D1Database, event: ChatEvent, at: string) {
  const row = await db
    .prepare(
      `INSERT INTO chat_events (channel, platform_message_id, received_at, payload, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (channel, platform_message_id) DO UPDATE SET updated_at = updated_at RETURNING id, status`,
    )
    .bind(event.channel, event.messageId, at, JSON.stringify(event), at)
    .first<{ id: number; status: 'pending' | 'done' | 'failed' }>();
  return row!;
}

/** Handled: its message is on the lead, so the payload (the person's words) is not kept twice. */
export const chatEventDone = (db: D1Database, id: number, at: string) =>
  db.prepare("UPDATE chat_events SET status = 'done', payload = '{}', last_error = NULL, updated_at = ? WHERE id = ?").bind(at, id).run();

/** A failed try on the event's row, made here if the try failed before it could make it (so a last failure still keeps the message). */
export async function recordChatEventFailure(db: D1Database, event: ChatEvent, update: { final: boolean; detail: string; at: string }) {
  await db
    .prepare(
      `INSERT INTO chat_events (channel, platform_message_id, received_at, payload, status, attempts, last_error, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?3)
       ON CONFLICT (channel, platform_message_id) DO UPDATE SET status = ?5, attempts = attempts + 1, last_error = ?6, updated_at = ?3`,
    )
    .bind(
      event.channel,
      event.messageId,
      update.at,
      JSON.stringify(event),
      update.final ? 'failed' : 'pending',
      update.detail.slice(0, 500),
    )
    .run();
}

/** Events still pending since before `cutoff`: their queue message was lost, or the queue refused them; the sweep queues them again. */
export async function pendingChatEvents(db: D1Database, cutoff: string, limit: number): Promise<ChatEvent[]> {
  const { results } = await db
    .prepare("SELECT payload FROM chat_events WHERE status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(cutoff, limit)
    .all<{ payload: string }>();
  return results.map((row) => JSON.parse(row.payload) as ChatEvent);
}

/** Answers still pending since before `cutoff` (a lost queue message, or waiting for a token): the sweep queues them again. */
export async function pendingChatAnswerIds(db: D1Database, cutoff: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM chat_messages WHERE direction = 'out' AND status = 'pending' AND updated_at < ? ORDER BY id LIMIT ?")
    .bind(cutoff, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The open lead (not won, lost or in Spam) the person's conversation on this channel is on; null for a newcomer. */
export async function openLeadForPerson(db: D1Database, channel: ChatChannel, personId: string): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT m.lead_id FROM chat_messages m JOIN leads l ON l.id = m.lead_id
       WHERE m.channel = ? AND m.person_id = ? AND l.status NOT IN ('won', 'lost') AND l.spam_reason IS NULL
       ORDER BY m.id DESC LIMIT 1`,
    )
    .bind(channel, personId)
    .first<{ lead_id: number }>();
  return row?.lead_id ?? null;
}

export interface NewChatLead {
  /** Makes a retried event find the lead it already made: chatLeadKey(). */
  idempotencyKey: string;
  createdAt: string;
  name: string;
  phone: string;
  projectDetails: string;
  source: ChatChannel;
  campaign: string | null;
}

/** A new lead for a conversation's first message; the same key returns the lead made before. */
export async function storeChatLead(db: D1Database, lead: NewChatLead): Promise<{ id: number }> {
  const inserted = await db
    .prepare(
      `INSERT INTO leads (idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, source, campaign)
       VALUES (?, ?, ?, '', ?, 'other', ?, 'not-sure', 'not-sure', ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(lead.idempotencyKey, lead.createdAt, lead.name, lead.phone, lead.projectDetails, lead.source, lead.source, lead.campaign)
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id };
  const existing = await db.prepare('SELECT id FROM leads WHERE idempotency_key = ?').bind(lead.idempotencyKey).first<{ id: number }>();
  return { id: existing!.id };
}

export interface ChatMessageRow {
  id: number;
  lead_id: number;
  channel: ChatChannel;
  direction: 'in' | 'out';
  person_id: string;
  platform_message_id: string | null;
  created_at: string;
  text: string;
  sender: string | null;
  sender_name: string | null;
  send_as: SendAs | null;
  status: 'received' | 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
}

/** How an answer goes: inside the 24-hour window, with Messenger's HUMAN_AGENT tag, or as WhatsApp's approved template. */
export type SendAs = 'RESPONSE' | 'HUMAN_AGENT' | 'TEMPLATE';

/** The customer's message on the lead, once per platform id (a retried event finds it). */
export async function storeIncomingMessage(
  db: D1Database,
  leadId: number,
  event: Pick<ChatEvent, 'channel' | 'personId' | 'messageId' | 'sentAt' | 'text'>,
): Promise<{ id: number; isNew: boolean }> {
  const existing = await db
    .prepare("SELECT id FROM chat_messages WHERE channel = ? AND platform_message_id = ? AND direction = 'in'")
    .bind(event.channel, event.messageId)
    .first<{ id: number }>();
  if (existing) return { id: existing.id, isNew: false };
  const row = await db
    .prepare(
      `INSERT INTO chat_messages (lead_id, channel, direction, person_id, platform_message_id, created_at, text, status, updated_at)
       VALUES (?, ?, 'in', ?, ?, ?, ?, 'received', ?) RETURNING id`,
    )
    .bind(leadId, event.channel, event.personId, event.messageId, event.sentAt, event.text, event.sentAt)
    .first<{ id: number }>();
  return { id: row!.id, isNew: true };
}

export interface NewChatAttachment {
  fileName: string;
  contentType: string;
  size: number;
  r2Key: string | null;
  refusedReason: string | null;
}

export async function storeChatAttachments(db: D1Database, messageId: number, files: NewChatAttachment[]) {
  if (files.length === 0) return;
  await db.batch(
    files.map((file) =>
      db
        .prepare(
          'INSERT INTO chat_attachments (message_id, file_name, content_type, size, r2_key, refused_reason) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(messageId, file.fileName, file.contentType, file.size, file.r2Key, file.refusedReason),
    ),
  );
}

export const hasAttachments = async (db: D1Database, messageId: number) =>
  (await db.prepare('SELECT 1 FROM chat_attachments WHERE message_id = ?').bind(messageId).first()) !== null;

export async function chatForLead(db: D1Database, leadId: number): Promise<{ messages: ChatMessageRow[]; files: AttachmentRow[] }> {
  const [messages, files] = await db.batch<ChatMessageRow | AttachmentRow>([
    db.prepare('SELECT * FROM chat_messages WHERE lead_id = ? ORDER BY created_at, id').bind(leadId),
    db
      .prepare('SELECT a.* FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id WHERE m.lead_id = ? ORDER BY a.id')
      .bind(leadId),
  ]);
  return { messages: messages!.results as ChatMessageRow[], files: files!.results as AttachmentRow[] };
}

export const chatAttachmentForLead = (db: D1Database, leadId: number, attachmentId: number) =>
  db
    .prepare(
      `SELECT a.file_name, a.content_type, a.size, a.r2_key FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id
       WHERE a.id = ? AND m.lead_id = ? AND a.r2_key IS NOT NULL`,
    )
    .bind(attachmentId, leadId)
    .first<{ file_name: string; content_type: string; size: number; r2_key: string }>();

/** The customer's newest message on the lead (the channel, who, and when the reply window opened). */
export const lastIncomingMessage = (db: D1Database, leadId: number) =>
  db
    .prepare(
      "SELECT channel, person_id, created_at FROM chat_messages WHERE lead_id = ? AND direction = 'in' ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(leadId)
    .first<Pick<ChatMessageRow, 'channel' | 'person_id' | 'created_at'>>();

export const chatMessageById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM chat_messages WHERE id = ?').bind(id).first<ChatMessageRow>();

/** An answer to queue: its row, and the lead no longer waiting for a reply, in one batch. */
export function insertOutgoingMessage(
  db: D1Database,
  message: {
    leadId: number;
    channel: ChatChannel;
    personId: string;
    text: string;
    sender: string;
    senderName: string;
    sendAs: SendAs;
    at: string;
  },
) {
  return db
    .prepare(
      `INSERT INTO chat_messages (lead_id, channel, direction, person_id, created_at, text, sender, sender_name, send_as, status, updated_at)
       VALUES (?, ?, 'out', ?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id`,
    )
    .bind(
      message.leadId,
      message.channel,
      message.personId,
      message.at,
      message.text,
      message.sender,
      message.senderName,
      message.sendAs,
      message.at,
    );
}

export async function recordChatDelivery(
  db: D1Database,
  id: number,
  update: { status: 'pending' | 'sent' | 'failed'; at: string; attempted: boolean; detail?: string; platformMessageId?: string },
) {
  const statements = [
    db
      .prepare(
        `UPDATE chat_messages SET status = ?, attempts = attempts + ?, last_error = ?, platform_message_id = COALESCE(?, platform_message_id), updated_at = ?
         WHERE id = ?`,
      )
      .bind(update.status, update.attempted ? 1 : 0, update.detail?.slice(0, 500) ?? null, update.platformMessageId ?? null, update.at, id),
  ];
  // An answer that could not go out at all: a person must reach the customer another way.
  if (update.status === 'failed')
    statements.push(
      db.prepare('UPDATE leads SET needs_attention = 1 WHERE id = (SELECT lead_id FROM chat_messages WHERE id = ?)').bind(id),
    );
  await db.batch(statements);
}
