// Voiding a sent quotation version: of two voids at once, even in the same millisecond by the same
// operator (a double click), one voids it and one 'voided' event is recorded.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { versionById, voidVersion } from '../../src/worker/quotation-records/store';
import { operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';

/** A lead with one sent, unanswered version; the version's id. */
async function sentVersion(leadId: number): Promise<number> {
  await insertLead({ id: leadId, createdAt: '2026-11-20T01:00:00.000Z', status: 'quoted' });
  const at = '2026-11-20T02:00:00.000Z';
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(leadId, at, at)
    .first<number>('id');
  return (await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
     VALUES (?, ?, 0, ?, 'owner', ?, '2099-12-31', '{"reference":"Q-2026-000000"}', 100000) RETURNING id`,
  )
    .bind(quotation, leadId, at, crypto.randomUUID())
    .first<number>('id'))!;
}

const voidedEvents = (versionId: number) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE version_id = ? AND kind = 'voided'").bind(versionId).first<number>('n');

describe('voiding a quotation version', () => {
  it('records one voided event for two voids in the same millisecond by the same operator', async () => {
    const versionId = await sentVersion(840_001);
    const version = (await versionById(env.DB, versionId))!;
    const at = '2026-11-21T03:04:05.678Z';

    const first = await voidVersion(env.DB, version, 'Steel prices changed.', 'owner@stainless.example', at);
    const second = await voidVersion(env.DB, version, 'Steel prices changed.', 'owner@stainless.example', at);

    expect([first, second]).toEqual([true, false]);
    expect(await voidedEvents(versionId)).toBe(1);
  });

  it('records one voided event when both voids run at once', async () => {
    const versionId = await sentVersion(840_002);
    const version = (await versionById(env.DB, versionId))!;
    const at = '2026-11-21T03:04:05.678Z';

    const outcomes = await Promise.all(
      ['Steel prices changed.', 'Wrong grade.'].map((reason) => voidVersion(env.DB, version, reason, 'owner@stainless.example', at)),
    );

    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await voidedEvents(versionId)).toBe(1);
    const stored = await env.DB.prepare('SELECT void_reason FROM quotation_versions WHERE id = ?')
      .bind(versionId)
      .first<string>('void_reason');
    const event = await env.DB.prepare("SELECT detail FROM quotation_events WHERE version_id = ? AND kind = 'voided'")
      .bind(versionId)
      .first<string>('detail');
    // The event is the stored void's, not the refused one's.
    expect(event).toBe(stored);
  });

  it('a second void from the dashboard answers 409 and records nothing more', async () => {
    const leadId = 840_003;
    const versionId = await sentVersion(leadId);
    const session = await operator();
    const path = `/admin/leads/${leadId}/quotation/versions/${versionId}/void`;

    expect((await postForm(session, path, { reason: 'Steel prices changed.' })).status).toBe(303);
    const again = await postForm(session, path, { reason: 'Steel prices changed.' });

    expect(again.status).toBe(409);
    expect(await voidedEvents(versionId)).toBe(1);
  });
});
