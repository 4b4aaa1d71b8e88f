// SQL for the leads the owner is reminded of: still new, in the reminder and digest windows.
import type { LeadRow } from '../lead-records/leads';

export type LeadForOwner = Pick<LeadRow, 'id' | 'created_at' | 'full_name' | 'service'>;

/** Leads still new, received between the two times, with no reminder recorded yet, oldest first. */
export async function newLeadsWithoutReminder(
  db: D1Database,
  receivedAfter: string,
  receivedBefore: string,
  limit: number,
): Promise<LeadForOwner[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, full_name, service FROM leads
       WHERE status = 'new' AND created_at >= ? AND created_at < ?
         AND NOT EXISTS (SELECT 1 FROM lead_alerts a WHERE a.lead_id = leads.id AND a.kind = 'reminder')
       ORDER BY created_at LIMIT ?`,
    )
    .bind(receivedAfter, receivedBefore, limit)
    .all<LeadForOwner>();
  return results;
}

/** Every lead received between the two times, any status, oldest first. */
export async function leadsReceivedBetween(db: D1Database, from: string, until: string, limit: number): Promise<LeadForOwner[]> {
  const { results } = await db
    .prepare('SELECT id, created_at, full_name, service FROM leads WHERE created_at >= ? AND created_at < ? ORDER BY created_at LIMIT ?')
    .bind(from, until, limit)
    .all<LeadForOwner>();
  return results;
}

/** Leads received before the time and still new, oldest first. */
export async function leadsStillNewBefore(db: D1Database, before: string, limit: number): Promise<LeadForOwner[]> {
  const { results } = await db
    .prepare("SELECT id, created_at, full_name, service FROM leads WHERE status = 'new' AND created_at < ? ORDER BY created_at LIMIT ?")
    .bind(before, limit)
    .all<LeadForOwner>();
  return results;
}
