// SQL for the local outbox: the emails a development run would have sent (never in production).
import type { OutgoingEmail, StoredAttachment } from './resend-client';

interface DevOutboxRow {
  id: number;
  created_at: string;
  from_address: string;
  to_addresses: string;
  cc_addresses: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: string;
}

export interface DevOutboxEmail {
  id: number;
  createdAt: string;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
}

const toEmail = (row: DevOutboxRow): DevOutboxEmail => ({
  id: row.id,
  createdAt: row.created_at,
  from: row.from_address,
  to: JSON.parse(row.to_addresses) as string[],
  cc: JSON.parse(row.cc_addresses) as string[],
  replyTo: row.reply_to,
  subject: row.subject,
  html: row.html,
  text: row.text,
  attachments: JSON.parse(row.attachments) as StoredAttachment[],
});

/** Keeps one copy per idempotency key, as Resend sends one email per key; returns its id. */
export async function keepInDevOutbox(
  db: D1Database,
  email: OutgoingEmail,
  idempotencyKey: string,
  at: string,
  leadId: number | null,
): Promise<number> {
  await db
    .prepare(
      `INSERT INTO dev_outbox (idempotency_key, created_at, from_address, to_addresses, cc_addresses, reply_to, subject, html, text, attachments, lead_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      idempotencyKey,
      at,
      email.from,
      JSON.stringify(email.to),
      JSON.stringify(email.cc ?? []),
      email.replyTo ?? null,
      email.subject,
      email.html,
      email.text,
      JSON.stringify(email.attachments ?? []),
      leadId,
    )
    .run();
  const row = await db.prepare('SELECT id FROM dev_outbox WHERE idempotency_key = ?').bind(idempotencyKey).first<{ id: number }>();
  return row!.id;
}

export async function devOutboxEmails(db: D1Database, limit: number): Promise<DevOutboxEmail[]> {
  const { results } = await db.prepare('SELECT * FROM dev_outbox ORDER BY id DESC LIMIT ?').bind(limit).all<DevOutboxRow>();
  return results.map(toEmail);
}

export async function devOutboxEmail(db: D1Database, id: number): Promise<DevOutboxEmail | null> {
  const row = await db.prepare('SELECT * FROM dev_outbox WHERE id = ?').bind(id).first<DevOutboxRow>();
  return row ? toEmail(row) : null;
}
