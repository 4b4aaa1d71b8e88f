// The privacy notice's promises kept by code (RA 10173): retention, erasure on request with an
// audit row, one person's data as JSON, and the notice's periods matching what the code does.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { analyticsSessionIdleMinutes, analyticsSessionKey } from '../../src/shared/analytics-ids';
import { leadReference } from '../../src/shared/quote-request';
import { consentCookie, consentCookieMaxAgeSeconds, noticeCookie } from '../../src/shared/visitor-cookies';
import { staffBrowserCookie } from '../../src/worker/admin/staff-browser';
import { eraseExpiredLeads, perLeadTables } from '../../src/worker/lead-records/erasure';
import { deleteUnforwardedMailBefore, unforwardedMailPrefix } from '../../src/worker/inbound/unforwarded-mail';
import { deleteUnclaimedUploads } from '../../src/worker/scheduled/sweep';
import { asOperator, operator, operatorEmail, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { leadByKey, mockSiteverify, origin, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';

const dayMs = 24 * 60 * 60 * 1000;

async function leadWithDrawing(email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const pdf = await uploadFile(draftId, 'tank-layout.pdf', samplePdf());
  const line = { family: 'pipes', item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', grade: '316L', quantity: 4, unit: 'length' } as const;
  expect((await submitQuote(validQuote({ email, attachments: [pdf.id], lines: [line] }), draftId)).status).toBe(201);
  const lead = (await leadByKey(draftId))!;
  await env.DB.prepare("INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, 'operator', 'Called, wants 316')")
    .bind(lead.id, new Date().toISOString())
    .run();
  await env.DB.prepare(
    "INSERT INTO lead_calls (lead_id, created_at, operator, direction, outcome, note) VALUES (?, ?, 'operator', 'out', 'talked', 'Wants 316')",
  )
    .bind(lead.id, new Date().toISOString())
    .run();
  await env.DB.prepare("INSERT INTO lead_looks (lead_id, person, looked_at) VALUES (?, 'operator', ?)")
    .bind(lead.id, new Date().toISOString())
    .run();
  await quotationAccepted(lead.id);
  const jobId = (await env.DB.prepare('SELECT id FROM jobs WHERE lead_id = ?').bind(lead.id).first<number>('id'))!;
  return { ...lead, reference: leadReference(lead.id, lead.created_at), r2Key: `drawings/${pdf.id}`, jobId };
}

/** A quotation sent and accepted with a PO file, as the builder and the customer's page store them. */
async function quotationAccepted(leadId: number) {
  const at = new Date().toISOString();
  const poKey = `quotation-po/${crypto.randomUUID()}`;
  await env.UPLOADS.put(poKey, samplePdf());
  const quotation = await env.DB.prepare(
    "INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'operator', '{}', ?, 'operator') RETURNING id",
  )
    .bind(leadId, at, at)
    .first<{ id: number }>();
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos,
       response, responded_at, accepted_by_name, accepted_by_position, po_r2_key, po_file_name, po_content_type, po_size)
     VALUES (?, ?, 0, ?, 'operator', ?, '2099-01-01', '{}', 448000, 'accepted', ?, 'Ana Reyes', 'Owner', ?, 'po.pdf', 'application/pdf', 100) RETURNING id`,
  )
    .bind(quotation!.id, leadId, at, crypto.randomUUID(), at, poKey)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor) VALUES (?, ?, 'accepted', ?, 'Ana Reyes')",
  )
    .bind(version!.id, leadId, at)
    .run();
  // A proof of transfer the customer sent, its file in R2.
  const proofKey = `payment-proofs/${crypto.randomUUID()}`;
  await env.UPLOADS.put(proofKey, samplePdf());
  await env.DB.prepare(
    `INSERT INTO quotation_payments (version_id, lead_id, channel, status, amount_centavos, created_at, created_by, reference, proof_r2_key, proof_file_name, proof_content_type, proof_size)
     VALUES (?, ?, 'proof', 'proof', 224000, ?, 'Customer', 'BPI-1', ?, 'proof.pdf', 'application/pdf', 100)`,
  )
    .bind(version!.id, leadId, at, proofKey)
    .run();
  await jobOf(leadId, version!.id, at);
  await deliveryOf(leadId, at);
  return poKey;
}

/** The job the acceptance made: a line, its events, a progress photo in R2, a notice and its link. */
async function jobOf(leadId: number, versionId: number, at: string) {
  const jobId = await env.DB.prepare(
    "INSERT INTO jobs (lead_id, version_id, created_at, kind, stage, stage_changed_at) VALUES (?, ?, ?, 'fabrication', 'welding', ?) RETURNING id",
  )
    .bind(leadId, versionId, at, at)
    .first<number>('id');
  await env.DB.prepare(
    "INSERT INTO job_lines (job_id, position, description, unit, quantity_milli) VALUES (?, 1, 'Mixing tank', 'unit', 1000)",
  )
    .bind(jobId)
    .run();
  const eventId = await env.DB.prepare(
    "INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail) VALUES (?, ?, 'notice', ?, 'system', 'Email to the customer: In production') RETURNING id",
  )
    .bind(jobId, leadId, at)
    .first<number>('id');
  const photoKey = `job-photos/${jobId}/${crypto.randomUUID()}.jpeg`;
  await env.UPLOADS.put(photoKey, samplePdf());
  await env.DB.prepare(
    "INSERT INTO job_photos (job_id, lead_id, r2_key, content_type, size, width, height, created_at, created_by) VALUES (?, ?, ?, 'image/jpeg', 100, 640, 480, ?, 'operator')",
  )
    .bind(jobId, leadId, photoKey, at)
    .run();
  await env.DB.prepare(
    "INSERT INTO job_notices (job_id, lead_id, event_id, channel, created_at, send_after, status, body, updated_at) VALUES (?, ?, ?, 'email', ?, ?, 'sent', 'In production', ?)",
  )
    .bind(jobId, leadId, eventId, at, at, at)
    .run();
  await env.DB.prepare('INSERT INTO job_order_links (token_hash, job_id, created_at) VALUES (?, ?, ?)')
    .bind(crypto.randomUUID(), jobId, at)
    .run();
  // A shop drawing the customer answered with a marked-up file.
  const [drawingKey, markupKey] = [`jobs/drawings/${crypto.randomUUID()}`, `jobs/drawings/${crypto.randomUUID()}`];
  await env.UPLOADS.put(drawingKey, samplePdf());
  await env.UPLOADS.put(markupKey, samplePdf());
  await env.DB.prepare(
    `INSERT INTO job_drawings (job_id, lead_id, revision, r2_key, file_name, content_type, size, uploaded_at, uploaded_by,
       answer, answered_at, answered_by_name, comment, markup_r2_key, markup_file_name, markup_content_type, markup_size)
     VALUES (?, ?, 1, ?, 'ga.pdf', 'application/pdf', 100, ?, 'operator', 'changes', ?, 'Ana Reyes', 'Thicker legs', ?, 'marks.pdf', 'application/pdf', 100)`,
  )
    .bind(jobId, leadId, drawingKey, at, at, markupKey)
    .run();
}

/** The job's delivery of its line, with its photo in R2, and a mill certificate's heat named on the line. */
async function deliveryOf(leadId: number, at: string) {
  const photoKey = `job-deliveries/${crypto.randomUUID()}.jpeg`;
  await env.UPLOADS.put(photoKey, samplePdf());
  const certificateKey = `mill-certificates/${crypto.randomUUID()}.pdf`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO job_deliveries (job_id, lead_id, scheduled_on, window_from, window_until, address, driver_name, plate_number, status, created_at, created_by, delivered_at, delivered_by, photo_r2_key, photo_content_type, photo_size)
       SELECT id, ?, '2026-12-03', '08:00', '12:00', 'Imus, Cavite', 'Jun', 'NBC 1234', 'delivered', ?, 'operator', ?, 'operator', ?, 'image/jpeg', 100 FROM jobs WHERE lead_id = ?`,
    ).bind(leadId, at, at, photoKey, leadId),
    env.DB.prepare(
      'INSERT INTO job_delivery_lines (delivery_id, job_line_id, quantity_milli) SELECT d.id, l.id, 1000 FROM job_deliveries d JOIN job_lines l ON l.job_id = d.job_id WHERE d.lead_id = ?',
    ).bind(leadId),
    env.DB.prepare(
      "INSERT INTO mill_certificates (r2_key, file_name, size, grade, product, created_at, created_by) VALUES (?, 'mtc.pdf', 100, '304', 'Sheet 1.5 mm', ?, 'operator')",
    ).bind(certificateKey, at),
    env.DB.prepare(
      "INSERT INTO mill_certificate_heats (certificate_id, heat_number) SELECT id, 'H' || id FROM mill_certificates WHERE r2_key = ?",
    ).bind(certificateKey),
    env.DB.prepare(
      `INSERT INTO job_line_certificates (job_line_id, certificate_id, heat_number, created_at, created_by)
       SELECT l.id, h.certificate_id, h.heat_number, ?, 'operator' FROM job_lines l JOIN jobs j ON j.id = l.job_id
       JOIN mill_certificate_heats h ON h.certificate_id = (SELECT id FROM mill_certificates WHERE r2_key = ?) WHERE j.lead_id = ?`,
    ).bind(at, certificateKey, leadId),
  ]);
}

/** A reply sent with a quotation and the customer's answer with a drawing, as the dashboard and email() store them. */
async function repliesAbout(leadId: number) {
  const at = new Date().toISOString();
  const replyKey = `replies/${crypto.randomUUID()}`;
  const inboundKey = `inbound/${crypto.randomUUID()}`;
  await env.UPLOADS.put(replyKey, samplePdf());
  await env.UPLOADS.put(inboundKey, samplePdf());
  const reply = await env.DB.prepare(
    `INSERT INTO lead_messages (lead_id, created_at, sender, to_address, reply_to, subject, text, updated_at)
     VALUES (?, ?, 'operator', 'buyer@example.com', 'quotes+x@example.com', 'Quotation', 'Attached.', ?) RETURNING id`,
  )
    .bind(leadId, at, at)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO lead_message_attachments (message_id, r2_key, file_name, content_type, size) VALUES (?, ?, 'quotation.pdf', 'application/pdf', 100)",
  )
    .bind(reply!.id, replyKey)
    .run();
  await env.DB.prepare(
    "INSERT INTO lead_events (lead_id, created_at, actor, from_status, to_status) VALUES (?, ?, 'operator', 'new', 'quoted')",
  )
    .bind(leadId, at)
    .run();
  const answer = await env.DB.prepare(
    "INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, subject, text) VALUES (?, ?, 'reply', 'buyer@example.com', 'Re: Quotation', 'Thanks') RETURNING id",
  )
    .bind(leadId, at)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO inbound_attachments (message_id, file_name, content_type, size, r2_key) VALUES (?, 'revised.pdf', 'application/pdf', 100, ?)",
  )
    .bind(answer!.id, inboundKey)
    .run();
  await env.DB.prepare("INSERT INTO inbound_overflow (lead_id, day, messages) VALUES (?, '2026-11-25', 3)").bind(leadId).run();
  // A photo the customer sent on Messenger, copied into R2 when it came.
  const chatKey = `chat/${crypto.randomUUID()}`;
  await env.UPLOADS.put(chatKey, samplePdf());
  const chat = await env.DB.prepare(
    `INSERT INTO chat_messages (lead_id, channel, direction, person_id, platform_message_id, created_at, text, status, updated_at)
     VALUES (?, 'messenger', 'in', '26000000000000999', ?, ?, 'Ito po ang drawing', 'received', ?) RETURNING id`,
  )
    .bind(leadId, `m_${crypto.randomUUID()}`, at, at)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO chat_attachments (message_id, file_name, content_type, size, r2_key) VALUES (?, 'drawing.pdf', 'application/pdf', 100, ?)",
  )
    .bind(chat!.id, chatKey)
    .run();
  await env.DB.prepare(
    "INSERT INTO email_events (delivery_id, at, outcome) SELECT id, ?, 'delivered' FROM email_deliveries WHERE lead_id = ?",
  )
    .bind(at, leadId)
    .run();
  await env.DB.prepare(
    "INSERT INTO lead_alerts (lead_id, kind, channel, status, created_at, updated_at) VALUES (?, 'reminder', 'sms', 'sent', ?, ?)",
  )
    .bind(leadId, at, at)
    .run();
  // A push alert fanned out to one staff phone.
  await env.DB.prepare(
    `INSERT INTO push_subscriptions (person, endpoint, p256dh, auth, events, created_at, updated_at)
     VALUES ('owner@stainless.example', ?, 'key', 'auth', 'new-lead', ?, ?)`,
  )
    .bind(`https://push.example/${crypto.randomUUID()}`, at, at)
    .run();
  await env.DB.prepare(
    `INSERT INTO push_deliveries (subscription_id, alert_id, status, created_at, updated_at)
     SELECT (SELECT MAX(id) FROM push_subscriptions),
       (SELECT id FROM lead_alerts WHERE lead_id = ? AND channel = 'sms'), 'sent', ?, ?`,
  )
    .bind(leadId, at, at)
    .run();
  await env.DB.prepare(
    "INSERT INTO dev_outbox (idempotency_key, created_at, from_address, to_addresses, subject, html, text, lead_id) VALUES (?, ?, 'quotes@example.com', '[\"buyer@example.com\"]', 'Your quote request', '<p>Thanks</p>', 'Thanks', ?)",
  )
    .bind(`privacy-${crypto.randomUUID()}`, at, leadId)
    .run();
  // A customer's mail kept raw because forwarding it failed (receive-email.ts).
  const rawKey = `${unforwardedMailPrefix}${at}-${crypto.randomUUID()}.eml`;
  await env.UPLOADS.put(rawKey, 'From: buyer@example.com\r\n\r\nRevised drawing attached.');
  await env.DB.prepare('INSERT INTO unforwarded_mail (r2_key, lead_id, received_at) VALUES (?, ?, ?)').bind(rawKey, leadId, at).run();
  return [replyKey, inboundKey, rawKey, chatKey];
}

/** Tables whose rows belong to a lead: those referring to leads, and to such a table, read from the schema itself. */
async function tablesReferringToLeads(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL").all<{
    name: string;
    sql: string;
  }>();
  const parents = new Map(results.map(({ name, sql }) => [name, [...sql.matchAll(/REFERENCES\s+"?(\w+)"?/gi)].map((match) => match[1]!)]));
  const perLead = new Set(['leads']);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, referenced] of parents) {
      if (!perLead.has(name) && referenced.some((parent) => perLead.has(parent))) {
        perLead.add(name);
        grew = true;
      }
    }
  }
  perLead.delete('leads');
  return [...perLead].sort();
}

/** Every row about a lead, in the tables eraseLeadData clears. */
async function rowsAbout(leadId: number) {
  const count = (sql: string) =>
    env.DB.prepare(sql)
      .bind(leadId)
      .first<{ n: number }>()
      .then((row) => row!.n);
  return {
    leads: await count('SELECT COUNT(*) AS n FROM leads WHERE id = ?'),
    uploads: await count('SELECT COUNT(*) AS n FROM uploads WHERE lead_id = ?'),
    deliveries: await count('SELECT COUNT(*) AS n FROM email_deliveries WHERE lead_id = ?'),
    notes: await count('SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?'),
    replies: await count('SELECT COUNT(*) AS n FROM lead_messages WHERE lead_id = ?'),
    events: await count('SELECT COUNT(*) AS n FROM lead_events WHERE lead_id = ?'),
    answers: await count('SELECT COUNT(*) AS n FROM inbound_messages WHERE lead_id = ?'),
    lines: await count('SELECT COUNT(*) AS n FROM quote_lines WHERE lead_id = ?'),
    alerts: await count('SELECT COUNT(*) AS n FROM lead_alerts WHERE lead_id = ?'),
    outbox: await count('SELECT COUNT(*) AS n FROM dev_outbox WHERE lead_id = ?'),
    rawMail: await count('SELECT COUNT(*) AS n FROM unforwarded_mail WHERE lead_id = ?'),
    overflow: await count('SELECT COUNT(*) AS n FROM inbound_overflow WHERE lead_id = ?'),
    jobs: await count('SELECT COUNT(*) AS n FROM jobs WHERE lead_id = ?'),
    jobPhotos: await count('SELECT COUNT(*) AS n FROM job_photos WHERE lead_id = ?'),
  };
}

const gone = {
  leads: 0,
  uploads: 0,
  deliveries: 0,
  notes: 0,
  replies: 0,
  events: 0,
  answers: 0,
  lines: 0,
  alerts: 0,
  outbox: 0,
  rawMail: 0,
  overflow: 0,
  jobs: 0,
  jobPhotos: 0,
};

describe('the tables about a lead', () => {
  it('are one list that erasure deletes from and the export reads: every table referring to a lead is on it', async () => {
    expect(perLeadTables.map(({ table }) => table).sort()).toEqual(await tablesReferringToLeads());
  });
});

/** The privacy page's text, as a visitor reads it. */
async function noticeText() {
  const html = await (await SELF.fetch(`${origin}/privacy`)).text();
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the privacy notice’s periods', () => {
  it('are the periods the code deletes by', async () => {
    const text = await noticeText();
    const years = Number(/Quote requests[^.]*?: (\d+) years? from the request, then deleted/.exec(text)?.[1]);
    const uploadDays = Number(/never sent: deleted automatically after (\d+) days?/.exec(text)?.[1]);
    expect(years).toBeGreaterThan(0);
    expect(uploadDays).toBeGreaterThan(0);

    // A lead one day older than the stated period is erased; one a day younger is kept.
    const now = new Date();
    const yearsAgo = (days: number) => {
      const at = new Date(now);
      at.setUTCFullYear(at.getUTCFullYear() - years);
      return new Date(at.getTime() + days * dayMs).toISOString();
    };
    const expired = await leadWithDrawing();
    const young = await leadWithDrawing();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(yearsAgo(-1), expired.id).run();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(yearsAgo(1), young.id).run();
    while ((await eraseExpiredLeads(workerEnv, now)) > 0);
    expect((await rowsAbout(expired.id)).leads).toBe(0);
    expect((await rowsAbout(young.id)).leads).toBe(1);

    // An unsent form's upload lives the stated number of days.
    const old = await uploadFile(crypto.randomUUID(), 'old.pdf', samplePdf());
    const recent = await uploadFile(crypto.randomUUID(), 'recent.pdf', samplePdf());
    const setAge = (id: string, ms: number) =>
      env.DB.prepare('UPDATE uploads SET created_at = ? WHERE id = ?')
        .bind(new Date(now.getTime() - ms).toISOString(), id)
        .run();
    await setAge(old.id, uploadDays * dayMs + 60_000);
    await setAge(recent.id, uploadDays * dayMs - 60_000);
    await deleteUnclaimedUploads(workerEnv, now);
    expect(await env.UPLOADS.head(`drawings/${old.id}`)).toBeNull();
    expect(await env.UPLOADS.head(`drawings/${recent.id}`)).not.toBeNull();
  });
});

describe('what the browser keeps', () => {
  it('is named in the notice: the analytics session (and when it ends), the staff mark and the answers to the notices', async () => {
    const text = await noticeText();
    expect(text).toContain(analyticsSessionKey);
    expect(text).toContain(`${analyticsSessionIdleMinutes} minutes without activity`);
    expect(text).toContain(staffBrowserCookie);
    expect(text).toContain(`${consentCookie}&quot; says you accepted the cookie notice (kept one year`);
    expect(consentCookieMaxAgeSeconds).toBe(365 * 24 * 3600);
    expect(text).toContain(`${noticeCookie}&quot; names the announcement you closed (until you close the browser)`);
  });
});

describe('retention', () => {
  it('erases an old lead with its files, emails and notes, and keeps one marked as part of a contract', async () => {
    const expired = await leadWithDrawing();
    const expiredReplyFiles = await repliesAbout(expired.id);
    const contract = await leadWithDrawing();
    const session = await operator();
    expect((await postForm(session, `/admin/leads/${contract.id}/contract`, { hold: '1' })).status).toBe(303);
    const longAgo = new Date(Date.now() - 4 * 366 * dayMs).toISOString();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id IN (?, ?)').bind(longAgo, expired.id, contract.id).run();

    while ((await eraseExpiredLeads(workerEnv, new Date())) > 0);

    expect(await rowsAbout(expired.id)).toEqual(gone);
    expect(await env.UPLOADS.head(expired.r2Key)).toBeNull();
    for (const key of expiredReplyFiles) expect(await env.UPLOADS.head(key)).toBeNull();
    // A job under a contract hold stays with its lead.
    expect(await rowsAbout(contract.id)).toEqual({
      ...gone,
      leads: 1,
      uploads: 1,
      deliveries: 2,
      notes: 1,
      lines: 1,
      jobs: 1,
      jobPhotos: 1,
    });
    expect(await env.UPLOADS.head(contract.r2Key)).not.toBeNull();
    const audit = await env.DB.prepare('SELECT * FROM lead_erasures WHERE reference = ?').bind(leadReference(expired.id, longAgo)).first();
    expect(audit).toMatchObject({ erased_by: 'retention sweep', reason: expect.stringContaining('Retention') });
  });
});

describe('erasure on request', () => {
  it('asks for a reason, then removes the lead, its rows and files, keeping only an audit row', async () => {
    const lead = await leadWithDrawing();
    const replyFiles = await repliesAbout(lead.id);
    const session = await operator();

    const confirm = await asOperator(session, `/admin/leads/${lead.id}/erase`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(`action="/admin/leads/${lead.id}/erase"`);
    expect((await postForm(session, `/admin/leads/${lead.id}/erase`, { reason: '' })).status).toBe(400);
    expect(
      (await postForm(session, `/admin/leads/${lead.id}/erase`, { reason: 'Customer asked' }, { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await rowsAbout(lead.id)).leads).toBe(1);

    expect((await rowsAbout(lead.id)).rawMail).toBe(1);
    const erased = await postForm(session, `/admin/leads/${lead.id}/erase`, { reason: 'Customer asked by email on 3 March' });
    expect(erased.status).toBe(303);
    expect(await rowsAbout(lead.id)).toEqual(gone);
    expect(await env.UPLOADS.head(lead.r2Key)).toBeNull();
    expect((await env.UPLOADS.list({ prefix: `job-photos/` })).objects.filter((object) => object.key.includes(`/${lead.jobId}/`))).toEqual(
      [],
    );
    for (const key of replyFiles) expect(await env.UPLOADS.head(key)).toBeNull();
    const audit = await env.DB.prepare('SELECT * FROM lead_erasures WHERE reference = ?')
      .bind(lead.reference)
      .first<Record<string, unknown>>();
    expect(audit).toEqual({
      id: expect.any(Number),
      reference: lead.reference,
      erased_at: expect.any(String),
      erased_by: operatorEmail,
      reason: 'Customer asked by email on 3 March',
    });
    expect(JSON.stringify(audit)).not.toContain(lead.email);
    expect(await (await asOperator(session, erased.headers.get('location')!)).text()).toContain(lead.reference);
    expect((await asOperator(session, `/admin/leads/${lead.id}`)).status).toBe(404);
  });
});

describe('one person’s data', () => {
  it('is every lead with their email, as a JSON download with file links, and nobody else’s', async () => {
    const email = `maria-${crypto.randomUUID().slice(0, 8)}@santosfood.example`;
    const first = await leadWithDrawing(email);
    await repliesAbout(first.id);
    const second = await leadWithDrawing(email.toUpperCase());
    const someoneElse = await leadWithDrawing();
    await repliesAbout(someoneElse.id);

    const response = await asOperator(await operator(), `/admin/privacy/export?email=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text) as { leads: { reference: string; files: { url: string }[]; notes: { text: string }[] }[] };
    expect(data.leads.map((lead) => lead.reference)).toEqual([first.reference, second.reference]);
    expect(data.leads[0].files[0].url).toMatch(new RegExp(`^https://[^/]+/admin/leads/${first.id}/attachments/`));
    expect(data.leads[0].notes[0].text).toBe('Called, wants 316');
    // Every per-lead table, each with this lead's rows: quote lines, mail both ways and their files, status changes, alerts.
    const { records } = (JSON.parse(text) as { leads: { records: Record<string, Record<string, unknown>[]> }[] }).leads[0]!;
    expect(Object.keys(records).sort()).toEqual(perLeadTables.map(({ title }) => title).sort());
    for (const { title } of perLeadTables) expect(records[title]!.length, title).toBeGreaterThan(0);
    expect(JSON.stringify(records)).toContain('2 in NPS Sch 10S');
    expect(JSON.stringify(records)).not.toContain('r2_key');
    expect(text).not.toContain(someoneElse.email);
    expect(text).not.toContain(someoneElse.reference);

    expect((await asOperator(await operator(), '/admin/privacy/export?email=not-an-email')).status).toBe(400);

    // The same leads as a page the person can read: their words and their files' names, none of the
    // database's own fields and no dashboard link they could not open.
    const page = await asOperator(await operator(), `/admin/privacy/export?who=${encodeURIComponent(email)}&format=page`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const html = await page.text();
    expect(html).toContain(`<h2>Request ${first.reference}</h2>`);
    expect(html).toContain(`<h2>Request ${second.reference}</h2>`);
    expect(html).toContain('tank-layout.pdf (');
    expect(html).toContain('Called, wants 316');
    expect(html).toContain('<h3>Quote list lines</h3>');
    expect(html).not.toMatch(/href=|<script|\/admin\/|token_hash|Lead id|<dt>Id<\/dt>/);
    expect(html).not.toContain(someoneElse.reference);
  });

  it('finds a walk-in by the phone number as people write it, for the export as for erasure', async () => {
    // Stored as +639171234567 (lead-rows.ts), with no email as a walk-in may have.
    const walkIn = await insertLead({ id: 782001, createdAt: new Date().toISOString(), fullName: 'Nestor Walk-In' });
    await env.DB.prepare("UPDATE leads SET email = '', phone = '+639175550123' WHERE id = ?").bind(walkIn.id).run();
    const session = await operator();
    for (const typed of ['0917 555 0123', '+63 917-555-0123', '09175550123']) {
      const response = await asOperator(session, `/admin/privacy/export?who=${encodeURIComponent(typed)}&format=json`);
      expect(response.status, typed).toBe(200);
      const data = (await response.json()) as { phone: string; leads: { reference: string }[] };
      expect(data.phone).toBe('+639175550123');
      expect(data.leads.map((lead) => lead.reference)).toEqual([walkIn.reference]);
    }
    const refused = await asOperator(session, '/admin/privacy/export?who=0917%20555');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('or their phone number as they would write it (0917 123 4567)');
    // Erasure starts from the lead: the leads search finds it by the number as typed.
    const found = await (await asOperator(session, `/admin/leads?search=${encodeURIComponent('0917 555 0123')}`)).text();
    expect(found).toContain(walkIn.reference);
    const privacy = await (await asOperator(session, '/admin/privacy')).text();
    expect(privacy).toContain('<label for="export-who">Email or phone number</label>');
  });
});

describe('raw mail kept because forwarding it failed', () => {
  it('is deleted by the sweep once past the retention period, whether or not it named a lead', async () => {
    const at = new Date().toISOString();
    const listed = `${unforwardedMailPrefix}${at}-${crypto.randomUUID()}.eml`;
    const unlisted = `${unforwardedMailPrefix}${at}-${crypto.randomUUID()}.eml`;
    for (const key of [listed, unlisted]) await env.UPLOADS.put(key, 'From: someone@example.net\r\n\r\nHello');
    await env.DB.prepare('INSERT INTO unforwarded_mail (r2_key, lead_id, received_at) VALUES (?, NULL, ?)').bind(listed, at).run();

    await deleteUnforwardedMailBefore(workerEnv, new Date(Date.now() - dayMs));
    for (const key of [listed, unlisted]) expect(await env.UPLOADS.head(key)).not.toBeNull();

    await deleteUnforwardedMailBefore(workerEnv, new Date(Date.now() + 60_000));
    for (const key of [listed, unlisted]) expect(await env.UPLOADS.head(key)).toBeNull();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM unforwarded_mail WHERE r2_key = ?').bind(listed).first('n')).toBe(0);
  });
});
