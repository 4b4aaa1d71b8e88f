// Leads stored directly with their source, campaign and quotation versions (migrations 0007 and
// 0020), for the overview's, the CSV's and the weekly report's money figures.
import { env } from 'cloudflare:test';
import { insertLead } from './lead-rows';

export interface SeededLead {
  id: number;
  createdAt: string;
  source: string;
  medium?: string;
  campaign?: string;
  status?: 'new' | 'quoted' | 'won';
  wonCentavos?: number;
  spam?: boolean;
  versions?: { sentAt: string; totalCentavos: number; voided?: boolean; accepted?: boolean }[];
}

export async function seedLead(lead: SeededLead) {
  await insertLead({ id: lead.id, createdAt: lead.createdAt, status: lead.status ?? 'new' });
  const touch = {
    utm_source: lead.source,
    ...(lead.medium ? { utm_medium: lead.medium } : {}),
    ...(lead.campaign ? { utm_campaign: lead.campaign } : {}),
  };
  await env.DB.prepare(
    'UPDATE leads SET source = ?, campaign = ?, latest_touch = ?, first_touch = ?, won_centavos = ?, spam_reason = ? WHERE id = ?',
  )
    .bind(
      lead.source,
      lead.campaign ?? null,
      JSON.stringify(touch),
      JSON.stringify(touch),
      lead.wonCentavos ?? null,
      lead.spam ? 'honeypot' : null,
      lead.id,
    )
    .run();
  if (!lead.versions) return;
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?1, ?2, 'owner@example.com', '{}', ?2, 'owner@example.com') RETURNING id`,
  )
    .bind(lead.id, lead.createdAt)
    .first<{ id: number }>();
  await env.DB.batch(
    lead.versions.map((version, revision) =>
      env.DB.prepare(
        `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at, voided_at)
         VALUES (?, ?, ?, ?, 'owner@example.com', ?, '2026-12-31', '{}', ?, ?, ?, ?)`,
      ).bind(
        quotation!.id,
        lead.id,
        revision,
        version.sentAt,
        crypto.randomUUID(),
        version.totalCentavos,
        version.accepted ? 'accepted' : null,
        version.accepted ? version.sentAt : null,
        version.voided ? version.sentAt : null,
      ),
    ),
  );
}
