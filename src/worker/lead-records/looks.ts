// When each person last opened a lead (migration 0046), and what the customer sent since: the
// "2 new emails, 1 with a drawing" Needs action shows each person about a lead waiting for a reply.

/** Records that `person` (their email) opened the lead's page now; nothing for a lead erased meanwhile. */
export const recordLook = (db: D1Database, leadId: number, person: string, at: string) =>
  db
    .prepare(
      `INSERT INTO lead_looks (lead_id, person, looked_at) SELECT id, ?2, ?3 FROM leads WHERE id = ?1
       ON CONFLICT (lead_id, person) DO UPDATE SET looked_at = excluded.looked_at`,
    )
    .bind(leadId, person, at)
    .run();

/** What waits on a lead since it began waiting for a reply: its newest answer on the quotation, and what is new to one person. */
export interface WaitingNews {
  /** The newest answer on the quotation since the lead began waiting, and when. */
  answer: { kind: 'viewed' | 'changes-requested' | 'accepted' | 'declined'; at: string } | null;
  /** The newest email or chat message from the customer since the lead began waiting. */
  wroteAt: string | null;
  /** Since the lead began waiting and since this person last opened it: the customer's emails, those with a kept file, chat messages. */
  emails: number;
  emailsWithFiles: number;
  chats: number;
}

/** The customer's own emails (not the owner's answers by mail, not bounces, not hidden). */
const customerEmail = "m.lead_id = l.id AND m.kind = 'reply' AND m.from_business = 0 AND m.hidden_at IS NULL";
const sinceWaiting = 'created_at >= l.awaiting_reply_since';
const newToPerson = "created_at > COALESCE(k.looked_at, '')";

/** For each lead waiting for a reply among `leadIds`, what waits and what is new to `person`. */
export async function waitingNews(db: D1Database, leadIds: number[], person: string | null): Promise<Map<number, WaitingNews>> {
  if (leadIds.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT l.id AS lead_id,
         (SELECT kind || ' ' || created_at FROM quotation_events e
            WHERE e.lead_id = l.id AND e.kind IN ('viewed', 'changes-requested', 'accepted', 'declined') AND e.${sinceWaiting}
            ORDER BY e.id DESC LIMIT 1) AS answer,
         MAX(COALESCE((SELECT MAX(m.created_at) FROM inbound_messages m WHERE ${customerEmail} AND m.${sinceWaiting}), ''),
             COALESCE((SELECT MAX(c.created_at) FROM chat_messages c WHERE c.lead_id = l.id AND c.direction = 'in' AND c.${sinceWaiting}), '')) AS wrote_at,
         (SELECT COUNT(*) FROM inbound_messages m WHERE ${customerEmail} AND m.${sinceWaiting} AND m.${newToPerson}) AS emails,
         (SELECT COUNT(*) FROM inbound_messages m WHERE ${customerEmail} AND m.${sinceWaiting} AND m.${newToPerson}
            AND EXISTS (SELECT 1 FROM inbound_attachments a WHERE a.message_id = m.id AND a.r2_key IS NOT NULL)) AS emails_with_files,
         (SELECT COUNT(*) FROM chat_messages c WHERE c.lead_id = l.id AND c.direction = 'in' AND c.${sinceWaiting} AND c.${newToPerson}) AS chats
       FROM leads l LEFT JOIN lead_looks k ON k.lead_id = l.id AND k.person = ?2
       WHERE l.id IN (SELECT value FROM json_each(?1)) AND l.awaiting_reply_since IS NOT NULL`,
    )
    .bind(JSON.stringify(leadIds), person ?? '')
    .all<{ lead_id: number; answer: string | null; wrote_at: string; emails: number; emails_with_files: number; chats: number }>();
  return new Map(
    results.map((row) => {
      const [kind, at] = row.answer?.split(' ') ?? [];
      return [
        row.lead_id,
        {
          answer: kind && at ? { kind: kind as NonNullable<WaitingNews['answer']>['kind'], at } : null,
          wroteAt: row.wrote_at || null,
          emails: row.emails,
          emailsWithFiles: row.emails_with_files,
          chats: row.chats,
        },
      ];
    }),
  );
}
