// SQL for the Follow-ups list: every lead with a follow-up day, soonest first.

export interface FollowUpListRow {
  id: number;
  created_at: string;
  full_name: string;
  company: string | null;
  /** E.164, or '' for a lead added by hand without one. */
  phone: string;
  email: string;
  status: string;
  follow_up_on: string;
  follow_up_time: string | null;
  follow_up_note: string | null;
}

/** More than a small shop's follow-ups; the page says when the list stopped there. */
export const followUpListLimit = 300;

export async function followUpList(db: D1Database): Promise<FollowUpListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, full_name, company, phone, email, status, follow_up_on, follow_up_time, follow_up_note FROM leads
       WHERE follow_up_on IS NOT NULL AND spam_reason IS NULL
       ORDER BY follow_up_on, follow_up_time IS NOT NULL, follow_up_time, id LIMIT ?`,
    )
    .bind(followUpListLimit + 1)
    .all<FollowUpListRow>();
  return results;
}
