// The leads list on a phone: the filters fold behind one "Filters" button that counts the active
// ones, and each card shows the lead's age and icons (named for screen readers) for its quote
// lines, drawings and a waiting reply, counted for the whole page in one query.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listCounts } from '../../src/worker/lead-records/inbox';
import { leadAge } from '../../src/worker/leads/view';
import { asOperator, operator } from './admin-helpers';
import { insertLead } from './lead-rows';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

async function addLine(leadId: number, position: number) {
  await env.DB.prepare(
    "INSERT INTO quote_lines (lead_id, position, family, item, grade, quantity, unit) VALUES (?, ?, 'pipe', '2 in NPS Sch 10S', '304', 6, 'pc')",
  )
    .bind(leadId, position)
    .run();
}

async function addUpload(leadId: number) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO uploads (id, r2_key, draft_id, original_name, content_type, size, created_at, lead_id) VALUES (?, ?, 'draft', 'GA.pdf', 'application/pdf', 1000, ?, ?)",
  )
    .bind(id, `drawings/${id}`, hoursAgo(1), leadId)
    .run();
}

/** A message on the lead with one file: kept (r2Key) or refused, the customer's or the business's, shown or hidden. */
async function addMailFile(leadId: number, { kept = true, fromBusiness = false, hidden = false } = {}) {
  const message = await env.DB.prepare(
    `INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, subject, text, from_business, hidden_at)
     VALUES (?, ?, 'reply', 'maria@santosfood.example', 'Re: drawing', 'Revised.', ?, ?) RETURNING id`,
  )
    .bind(leadId, hoursAgo(1), fromBusiness ? 1 : 0, hidden ? hoursAgo(0.5) : null)
    .first<{ id: number }>();
  await env.DB.prepare(
    'INSERT INTO inbound_attachments (message_id, file_name, content_type, size, r2_key, refused_reason) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(
      message!.id,
      'rev2.pdf',
      'application/pdf',
      1000,
      kept ? `inbound/${crypto.randomUUID()}` : null,
      kept ? null : 'not a drawing type',
    )
    .run();
}

describe('the leads list at a glance', () => {
  it("says a lead's age in minutes, hours, then days", () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(leadAge('2026-11-26T11:55:30.000Z', now)).toEqual({ age: '4 min', ageWords: 'received 4 minutes ago' });
    expect(leadAge('2026-11-26T10:00:00.000Z', now)).toEqual({ age: '2 h', ageWords: 'received 2 hours ago' });
    expect(leadAge('2026-11-25T12:30:00.000Z', now)).toEqual({ age: '23 h', ageWords: 'received 23 hours ago' });
    expect(leadAge('2026-11-23T11:00:00.000Z', now)).toEqual({ age: '3 d', ageWords: 'received 3 days ago' });
    expect(leadAge('2026-11-25T12:00:00.000Z', now)).toEqual({ age: '1 d', ageWords: 'received 1 day ago' });
  });

  it("counts quote lines and drawings (the request's and the customer's kept, shown files) for a page of leads in one query", async () => {
    await insertLead({ id: 740001, createdAt: hoursAgo(2) });
    await insertLead({ id: 740002, createdAt: hoursAgo(75) });
    await addLine(740001, 0);
    await addLine(740001, 1);
    await addUpload(740001);
    await addMailFile(740002);
    await addMailFile(740002, { kept: false });
    await addMailFile(740002, { fromBusiness: true });
    await addMailFile(740002, { hidden: true });
    // More leads than D1 binds values in a query: the ids go as one JSON array.
    const ids = [740001, 740002, ...Array.from({ length: 150 }, (_, i) => 900000 + i)];
    const counts = await listCounts(env.DB, ids);
    expect(counts.get(740001)).toEqual({ quoteLines: 2, drawings: 1 });
    expect(counts.get(740002)).toEqual({ quoteLines: 0, drawings: 1 });
    expect(counts.size).toBe(2);
  });

  it('folds the filters behind one button that counts the active ones, and shows the icons with their names', async () => {
    await insertLead({ id: 740003, createdAt: hoursAgo(2), fullName: 'Ramon Cruz' });
    await addLine(740003, 0);
    await addUpload(740003);
    await env.DB.prepare('UPDATE leads SET awaiting_reply_since = ? WHERE id = 740003').bind(hoursAgo(1)).run();
    const session = await operator();

    const page = await (await asOperator(session, '/admin/leads')).text();
    expect(page).toContain('<details class="filters__more"><summary>Filters</summary>');
    const card = page.slice(page.indexOf('<a href="/admin/leads/740003">'));
    const glance = card.slice(
      card.indexOf('<td class="leads__glance">'),
      card.indexOf('</td>', card.indexOf('<td class="leads__glance">')),
    );
    const names = [...glance.matchAll(/<span class="visually-hidden">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(['received 2 hours ago', '1 quote line', '1 drawing', 'a customer&#x27;s email waits for a reply']);
    expect(glance).toContain('<span aria-hidden="true">2 h</span>');
    // Each icon is drawing only: its name is the text beside it.
    expect(glance.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(3);

    const filtered = await (await asOperator(session, '/admin/leads?status=new&source=direct&q=Ramon')).text();
    expect(filtered).toContain(
      '<summary>Filters<span class="nav-count"><span class="visually-hidden">: </span>2<span class="visually-hidden"> active</span></span></summary>',
    );
  });
});
