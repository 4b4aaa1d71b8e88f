// Issue 36, H1: the contract hold decides whether the retention sweep erases a lead, so it is the
// owner's (as erasure is), and every change of it names the person on the timeline and in the audit.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eraseExpiredLeads } from '../../src/worker/lead-records/erasure';
import { asOperator, operator, operatorEmail, postForm, staffMember } from './admin-helpers';
import { insertLead } from './lead-rows';
import { workerEnv } from './quote-helpers';

const dayMs = 24 * 60 * 60 * 1000;
let nextLeadId = 930_001;

/** A page's text as a person reads it. */
const pageText = async (response: Response) => (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const held = async (leadId: number) =>
  (await env.DB.prepare('SELECT contract_hold FROM leads WHERE id = ?').bind(leadId).first<{ contract_hold: number }>())?.contract_hold;

describe('the contract hold', () => {
  it('cannot be released by staff, so an old lead held for a contract survives the sweep', async () => {
    const owner = await operator();
    const staff = await staffMember();
    const lead = await insertLead({ id: nextLeadId++, createdAt: new Date().toISOString() });
    expect((await postForm(owner, `/admin/leads/${lead.id}/contract`, { hold: '1' })).status).toBe(303);
    const longAgo = new Date(Date.now() - 4 * 366 * dayMs).toISOString();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(longAgo, lead.id).run();

    const refused = await postForm(staff.session, `/admin/leads/${lead.id}/contract`, { hold: '0' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('for the owner');
    expect(await held(lead.id)).toBe(1);

    while ((await eraseExpiredLeads(workerEnv, new Date())) > 0);
    expect(await held(lead.id)).toBe(1);
    await env.DB.prepare('DELETE FROM leads WHERE id = ?').bind(lead.id).run();
  });

  it('is shown to staff without its control, and to the owner with it', async () => {
    const owner = await operator();
    const staff = await staffMember();
    const lead = await insertLead({ id: nextLeadId++, createdAt: new Date().toISOString() });
    const form = `action="/admin/leads/${lead.id}/contract"`;

    const staffPage = await asOperator(staff.session, `/admin/leads/${lead.id}`);
    expect(staffPage.status).toBe(200);
    const staffHtml = await staffPage.text();
    expect(staffHtml).not.toContain(form);
    expect(staffHtml).not.toContain('Mark as part of a contract');
    expect(staffHtml).toContain('An owner marks a lead as part of a contract');

    const ownerHtml = await (await asOperator(owner, `/admin/leads/${lead.id}`)).text();
    expect(ownerHtml).toContain(form);
    expect(ownerHtml).toContain('Mark as part of a contract');
  });

  it('names who changed it on the lead’s timeline and in the audit, and the audit keeps it after the lead is erased', async () => {
    const owner = await operator();
    const lead = await insertLead({ id: nextLeadId++, createdAt: new Date().toISOString() });
    expect((await postForm(owner, `/admin/leads/${lead.id}/contract`, { hold: '1' })).status).toBe(303);
    expect((await postForm(owner, `/admin/leads/${lead.id}/contract`, { hold: '0' })).status).toBe(303);
    // Posting what is already set changes nothing and records nothing.
    expect((await postForm(owner, `/admin/leads/${lead.id}/contract`, { hold: '0' })).status).toBe(303);

    const timeline = await pageText(await asOperator(owner, `/admin/leads/${lead.id}`));
    expect(timeline).toContain(`Marked as part of a contract (kept past the retention period) by ${operatorEmail}`);
    expect(timeline).toContain(`No longer part of a contract (erased when its retention period ends) by ${operatorEmail}`);
    expect(timeline.split('No longer part of a contract').length - 1).toBe(1);

    const audit = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(operatorEmail)}`));
    expect(audit).toContain(`Released the contract hold (the retention sweep may erase it) on ${lead.reference}`);
    expect(audit).toContain(`Set the contract hold (kept past the retention period) on ${lead.reference}`);
    expect(audit).toContain(lead.reference);

    const longAgo = new Date(Date.now() - 4 * 366 * dayMs).toISOString();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(longAgo, lead.id).run();
    while ((await eraseExpiredLeads(workerEnv, new Date())) > 0);
    expect(await held(lead.id)).toBeUndefined();
    const afterErasure = await pageText(await asOperator(owner, `/admin/audit?by=${encodeURIComponent(operatorEmail)}`));
    expect(afterErasure).toContain(`Released the contract hold (the retention sweep may erase it) on ${lead.reference} (since erased)`);
  });
});
