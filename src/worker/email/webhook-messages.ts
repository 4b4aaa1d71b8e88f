// SQL for the Resend (Svix) message ids already handled: a replayed webhook changes nothing.

/** Far past the five-minute signature window, after which a replay is refused as stale anyway. */
export const webhookMessageMemorySeconds = 24 * 60 * 60;

export async function isHandledWebhookMessage(db: D1Database, svixId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM webhook_messages WHERE svix_id = ?').bind(svixId).first()) !== null;
}

/** Fails on an id already stored, so it rolls back a batch that would handle a message twice. */
export function rememberWebhookMessage(db: D1Database, svixId: string, signedAt: number): D1PreparedStatement {
  return db.prepare('INSERT INTO webhook_messages (svix_id, signed_at) VALUES (?, ?)').bind(svixId, signedAt);
}

export async function forgetWebhookMessagesSignedBefore(db: D1Database, cutoffSeconds: number): Promise<number> {
  const result = await db.prepare('DELETE FROM webhook_messages WHERE signed_at < ?').bind(cutoffSeconds).run();
  return result.meta.changes;
}
