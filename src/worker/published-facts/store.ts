// SQL behind the owner's site facts in D1: the working draft, the publish history, the audit trail
// (the published snapshot every page reads is KV's: published.ts).
import type { AuditRow, PublishRow, SiteFactsAction } from '../../shared/site-facts-history';
import * as z from 'zod';
import { defaultQuotationSettings } from '../../content/quotation-terms';
import { publishedSnapshotSchema, siteFactsSchema, type SiteFacts } from '../../shared/site-facts';

const auditInsert = (db: D1Database, at: string, operator: string, action: SiteFactsAction, section: string | null, detail: string) =>
  db
    .prepare('INSERT INTO site_fact_audit (at, operator, action, section, detail) VALUES (?, ?, ?, ?, ?)')
    .bind(at, operator, action, section, detail);

/** The facts as D1 and KV hold them: a snapshot saved before quotation settings existed reads the defaults. */
const storedSiteFactsSchema = z.preprocess(
  (stored) =>
    stored !== null && typeof stored === 'object' && !('quotations' in stored)
      ? { ...stored, quotations: defaultQuotationSettings }
      : stored,
  siteFactsSchema,
);
/** A published version as KV holds it. */
export const storedSnapshotSchema = publishedSnapshotSchema.extend({ facts: storedSiteFactsSchema });

/** The working draft; null before anyone saved one. A stored draft that no longer fits the schema counts as none. */
export async function readDraft(db: D1Database): Promise<SiteFacts | null> {
  const row = await db.prepare('SELECT facts FROM site_fact_drafts WHERE id = 1').first<{ facts: string }>();
  if (!row) return null;
  const parsed = storedSiteFactsSchema.safeParse(JSON.parse(row.facts));
  return parsed.success ? parsed.data : null;
}

/** Saves the whole draft and audits the change, in one transaction. */
export async function saveDraft(db: D1Database, facts: SiteFacts, operator: string, section: string, detail: string, at = new Date()) {
  const now = at.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO site_fact_drafts (id, facts, updated_at, updated_by) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET facts = excluded.facts, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(JSON.stringify(facts), now, operator),
    auditInsert(db, now, operator, 'draft_saved', section, detail),
  ]);
}

/**
 * Records a publish as the next version, leaves the draft equal to it and audits it, in one
 * transaction; returns the new version.
 */
export async function recordPublish(
  db: D1Database,
  publish: { facts: SiteFacts; operator: string; summary: string; revertedTo?: number },
  at = new Date(),
): Promise<{ version: number; publishedAt: string }> {
  const now = at.toISOString();
  const facts = JSON.stringify(publish.facts);
  const [inserted] = await db.batch<{ version: number }>([
    db
      .prepare(
        `INSERT INTO site_fact_publishes (version, published_at, operator, facts, summary, reverted_to)
         SELECT COALESCE(MAX(version), 0) + 1, ?, ?, ?, ?, ? FROM site_fact_publishes RETURNING version`,
      )
      .bind(now, publish.operator, facts, publish.summary, publish.revertedTo ?? null),
    db
      .prepare(
        `INSERT INTO site_fact_drafts (id, facts, updated_at, updated_by) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET facts = excluded.facts, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(facts, now, publish.operator),
    auditInsert(
      db,
      now,
      publish.operator,
      publish.revertedTo ? 'reverted' : 'published',
      null,
      `${publish.revertedTo ? `back to version ${publish.revertedTo}: ` : ''}${publish.summary}`,
    ),
  ]);
  return { version: inserted!.results[0]!.version, publishedAt: now };
}

export async function latestPublish(db: D1Database): Promise<{ version: number; facts: SiteFacts } | null> {
  const row = await db
    .prepare('SELECT version, facts FROM site_fact_publishes ORDER BY version DESC LIMIT 1')
    .first<{ version: number; facts: string }>();
  return row ? { version: row.version, facts: storedSiteFactsSchema.parse(JSON.parse(row.facts)) } : null;
}

export async function publishedVersion(db: D1Database, version: number): Promise<SiteFacts | null> {
  const row = await db.prepare('SELECT facts FROM site_fact_publishes WHERE version = ?').bind(version).first<{ facts: string }>();
  return row ? storedSiteFactsSchema.parse(JSON.parse(row.facts)) : null;
}

export async function listPublishes(db: D1Database, limit = 200): Promise<PublishRow[]> {
  const { results } = await db
    .prepare('SELECT version, published_at, operator, summary, reverted_to FROM site_fact_publishes ORDER BY version DESC LIMIT ?')
    .bind(limit)
    .all<PublishRow>();
  return results;
}

export async function recentAudit(db: D1Database, limit = 100): Promise<AuditRow[]> {
  const { results } = await db
    .prepare('SELECT id, at, operator, action, section, detail FROM site_fact_audit ORDER BY id DESC LIMIT ?')
    .bind(limit)
    .all<AuditRow>();
  return results;
}

export async function recordPhotoStored(db: D1Database, operator: string, detail: string, at = new Date()) {
  await auditInsert(db, at.toISOString(), operator, 'photo_stored', 'projects', detail).run();
}
