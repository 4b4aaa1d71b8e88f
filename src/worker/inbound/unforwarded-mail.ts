// Raw messages kept in R2 because forwarding them failed: listed with the lead they named, so
// erasure finds them, and with when they came, so the sweep deletes them after the retention period.
import type { WorkerEnv } from '../app-env';

export const unforwardedMailPrefix = 'inbound/unforwarded/';

export async function recordUnforwardedMail(db: D1Database, r2Key: string, leadId: number | null, receivedAt: string): Promise<void> {
  await db.prepare('INSERT INTO unforwarded_mail (r2_key, lead_id, received_at) VALUES (?, ?, ?)').bind(r2Key, leadId, receivedAt).run();
}

/** Raw messages received before `cutoff`, listed or not (a listing can fail after the R2 write): deleted; returns how many. */
export async function deleteUnforwardedMailBefore(env: WorkerEnv, cutoff: Date): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ prefix: unforwardedMailPrefix, cursor, limit: 500 });
    const old = page.objects.filter((object) => object.uploaded < cutoff).map((object) => object.key);
    if (old.length > 0) {
      await env.UPLOADS.delete(old);
      await env.DB.batch(old.map((key) => env.DB.prepare('DELETE FROM unforwarded_mail WHERE r2_key = ?').bind(key)));
      removed += old.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
