// The overview's Needs action lists a sent quotation that is still unanswered when its last valid
// day is today or two working days away (the rule the expiry reminder uses), linking to the
// lead's quotation; answered, voided, revised and expired ones are not listed.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { quotationsAboutToExpire } from '../../src/worker/quotations/expiry-reminders';
import { asOperator, operator } from './admin-helpers';
import { insertLead } from './lead-rows';
import { workerEnv } from './quote-helpers';

const createdAt = '2026-11-20T01:00:00.000Z';

/** A lead with a quotation and its sent versions (revision 0, 1...), each valid until the day given. */
async function quotedLead(id: number, fullName: string, versions: { validUntil: string; response?: string; voided?: boolean }[]) {
  await insertLead({ id, createdAt, fullName, status: 'quoted' });
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by)
     VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(id, createdAt, createdAt)
    .first<{ id: number }>();
  await env.DB.batch(
    versions.map((version, revision) =>
      env.DB.prepare(
        `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, voided_at)
         VALUES (?, ?, ?, ?, 'owner', ?, ?, '{}', 100000, ?, ?)`,
      ).bind(
        quotation!.id,
        id,
        revision,
        createdAt,
        crypto.randomUUID(),
        version.validUntil,
        version.response ?? null,
        version.voided ? createdAt : null,
      ),
    ),
  );
}

const leadIds = (listed: { leadId: number }[]) => listed.map((quotation) => quotation.leadId);

describe('quotations about to expire', () => {
  it('are the unanswered newest revisions valid until today or within two working days, soonest first', async () => {
    // Wednesday 2 December 2026, 10:00 in Manila.
    const now = new Date('2026-12-02T02:00:00.000Z');
    await quotedLead(770001, 'Friday Expiry', [{ validUntil: '2026-12-04' }]);
    await quotedLead(770002, 'Expires Today', [{ validUntil: '2026-12-02' }]);
    // Monday: its last two working days before it are Saturday and Friday; not yet.
    await quotedLead(770003, 'Monday Expiry', [{ validUntil: '2026-12-07' }]);
    await quotedLead(770004, 'Expired Yesterday', [{ validUntil: '2026-12-01' }]);
    await quotedLead(770005, 'Accepted', [{ validUntil: '2026-12-03', response: 'accepted' }]);
    await quotedLead(770006, 'Declined', [{ validUntil: '2026-12-03', response: 'declined' }]);
    await quotedLead(770007, 'Voided', [{ validUntil: '2026-12-03', voided: true }]);
    await quotedLead(770008, 'Revised', [{ validUntil: '2026-12-03' }, { validUntil: '2026-12-20' }]);
    await quotedLead(770009, 'Revised Soon', [{ validUntil: '2026-12-20' }, { validUntil: '2026-12-03' }]);

    const listed = await quotationsAboutToExpire(workerEnv, now, 20);
    expect(leadIds(listed)).toEqual([770002, 770009, 770001]);
    expect(listed[1]).toEqual({
      leadId: 770009,
      leadCreatedAt: createdAt,
      fullName: 'Revised Soon',
      company: null,
      revision: 1,
      validUntil: '2026-12-03',
    });
    // On Friday the Monday quotation's warning day has come; Wednesday's has expired.
    expect(leadIds(await quotationsAboutToExpire(workerEnv, new Date('2026-12-04T02:00:00.000Z'), 20))).toEqual([770001, 770003]);
    expect(leadIds(await quotationsAboutToExpire(workerEnv, now, 1))).toEqual([770002]);
  });

  it("are listed under Needs action with a link to the lead's quotation, and clear when answered", async () => {
    const today = manilaDay(new Date());
    await quotedLead(770101, 'Corazon Aquino', [{ validUntil: today }]);
    await quotedLead(770102, 'Long Gone', [{ validUntil: '2026-01-05' }]);
    await env.DB.prepare("UPDATE leads SET spam_reason = 'honeypot' WHERE id = 770102").run();
    const session = await operator();
    const panel = async () => {
      const html = await (await asOperator(session, '/admin')).text();
      return html.slice(html.indexOf('id="needs-action-heading"'), html.indexOf('id="today-heading"'));
    };

    expect(await panel()).toContain(
      '<li><a href="/admin/leads/770101/quotation">Q-2026-770101</a> Corazon Aquino<br/><span class="muted">Quotation expires today, unanswered</span></li>',
    );
    expect(await panel()).not.toContain('Long Gone');

    await env.DB.prepare("UPDATE quotation_versions SET response = 'accepted' WHERE lead_id = 770101").run();
    expect(await panel()).not.toContain('/admin/leads/770101/quotation');
  });
});
