// The reply templates as the owner last worded them: code defaults (src/content/reply-templates.ts)
// with each template's saved wording from D1 laid over.
import { replyTemplateDefaults, replyTemplateIds, type ReplyTemplateDefault, type ReplyTemplateId } from '../../content/reply-templates';
import { fillPlaceholders } from '../../shared/placeholders';

export const isReplyTemplateId = (id: unknown): id is ReplyTemplateId => replyTemplateIds.includes(id as ReplyTemplateId);

export interface ReplyTemplate extends ReplyTemplateDefault {
  id: ReplyTemplateId;
  /** Who last saved the wording and when, or null while the default is in use. */
  edited: { by: string; at: string } | null;
}

interface ReplyTemplateRow {
  id: string;
  subject: string;
  body: string;
  updated_at: string;
  updated_by: string;
}

export async function replyTemplates(db: D1Database): Promise<ReplyTemplate[]> {
  const { results } = await db.prepare('SELECT * FROM reply_templates').all<ReplyTemplateRow>();
  return replyTemplateIds.map((id) => {
    const saved = results.find((row) => row.id === id);
    const base = replyTemplateDefaults[id];
    return saved
      ? { ...base, id, subject: saved.subject, body: saved.body, edited: { by: saved.updated_by, at: saved.updated_at } }
      : { ...base, id, edited: null };
  });
}

export async function saveReplyTemplate(db: D1Database, id: ReplyTemplateId, wording: { subject: string; body: string }, operator: string) {
  await db
    .prepare(
      `INSERT INTO reply_templates (id, subject, body, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET subject = excluded.subject, body = excluded.body,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(id, wording.subject, wording.body, new Date().toISOString(), operator)
    .run();
}

/** A template's wording for one lead: {name} and {reference} filled in. */
export function fillTemplate(text: string, values: { name: string; reference: string }): string {
  return fillPlaceholders(text, values);
}
