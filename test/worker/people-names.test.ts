// People are called by their names: the name given in an invitation, the first owner's asked for;
// names on the timeline, the audit, the register and the bar, never an email in their place.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker/index';
import { asOperator, cookieValue, operator, postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';

const staffEmail = 'jessa.manalastas@example.com';
const staffPassword = 'a staff member passphrase';

/** Jessa, invited by the owner with her name, signed in through the invitation. */
async function invitedStaff(owner: OperatorSession): Promise<OperatorSession> {
  const invited = await (
    await postForm(owner, '/admin/team/invitations', { name: 'Jessa Manalastas', email: staffEmail, role: 'staff' })
  ).text();
  const link = /value="([^"]*\/admin\/invitation\?token=[^"]+)"/.exec(invited)![1]!.replace(/&amp;/g, '&');
  const accepted = await app.request(
    `${origin}/admin/invitation`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')!, password: staffPassword, confirmation: staffPassword }),
    },
    env,
  );
  expect(accepted.status).toBe(303);
  return { cookie: `__Host-admin_session=${cookieValue(accepted, '__Host-admin_session')}` };
}

describe('people called by their names', { timeout: 20_000 }, () => {
  it('asks the first owner for their name instead of standing in their email for it', async () => {
    const owner = await operator();
    const account = await (await asOperator(owner, '/admin/account')).text();
    expect(account).toContain('What is your name?');
    expect(account).toMatch(/<input id="name"[^>]* name="name" value=""\/>/);
    expect(await (await asOperator(owner, '/admin/leads')).text()).toContain('What is your name? <a href="/admin/account">');

    expect((await postForm(owner, '/admin/account/name', { name: 'Ramon Santos' })).status).toBe(303);
    const named = await (await asOperator(owner, '/admin/account')).text();
    expect(named).toMatch(/<input id="name"[^>]* name="name" value="Ramon Santos"\/>/);
    expect(named).not.toContain('What is your name?');
    const leads = await (await asOperator(owner, '/admin/leads')).text();
    expect(leads).not.toContain('What is your name?');
    expect(leads).toContain('<span>Ramon Santos</span>');
  });

  it("shows a staff member's name from their invitation on the timeline, the audit and the register, never their email", async () => {
    const owner = await operator();
    await postForm(owner, '/admin/account/name', { name: 'Ramon Santos' });
    const staff = await invitedStaff(owner);
    const { id } = await insertLead({ id: 781001, createdAt: '2026-11-26T01:00:00.000Z', status: 'contacted' });

    expect((await postForm(staff, `/admin/leads/${id}/notes`, { body: 'Customer wants 6 lengths, not 4.' })).status).toBe(303);
    const lead = await (await asOperator(owner, `/admin/leads/${id}`)).text();
    expect(lead).toContain('Note by <!-- -->Jessa Manalastas');
    expect(lead).not.toContain(staffEmail);

    // Each action is named by the person's name; the filter's list keeps the email, to tell two of a name apart.
    const audit = await (await asOperator(owner, '/admin/audit')).text();
    const who = [...audit.matchAll(/<\/time> <strong>([^<]*)<\/strong>/g)].map((match) => match[1]);
    expect(new Set(who)).toEqual(new Set(['Jessa Manalastas', 'Ramon Santos']));

    const draft = {
      lines: '1',
      'line-0-kind': 'goods',
      'line-0-description': 'Flat bar 3/8 x 2',
      'line-0-quantity': '4',
      'line-0-unit': 'length',
      'line-0-price': '1,200',
      discountKind: 'none',
      validityDays: '15',
      depositPercent: '50',
      action: 'save',
    };
    expect((await postForm(staff, `/admin/leads/${id}/quotation`, draft)).status).toBe(303);
    const register = await (await asOperator(owner, '/admin/quotations')).text();
    expect(register).toContain('<td data-label="By">Jessa Manalastas</td>');
    const csv = await (await asOperator(owner, '/admin/quotations.csv')).text();
    expect(csv.split('\r\n')[1]).toMatch(/,"Jessa Manalastas",/);
  });
});
