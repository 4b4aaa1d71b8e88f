// A record's number in a dashboard path is only the digits the dashboard writes: `0x10`, `1e1`,
// ` 16`, `016`, `16.0`, `+16` and numbers past 2^53 - 1 answer 404, never record 16.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index';
import { parseListIndex, parseRecordId } from '../../src/worker/record-id';
import { asOperator, operator, operatorEmail, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin, workerEnv } from './quote-helpers';

/** Ways to write 16 that `Number()` reads as 16 (percent-encoded where a path needs it), and ids that are no record's. */
const notCanonical = ['0x10', '1e1', '%2016', '16%20', '016', '0016', '16.0', '16.', '+16', '1_6', '0b10000', '０１６'];
const neverIds = ['0', '-16', '9007199254740993', '99999999999999999999', '', '16a'];

describe('record ids in dashboard paths', () => {
  it('parses only canonical positive decimal integers within the safe range', () => {
    for (const raw of ['1', '16', '9007199254740991']) expect(parseRecordId(raw), raw).toBe(Number(raw));
    for (const raw of [...notCanonical.map(decodeURIComponent), ...neverIds, ' 16', '16\n', undefined])
      expect(parseRecordId(raw), raw).toBeNull();
    expect(parseListIndex('0')).toBe(0);
    expect(parseListIndex('2')).toBe(2);
    for (const raw of ['00', '02', '0x0', '-0', '1e0']) expect(parseListIndex(raw), raw).toBeNull();
  });

  it('a lead, its quotation version and its received email answer only at their own number', async () => {
    await insertLead({ id: 16, createdAt: '2026-11-20T01:00:00.000Z' });
    const at = '2026-11-20T02:00:00.000Z';
    const quotation = await env.DB.prepare(
      `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (16, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
    )
      .bind(at, at)
      .first<number>('id');
    await env.DB.prepare(
      `INSERT INTO quotation_versions (id, quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
       VALUES (16, ?, 16, 0, ?, 'owner', ?, '2099-12-31', ?, 100000)`,
    )
      .bind(quotation, at, crypto.randomUUID(), JSON.stringify({ reference: 'Q-2026-000016', lines: [], totals: { total: 100000 } }))
      .run();
    const session = await operator();

    expect((await asOperator(session, '/admin/leads/16')).status).toBe(200);
    expect((await asOperator(session, '/admin/leads/16/quotation')).status).toBe(200);
    for (const raw of [...notCanonical, ...neverIds.filter(Boolean)]) {
      expect((await asOperator(session, `/admin/leads/${raw}`)).status, `lead ${raw}`).toBe(404);
      expect((await asOperator(session, `/admin/leads/${raw}/quotation`)).status, `quotation of lead ${raw}`).toBe(404);
      const voided = await postForm(session, `/admin/leads/16/quotation/versions/${raw}/void`, { reason: 'Prices changed.' });
      expect(voided.status, `void of version ${raw}`).toBe(404);
      expect((await postForm(session, `/admin/leads/${raw}/status`, { status: 'contacted' })).status, `status of lead ${raw}`).not.toBe(
        303,
      );
      expect((await postForm(session, `/admin/leads/${raw}/notes`, { body: 'A note.' })).status, `note on lead ${raw}`).not.toBe(303);
    }
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = 16').first('status')).toBe('new');
    expect(await env.DB.prepare('SELECT voided_at FROM quotation_versions WHERE id = 16').first('voided_at')).toBeNull();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = 16').first('n')).toBe(0);
  });

  it('a team member answers only at their own number', async () => {
    const session = await operator();
    const ownId = await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<number>('id');
    // Ending one's own sessions with another spelling of one's number would sign this session out.
    for (const raw of [`0${ownId}`, `0x${ownId!.toString(16)}`, `${ownId}.0`, `%20${ownId}`, `${ownId}e0`]) {
      const response = await postForm(session, `/admin/team/${raw}/end-sessions`, {});
      expect(response.status, raw).toBe(404);
    }
    expect((await asOperator(session, '/admin/leads')).status).toBe(200);
  });

  it('an email in the development outbox answers only at its own number', async () => {
    await env.DB.prepare(
      `INSERT INTO dev_outbox (id, idempotency_key, created_at, from_address, to_addresses, subject, html, text)
       VALUES (16, ?, '2026-11-20T02:00:00.000Z', 'quotes@example.com', '["buyer@example.com"]', 'Your quote request', '<p>Thanks</p>', 'Thanks')`,
    )
      .bind(crypto.randomUUID())
      .run();
    const session = await operator();
    const development = { ...workerEnv, ENVIRONMENT: 'development' };
    const get = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${origin}${path}`, { headers: { Cookie: session.cookie } }), development, ctx);
      await waitOnExecutionContext(ctx);
      await response.arrayBuffer();
      return response.status;
    };

    expect(await get('/admin/outbox/16')).toBe(200);
    for (const raw of notCanonical) expect(await get(`/admin/outbox/${raw}`), raw).toBe(404);
  });
});
