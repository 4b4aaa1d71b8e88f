// The customer's answers joined up on the lead and in Needs action: the money's state and the open
// question in the lead's header, an acceptance as a next step rather than a message to answer, an
// acceptance over an unanswered change request flagged, and what is new since a person last looked.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, operatorEmail, postForm, type OperatorSession } from './admin-helpers';
import { acceptance, customer, leadWithLines, pricedForm, sentToken } from './quotation-helpers';
import { origin } from './quote-helpers';
import { insertLead } from './lead-rows';
import { loadQuotationPdf } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadQuotationPdf);

const needsAction = (html: string) => html.slice(html.indexOf('id="needs-action-heading"'), html.indexOf('id="today-heading"'));
const overviewPanel = async (session: OperatorSession) => needsAction(await (await asOperator(session, '/admin')).text());
/** The Needs action item of one lead, by its reference; '' when it is not listed. */
const itemOf = (panel: string, reference: string) => {
  const start = panel.lastIndexOf('<li', panel.indexOf(`>${reference}</a>`));
  return panel.includes(`>${reference}</a>`) ? panel.slice(start, panel.indexOf('</li>', start)) : '';
};

/** Sends the lead's quotation as the builder does; its link's token. */
async function sendQuotation(session: OperatorSession, leadId: number) {
  const sent = await postForm(session, `/admin/leads/${leadId}/quotation`, {
    ...(await pricedForm(session, leadId, ['4,480.50', '6,120', '15,000'])),
    action: 'send',
  });
  expect(sent.status).toBe(303);
  return sentToken(leadId);
}

const askForChanges = (token: string, changes: string) => {
  const body = new FormData();
  body.set('changes', changes);
  return customer(`/quotation/${token}/changes`, { method: 'POST', body, headers: { Origin: origin } });
};

const accept = (token: string, fields: Record<string, string> = {}) =>
  customer(`/quotation/${token}/accept`, { method: 'POST', body: acceptance(fields), headers: { Origin: origin } });

/** A customer's email on the lead, as the email() handler stores it; with a kept file when `drawing` names one. */
async function customerEmail(leadId: number, at: string, drawing?: string) {
  const message = await env.DB.prepare(
    `INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, subject, text) VALUES (?, ?, 'reply', 'ana@example.com', 'Re: your quotation', 'See the sketch') RETURNING id`,
  )
    .bind(leadId, at)
    .first<{ id: number }>();
  if (drawing) {
    await env.DB.prepare(
      `INSERT INTO inbound_attachments (message_id, file_name, content_type, size, r2_key) VALUES (?, ?, 'application/pdf', 2048, ?)`,
    )
      .bind(message!.id, drawing, `inbound/${crypto.randomUUID()}`)
      .run();
  }
  await env.DB.prepare('UPDATE leads SET awaiting_reply_since = COALESCE(awaiting_reply_since, ?) WHERE id = ?').bind(at, leadId).run();
}

describe("the customer's answers", () => {
  it('flags an acceptance over a change request no revision answered, on the lead and first in Needs action', async () => {
    const { id, reference } = await leadWithLines(781001);
    const session = await operator();
    const token = await sendQuotation(session, id);

    // The open question: changes asked, no revision yet.
    expect((await askForChanges(token, 'Please make it 6 lengths of the 2 in pipe, not 12.')).status).toBe(303);
    const asked = await (await asOperator(session, `/admin/leads/${id}`)).text();
    expect(asked).toContain('<strong>Open question:</strong>');
    expect(asked).toContain('“Please make it 6 lengths of the 2 in pipe, not 12.”');
    expect(asked).toContain(`href="/admin/leads/${id}/quotation?revise=1">Make a revision</a>`);
    expect(asked).toContain(`<strong>Quoted ₱`);
    expect(await overviewPanel(session)).toContain(`Asked for changes on ${reference}: next step: send a revision`);

    // The customer accepts the unchanged version anyway.
    expect((await accept(token, { poNumber: 'AR-PO-77' })).status).toBe(303);
    const lead = await (await asOperator(session, `/admin/leads/${id}`)).text();
    expect(lead).toContain('<strong>Accepted over a change request:</strong>');
    expect(lead).toContain('<strong>PO no. AR-PO-77</strong>');
    expect(lead).not.toContain('Open question:');
    expect(lead).not.toContain('waiting for your reply');
    expect(lead).toContain('“Please make it 6 lengths of the 2 in pipe, not 12.” Check which they want before ordering materials.');
    expect(lead).toContain(`Accepted ${reference} (PO no. AR-PO-77): next step: confirm the order and collect the down payment.`);
    // Needs action lists it first, marked, however many leads wait before it.
    await insertLead({ id: 781002, createdAt: '2026-11-19T01:00:00.000Z', fullName: 'Earlier Waiting', status: 'contacted' });
    await customerEmail(781002, '2026-11-19T02:00:00.000Z');
    const panel = await overviewPanel(session);
    const first = panel.slice(panel.indexOf('<li'), panel.indexOf('</li>'));
    expect(first).toContain('class="needs-action__flagged"');
    expect(first).toContain(`Accepted ${reference} unchanged after asking for a change no revision answered`);
    expect(panel).toContain('Earlier Waiting');

    // Answered (a status change, a reply, a call): it leaves Needs action; the lead keeps the fact.
    expect((await postForm(session, `/admin/leads/${id}/status`, { status: 'won' })).status).toBe(303);
    expect(itemOf(await overviewPanel(session), reference)).toBe('');
    expect(await (await asOperator(session, `/admin/leads/${id}`)).text()).toContain('Accepted over a change request:');
  });

  it('shows an acceptance as a next step with its PO no., not as an earlier, answered email waiting for a reply', async () => {
    const { id, reference } = await leadWithLines(781101);
    const session = await operator();
    await customerEmail(id, '2026-11-21T01:00:00.000Z');
    expect((await postForm(session, `/admin/leads/${id}/status`, { status: 'contacted' })).status).toBe(303);
    const token = await sendQuotation(session, id);
    expect((await accept(token, { poNumber: 'PO-2026-0412' })).status).toBe(303);

    const lead = await (await asOperator(session, `/admin/leads/${id}`)).text();
    expect(lead).toContain('<h2 id="accepted-heading">Accepted: next step</h2>');
    expect(lead).toContain(`Accepted ${reference} (PO no. PO-2026-0412): next step: confirm the order and collect the down payment.`);
    expect(lead).not.toContain('The customer wrote: waiting for your reply');
    expect(lead).not.toContain('Accepted over a change request');
    const item = itemOf(await overviewPanel(session), reference);
    expect(item).toContain(`Accepted ${reference} (PO no. PO-2026-0412): next step: confirm the order and collect the down payment`);
    expect(item).not.toContain('waiting for your reply');
    expect(item).not.toContain('needs-action__flagged');

    // A revision answers a change request: changes asked on R0, R1 sent, R1 accepted is no flag.
    const { id: revisedId } = await leadWithLines(781102);
    const first = await sendQuotation(session, revisedId);
    expect((await askForChanges(first, 'Add delivery to Dasmariñas.')).status).toBe(303);
    const revision = await sendQuotation(session, revisedId);
    const revised = await (await asOperator(session, `/admin/leads/${revisedId}`)).text();
    expect(revised).not.toContain('Open question:');
    expect((await accept(revision)).status).toBe(303);
    const accepted = await (await asOperator(session, `/admin/leads/${revisedId}`)).text();
    expect(accepted).not.toContain('Accepted over a change request');
    expect(accepted).toContain('no PO no. given');
  });

  it('says what came since the person last opened the lead, and forgets it once they have', async () => {
    await insertLead({ id: 781201, createdAt: '2026-11-22T01:00:00.000Z', fullName: 'Lito Drawings', status: 'contacted' });
    await customerEmail(781201, '2026-11-22T02:00:00.000Z');
    await customerEmail(781201, '2026-11-22T03:00:00.000Z', 'railing-rev-b.pdf');
    const session = await operator();
    const item = async () => itemOf(await overviewPanel(session), 'Q-2026-781201');
    expect(await item()).toContain('2 new emails, 1 with a drawing since you last looked');

    expect((await asOperator(session, '/admin/leads/781201')).status).toBe(200);
    const looks = await env.DB.prepare('SELECT person, looked_at FROM lead_looks WHERE lead_id = 781201').all<{ person: string }>();
    expect(looks.results.map((row) => row.person)).toEqual([operatorEmail]);
    expect(await item()).not.toContain('since you last looked');
    expect(await item()).toContain('waiting for your reply');

    await customerEmail(781201, new Date(Date.now() + 1000).toISOString());
    expect(await item()).toContain('1 new email since you last looked');
  });
});
