// SQL for the uploads table: each drawing the quote form put in R2, claimed by its lead or deleted after a day.

export interface UploadRow {
  id: string;
  r2_key: string;
  draft_id: string;
  original_name: string;
  content_type: string;
  size: number;
  created_at: string;
  lead_id: number | null;
}

/**
 * Records an upload before its bytes arrive, if its form has fewer than `maxPerDraft` uploads:
 * one statement, so uploads arriving at once cannot all pass the count. False when full.
 */
export async function reserveUpload(db: D1Database, row: Omit<UploadRow, 'lead_id'>, maxPerDraft: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO uploads (id, r2_key, draft_id, original_name, content_type, size, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM uploads WHERE draft_id = ?) < ?`,
    )
    .bind(row.id, row.r2_key, row.draft_id, row.original_name, row.content_type, row.size, row.created_at, row.draft_id, maxPerDraft)
    .run();
  return result.meta.changes === 1;
}

/** An upload whose bytes never arrived whole: its reserved row goes. */
export function releaseUpload(db: D1Database, id: string) {
  return db.prepare('DELETE FROM uploads WHERE id = ? AND lead_id IS NULL').bind(id).run();
}

export async function uploadsByIds(db: D1Database, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const placeholders = ids.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT * FROM uploads WHERE id IN (${placeholders})`)
    .bind(...ids)
    .all<UploadRow>();
  return results;
}

export async function uploadsForLead(db: D1Database, leadId: number): Promise<UploadRow[]> {
  const { results } = await db.prepare('SELECT * FROM uploads WHERE lead_id = ? ORDER BY created_at').bind(leadId).all<UploadRow>();
  return results;
}

export async function deleteUnclaimedUpload(db: D1Database, id: string, draftId: string): Promise<UploadRow | null> {
  return db
    .prepare('DELETE FROM uploads WHERE id = ? AND draft_id = ? AND lead_id IS NULL RETURNING *')
    .bind(id, draftId)
    .first<UploadRow>();
}

export async function deleteUnclaimedUploadsBefore(db: D1Database, cutoff: string): Promise<UploadRow[]> {
  const { results } = await db
    .prepare('DELETE FROM uploads WHERE lead_id IS NULL AND created_at < ? RETURNING *')
    .bind(cutoff)
    .all<UploadRow>();
  return results;
}
