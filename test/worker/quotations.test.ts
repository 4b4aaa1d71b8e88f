// A quotation from the lead page to the customer's acceptance, against real local D1 and R2:
// the builder prefilled from the request, prices and refusals, sending (version, email, PDF),
// the customer's link, acceptance once however often it is posted, and what cannot be accepted.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, postForm } from './admin-helpers';
import { pdfText } from './pdf-text';
import { origin, workerEnv } from './quote-helpers';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { LeadRow } from '../../src/worker/lead-records/leads';
import { alertText } from '../../src/worker/alerts/alert-text';
import { remindOfExpiringQuotations } from '../../src/worker/quotations/expiry-reminders';
import { leadReference } from '../../src/shared/quote-request';
import { workerLogs } from './worker-logs';
import { loadQuotationPdf } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';
import { acceptance, customer, leadWithLines, phoneBrowser, pricedForm, sentToken } from './quotation-helpers';

loadBeforeTests(loadQuotationPdf);

// Each test is a whole flow (builder, send with its PDF, the customer's answers), within the worker project's time limit.
describe('quotations', () => {
  it('prefills the builder from the request, refuses bad prices, sends a version with its link, and the customer accepts it once', async () => {
    const { id, reference } = await leadWithLines(760001);
    await env.DB.prepare(
      `INSERT INTO price_book (family, item, grade, unit, price_centavos, updated_at, updated_by)
       VALUES ('pipes', '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', '304', 'length', 448050, '2026-11-25T00:00:00.000Z', 'owner')`,
    ).run();
    const session = await operator();

    const builder = await (await asOperator(session, `/admin/leads/${id}/quotation`)).text();
    expect(builder).toContain('Welded and seamless pipe: 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m');
    expect(builder).toContain('Note: Cut to 3 m');
    expect(builder).toMatch(/name="line-0-quantity" value="12"/);
    // The price book has the first line's size, grade and unit; the second is left to the owner.
    expect(builder).toMatch(/name="line-0-price" value="4,480.50"/);
    expect(builder).toMatch(/name="line-1-price" value=""/);
    expect(builder).toMatch(/name="line-2-unit" value="lot"/);
    expect(builder).toContain('Tanks and vessels\nGrade 316 / 316L, finish 2B (mill, matte)\nTwo 1,000 L jacketed mixing tanks.');

    const form = await pricedForm(session, id, ['-5', '', '']);
    const refused = await postForm(session, `/admin/leads/${id}/quotation`, { ...form, action: 'save' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter a unit price from ₱0.01 to ₱100,000,000.00, e.g. 4,480.50.');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotations WHERE lead_id = ?').bind(id).first('n')).toBe(0);

    const unpriced = await postForm(session, `/admin/leads/${id}/quotation`, {
      ...(await pricedForm(session, id, ['4,480.50', '', ''])),
      action: 'send',
    });
    expect(unpriced.status).toBe(400);
    expect(await unpriced.text()).toContain('Price this line before sending.');

    const priced = await pricedForm(session, id, ['4,480.50', '₱ 6,120', '15000']);
    const sent = await postForm(session, `/admin/leads/${id}/quotation`, { ...priced, withholding: 'on', action: 'send' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(new RegExp(`^/admin/leads/${id}/quotation\\?sent=${reference}`));

    // 12 x 4,480.50 + 4 x 6,120.00 + 15,000.00 = 53,766.00 + 24,480.00 + 15,000.00 = 93,246.00; VAT 12% = 11,189.52.
    const version = await env.DB.prepare(
      'SELECT revision, total_centavos, document, pdf_r2_key, pdf_error FROM quotation_versions WHERE lead_id = ?',
    )
      .bind(id)
      .first<{ revision: number; total_centavos: number; document: string; pdf_r2_key: string | null; pdf_error: string | null }>();
    // The PDF is kept in R2 and attached to the email that carries the link.
    expect(version!.pdf_error).toBeNull();
    const pdf = await env.UPLOADS.get(version!.pdf_r2_key!);
    expect(new TextDecoder().decode((await pdf!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(
      await env.DB.prepare(
        'SELECT a.file_name, a.r2_key FROM lead_message_attachments a JOIN lead_messages m ON m.id = a.message_id WHERE m.lead_id = ?',
      )
        .bind(id)
        .first(),
    ).toEqual({ file_name: `${reference}.pdf`, r2_key: version!.pdf_r2_key });
    expect(version!.revision).toBe(0);
    expect(version!.total_centavos).toBe(10_443_552);
    expect(JSON.parse(version!.document).totals).toMatchObject({
      subtotal: 9_324_600,
      vat: 1_118_952,
      total: 10_443_552,
      withholding: 108_246,
    });
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(id).first('status')).toBe('quoted');

    const token = await sentToken(id);
    // A mail scanner fetching the link first is not the customer opening it.
    await customer(`/quotation/${token}`, {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Google-Safety; +http://www.google.com/bot.html)' },
    });
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'viewed'").bind(id).first('n'),
    ).toBe(0);
    const page = await customer(`/quotation/${token}`, { headers: { 'User-Agent': phoneBrowser } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`Quotation <span class="quotation__reference">${reference}</span>`);
    expect(html).toContain('₱104,435.52');
    expect(html).toContain('Less withholding tax');
    expect(html).toContain('12 × ₱4,480.50 per length');
    expect(html).toContain(`Download ${reference} (PDF)`);
    const download = await customer(`/quotation/${token}/pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`filename="${reference}.pdf"`);
    await download.arrayBuffer();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'viewed'").bind(id).first('n'),
    ).toBe(1);
    await customer(`/quotation/${token}`);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'viewed'").bind(id).first('n'),
    ).toBe(1);

    const accept = () => {
      const body = acceptance({ position: 'Purchasing Officer', poNumber: 'PO-2026-1187' });
      return customer(`/quotation/${token}/accept`, { method: 'POST', body, headers: { Origin: origin } });
    };
    const crossSite = await customer(`/quotation/${token}/accept`, {
      method: 'POST',
      body: new FormData(),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);

    const [first, second] = await Promise.all([accept(), accept()]);
    expect([first.status, second.status].sort()).toEqual([200, 303]);
    const lead = await env.DB.prepare('SELECT status, won_centavos, awaiting_reply_since FROM leads WHERE id = ?').bind(id).first<{
      status: string;
      won_centavos: number;
      awaiting_reply_since: string | null;
    }>();
    expect(lead).toMatchObject({ status: 'won', won_centavos: 10_443_552 });
    expect(lead!.awaiting_reply_since).not.toBeNull();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'accepted'").bind(id).first('n'),
    ).toBe(1);
    // A send that read the quotation before this acceptance cannot add a version after it.
    await expect(
      env.DB.prepare(
        `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
         SELECT quotation_id, lead_id, revision + 1, sent_at, sent_by, 'late-send', valid_until, document, total_centavos FROM quotation_versions WHERE lead_id = ?`,
      )
        .bind(id)
        .run(),
    ).rejects.toThrow('quotation accepted');
    const accepted = await (await customer(`/quotation/${token}`)).text();
    expect(accepted).toContain('Accepted');
    expect(accepted).toContain('by Ana Reyes, Purchasing Officer (PO PO-2026-1187)');
    expect(accepted).not.toContain(`Accept ${reference}</button>`);
    const confirmation = await env.DB.prepare("SELECT subject, text FROM lead_messages WHERE lead_id = ? AND sender LIKE 'Website%'")
      .bind(id)
      .first<{ subject: string; text: string }>();
    expect(confirmation!.subject).toContain(`Accepted: quotation ${reference}`);
    expect(confirmation!.text).toContain('Down payment due: ₱51,676.53 (50% of ₱103,353.06).');

    const leadPage = await (await asOperator(session, `/admin/leads/${id}`)).text();
    expect(leadPage).toContain(`Quotation <a href="/admin/leads/${id}/quotation/versions/`);
    expect(leadPage).toContain('accepted');
    expect(leadPage).toContain('<strong>Accepted ₱104,435.52</strong>');
    expect(leadPage).toContain('<strong>PO no. PO-2026-1187</strong>');
    expect(leadPage).toContain('Ana Reyes, Purchasing Officer; ₱104,435.52 VAT included; PO PO-2026-1187');
  });

  it('supersedes a version with a revision, and answers a link that leads nowhere with the same 404', async () => {
    const { id, reference } = await leadWithLines(760002);
    const session = await operator();
    await postForm(session, `/admin/leads/${id}/quotation`, { ...(await pricedForm(session, id, ['100', '100', '100'])), action: 'send' });
    const firstToken = await sentToken(id);
    const revised = await postForm(session, `/admin/leads/${id}/quotation`, {
      ...(await pricedForm(session, id, ['90', '90', '90'])),
      action: 'send',
    });
    expect(revised.headers.get('location')).toContain(`sent=${reference}-R1`);

    const old = await (await customer(`/quotation/${firstToken}`)).text();
    expect(old).toContain(`This version was replaced by ${reference}-R1`);
    // The lead's address may have been corrected since: an old link never shows it.
    await env.DB.prepare("UPDATE leads SET email = 'new-buyer@example.ph' WHERE id = ?").bind(id).run();
    expect(await (await customer(`/quotation/${firstToken}`)).text()).not.toContain('new-buyer@example.ph');
    expect(old).not.toContain('name="acceptTerms"');
    const late = await customer(`/quotation/${firstToken}/accept`, { method: 'POST', body: acceptance(), headers: { Origin: origin } });
    expect(late.status).toBe(409);
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(id).first('status')).toBe('quoted');

    const guessed = await customer(`/quotation/${'A'.repeat(43)}`);
    const malformed = await customer('/quotation/short');
    expect(guessed.status).toBe(404);
    expect(malformed.status).toBe(404);
    // The same page whatever the reason, but for the response's own CSP nonce.
    const withoutNonce = async (response: Response) => (await response.text()).replace(/nonce="[^"]+"/, '');
    expect(await withoutNonce(guessed)).toBe(await withoutNonce(malformed));
  });

  it('previews the next version as the customer will get it, sends exactly that from the preview, then shows it sent until a revision is asked for', async () => {
    const { id, reference } = await leadWithLines(760009);
    const session = await operator();
    const preview = await postForm(session, `/admin/leads/${id}/quotation`, {
      ...(await pricedForm(session, id, ['100', '250.50', '1,000'])),
      action: 'preview',
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    // 12 x 100 + 4 x 250.50 + 1 x 1,000 = 3,202.00; VAT 384.24; total 3,586.24.
    expect(html).toContain(`<h1>Preview <!-- -->${reference}</h1>`);
    expect(html).toContain('Total ₱3,586.24');
    expect(html).toContain('Not sent yet.');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotation_versions WHERE lead_id = ?').bind(id).first('n')).toBe(0);
    // Its PDF, made from the draft saved by the preview.
    const pdf = await asOperator(session, `/admin/leads/${id}/quotation/preview.pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('3,586.24');

    // Send posts the previewed draft's fields, and what goes is what was previewed.
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
        name!,
        value!.replace(/&amp;/g, '&'),
      ]),
    );
    const sent = await postForm(session, `/admin/leads/${id}/quotation`, { ...fields, action: 'send' });
    expect(sent.headers.get('location')).toContain(`sent=${reference}`);
    const version = await env.DB.prepare('SELECT total_centavos FROM quotation_versions WHERE lead_id = ?')
      .bind(id)
      .first<{ total_centavos: number }>();
    expect(version!.total_centavos).toBe(358624);

    const after = await (await asOperator(session, sent.headers.get('location')!)).text();
    expect(after).toContain('Sent as it is');
    expect(after).toContain(`href="/admin/leads/${id}/quotation?revise=1">Make a revision (${reference}-R1)</a>`);
    expect(after).not.toContain('name="action" value="preview"');
    const revising = await (await asOperator(session, `/admin/leads/${id}/quotation?revise=1`)).text();
    expect(revising).toMatch(/<button type="submit" value="preview" class="primary" name="action">Preview Q-\d{4}-\d{6}-R1<\/button>/);
  });

  it('voids a version only with a reason the customer can read: hidden and control characters are refused, nothing changed', async () => {
    const { id } = await leadWithLines(760020);
    const session = await operator();
    await postForm(session, `/admin/leads/${id}/quotation`, { ...(await pricedForm(session, id, ['100', '100', '100'])), action: 'send' });
    const token = await sentToken(id);
    const versionId = await env.DB.prepare('SELECT id FROM quotation_versions WHERE lead_id = ?').bind(id).first<number>('id');
    const voidPath = `/admin/leads/${id}/quotation/versions/${versionId}/void`;

    for (const reason of ['Prices changed\u202e', 'Prices\u0000 changed', 'Prices\nchanged']) {
      const refused = await postForm(session, voidPath, { reason });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('one line of plain text');
    }
    expect(await env.DB.prepare('SELECT voided_at FROM quotation_versions WHERE id = ?').bind(versionId).first('voided_at')).toBeNull();

    expect((await postForm(session, voidPath, { reason: 'Steel prices changed.' })).status).toBe(303);
    expect(await (await customer(`/quotation/${token}`)).text()).toContain('Steel prices changed.');
  });

  it('lists drafts and sent versions in the register, filtered by status, and exports the same as CSV', async () => {
    const sent = await leadWithLines(760003);
    const drafted = await leadWithLines(760004);
    const session = await operator();
    await postForm(session, `/admin/leads/${sent.id}/quotation`, {
      ...(await pricedForm(session, sent.id, ['1,000', '2,000', '3,000.50'])),
      action: 'send',
    });
    await postForm(session, `/admin/leads/${drafted.id}/quotation`, {
      ...(await pricedForm(session, drafted.id, ['10', '', ''])),
      action: 'save',
    });

    const all = await (await asOperator(session, '/admin/quotations')).text();
    expect(all).toContain(`<a href="/admin/leads/${sent.id}/quotation">${sent.reference}</a>`);
    expect(all).toContain(`<a href="/admin/leads/${drafted.id}/quotation">${drafted.reference}</a>`);
    // 12 x 1,000 + 4 x 2,000 + 3,000.50 = 23,000.50; with VAT 12% (2,760.06) 25,760.56.
    expect(all).toContain('₱25,760.56');

    const onlySent = await (await asOperator(session, '/admin/quotations?status=sent')).text();
    expect(onlySent).toContain(sent.reference);
    expect(onlySent).not.toContain(`${drafted.reference}</a>`);

    const csv = await (await asOperator(session, '/admin/quotations.csv?status=sent')).text();
    const line = csv.split('\r\n').find((row) => row.startsWith(`"${sent.reference}"`));
    expect(line).toMatch(new RegExp(`^"${sent.reference}","Ana Reyes","","Sent",25760.56,"\\d{4}-`));
    expect(csv).not.toContain(drafted.reference);
  });

  it('finds an old quotation by its status and name behind more than a page of newer drafts', async () => {
    const old = await leadWithLines(761000);
    const draft = '{}';
    await env.DB.prepare(
      `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, '2026-01-05T00:00:00.000Z', 'owner', ?, '2026-01-05T00:00:00.000Z', 'owner')`,
    )
      .bind(old.id, draft)
      .run();
    await env.DB.prepare(
      `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at)
       SELECT id, lead_id, 0, '2026-01-05T00:00:00.000Z', 'owner', 'old-register-token', '2026-01-20', '{}', 500000, 'accepted', '2026-01-06T00:00:00.000Z'
       FROM quotations WHERE lead_id = ?`,
    )
      .bind(old.id)
      .run();
    const newer = Array.from({ length: 210 }, (_, index) => 761001 + index);
    await env.DB.batch(
      newer.flatMap((id) => [
        env.DB.prepare(
          `INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, status)
           VALUES (?, ?, '2026-11-20T01:00:00.000Z', 'Newer Buyer', 'buyer@example.ph', '+639171234567', 'tanks-and-vessels', 'Tanks.', '316', '2b', 'email', 'new')`,
        ).bind(id, crypto.randomUUID()),
        env.DB.prepare(
          `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, '2026-11-25T00:00:00.000Z', 'owner', ?, '2026-11-25T00:00:00.000Z', 'owner')`,
        ).bind(id, draft),
      ]),
    );
    const session = await operator();

    expect(await (await asOperator(session, '/admin/quotations?status=accepted')).text()).toContain(`${old.reference}</a>`);
    expect(await (await asOperator(session, '/admin/quotations?q=Ana+Reyes')).text()).toContain(`${old.reference}</a>`);
    expect(await (await asOperator(session, '/admin/quotations.csv?status=accepted')).text()).toContain(`"${old.reference}"`);
  });

  it('reminds the owner once, two working days before an unanswered quotation expires, with the follow-up one tap away', async () => {
    const { id } = await leadWithLines(760005);
    const session = await operator();
    await postForm(session, `/admin/leads/${id}/quotation`, { ...(await pricedForm(session, id, ['100', '100', '100'])), action: 'send' });
    // Valid until Friday 4 December: Thursday and Wednesday are its last two working days before it.
    await env.DB.prepare("UPDATE quotation_versions SET valid_until = '2026-12-04' WHERE lead_id = ?").bind(id).run();
    const telegram: WorkerEnv = { ...workerEnv, TELEGRAM_BOT_TOKEN: '7100000005:AAE-expiring', TELEGRAM_CHAT_ID: '-1001112223336' };

    expect(await remindOfExpiringQuotations(telegram, new Date('2026-12-01T02:00:00.000Z'))).toEqual([]);
    const alerts = await remindOfExpiringQuotations(telegram, new Date('2026-12-02T02:00:00.000Z'));
    expect(alerts.length).toBeGreaterThan(0);
    const telegramAlert = await env.DB.prepare("SELECT kind FROM lead_alerts WHERE lead_id = ? AND channel = 'telegram'")
      .bind(id)
      .first('kind');
    expect(telegramAlert).toBe('quotation-expiring');
    expect(await remindOfExpiringQuotations(telegram, new Date('2026-12-02T05:00:00.000Z'))).toEqual([]);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'reminder'").bind(id).first('n'),
    ).toBe(1);

    const lead = await env.DB.prepare('SELECT id, created_at, full_name, service FROM leads WHERE id = ?').bind(id).first<LeadRow>();
    expect(alertText('quotation-expiring', lead!, 'https://example.ph', { version: 'Q-2026-760005' })).toBe(
      `Quotation Q-2026-760005 expires in two working days, unanswered from Ana Reyes: Tanks and vessels. https://example.ph/admin/leads/${id}?template=quotation-follow-up#reply`,
    );
    const reply = await (await asOperator(session, `/admin/leads/${id}?template=quotation-follow-up`)).text();
    expect(reply).toContain(`Following up on our quotation ${leadReference(id, '2026-11-20T01:00:00.000Z')}`);
  });

  it('refuses what a quotation cannot hold with a message beside the field, keeps the saved draft, and shows typed markup as text', async () => {
    const { id } = await leadWithLines(760006);
    const session = await operator();
    const form = await pricedForm(session, id, ['100', '100', '100']);
    expect((await postForm(session, `/admin/leads/${id}/quotation`, { ...form, action: 'save' })).status).toBe(303);

    const tooMany = await postForm(session, `/admin/leads/${id}/quotation`, { ...form, lines: '101', action: 'save' });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('A quotation holds at most 100 lines');
    for (const [field, value, message] of [
      ['line-0-quantity', '0', 'Enter a quantity above zero.'],
      ['line-0-quantity', 'twelve', 'Enter the quantity as a number above zero'],
      ['line-1-price', '100,000,000.01', 'Enter a unit price from ₱0.01 to ₱100,000,000.00'],
      ['line-0-description', 'Pipe\u0007', 'may have line breaks but no hidden or control characters'],
      ['validityDays', '0', 'A quotation is valid for 1 to 90 days.'],
      ['line-0-price', '100,000,000', 'This line comes to over ₱1,000,000,000.00: check the quantity and the unit price.'],
    ]) {
      const response = await postForm(session, `/admin/leads/${id}/quotation`, {
        ...form,
        [field!]: value!,
        action: 'save',
      });
      expect(response.status, field).toBe(400);
      expect(await response.text(), field).toContain(message!);
    }
    const draft = await env.DB.prepare('SELECT draft FROM quotations WHERE lead_id = ?').bind(id).first<{ draft: string }>();
    expect(JSON.parse(draft!.draft).lines.map((line: { unitPriceCentavos: number }) => line.unitPriceCentavos)).toEqual([
      10_000, 10_000, 10_000,
    ]);

    const markup = '<script>alert(1)</script> 2 in pipe & "elbow"';
    await postForm(session, `/admin/leads/${id}/quotation`, { ...form, 'line-0-description': markup, action: 'send' });
    const token = await sentToken(id);
    const page = await (await customer(`/quotation/${token}`)).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 2 in pipe &amp; &quot;elbow&quot;');

    const body = acceptance({}, new File(['MZ not a pdf'], 'po.exe', { type: 'application/octet-stream' }));
    const refusedPo = await customer(`/quotation/${token}/accept`, { method: 'POST', body, headers: { Origin: origin } });
    expect(refusedPo.status).toBe(415);
    expect(await refusedPo.text()).toContain('po.exe: attach the PO as PDF, DWG, DXF, JPG, JPEG or PNG.');
    const unticked = acceptance();
    unticked.delete('acceptTerms');
    const noTick = await customer(`/quotation/${token}/accept`, { method: 'POST', body: unticked, headers: { Origin: origin } });
    expect(noTick.status).toBe(400);
    expect(await noTick.text()).toContain('Tick the box to accept the quotation and its terms.');
    expect(await env.DB.prepare('SELECT response FROM quotation_versions WHERE lead_id = ?').bind(id).first('response')).toBeNull();
  });

  it('accepts all or nothing: when the acceptance cannot be written, the version stays open, the lead unchanged, and the PO file is not kept', async () => {
    const errors = workerLogs('error');
    const { id } = await leadWithLines(760007);
    const session = await operator();
    await postForm(session, `/admin/leads/${id}/quotation`, { ...(await pricedForm(session, id, ['100', '100', '100'])), action: 'send' });
    const token = await sentToken(id);
    const uploadsBefore = (await env.UPLOADS.list({ prefix: 'quotation-po/' })).objects.length;
    // The batch's last statement fails, as a full disk or a lost connection would fail it.
    await env.DB.exec(
      "CREATE TRIGGER refuse_accepted BEFORE INSERT ON quotation_events WHEN NEW.kind = 'accepted' BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    try {
      const body = acceptance({}, new File(['%PDF-1.7 purchase order'], 'po.pdf', { type: 'application/pdf' }));
      const failed = await customer(`/quotation/${token}/accept`, { method: 'POST', body, headers: { Origin: origin } });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      await failed.arrayBuffer();
    } finally {
      await env.DB.exec('DROP TRIGGER refuse_accepted');
    }
    expect(await env.DB.prepare('SELECT response, answer_id FROM quotation_versions WHERE lead_id = ?').bind(id).first()).toEqual({
      response: null,
      answer_id: null,
    });
    expect(await env.DB.prepare('SELECT status, won_centavos FROM leads WHERE id = ?').bind(id).first()).toEqual({
      status: 'quoted',
      won_centavos: null,
    });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_events WHERE lead_id = ? AND to_status = 'won'").bind(id).first('n')).toBe(
      0,
    );
    expect((await env.UPLOADS.list({ prefix: 'quotation-po/' })).objects.length).toBe(uploadsBefore);
    expect(errors()).toContain('unhandled error');
  });
});
