// Mail routed to the worker by Email Routing: the worker's email() export called with raw MIME
// fixtures. The message object is the platform's (Cloudflare's ForwardableEmailMessage), built
// here from the raw bytes; its forward() records where the worker sent the mail.
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { inboundMessagesForLead } from '../../src/worker/lead-records/inbound-messages';
import { inboundDailyLimit, inboundMessageLimitBytes, inboundTextNotes } from '../../src/worker/inbound/receive-email';
import worker from '../../src/worker/index';
import bounce from '../fixtures/mail/bounce.eml?raw';
import htmlOnly from '../fixtures/mail/html-only.eml?raw';
import iso88591 from '../fixtures/mail/iso-8859-1.eml?raw';
import multipartPdf from '../fixtures/mail/multipart-pdf.eml?raw';
import noReference from '../fixtures/mail/no-reference.eml?raw';
import plain from '../fixtures/mail/plain.eml?raw';
import { asOperator, operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';
import { loadMailParser } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadMailParser);

const businessInbox = placeholderBusiness.email;
const leadId = 700123;
const replyAddress = 'quotes+Q-2026-700123@cavitestainless.example';

interface Forward {
  rcptTo: string;
  headers: Record<string, string>;
}

function incomingMail(
  raw: string,
  to: string,
  options: { rawSize?: number; forwardFails?: boolean; envelopeFrom?: string; headers?: Record<string, string> } = {},
) {
  const bytes = new TextEncoder().encode(raw);
  const forwards: Forward[] = [];
  const rejects: string[] = [];
  const message = {
    from: options.envelopeFrom ?? 'sender@example.net',
    to,
    headers: new Headers(options.headers),
    raw: new Blob([bytes]).stream(),
    rawSize: options.rawSize ?? bytes.byteLength,
    setReject: (reason: string) => void rejects.push(reason),
    forward: async (rcptTo: string, headers?: Headers) => {
      forwards.push({ rcptTo, headers: Object.fromEntries(headers ?? []) });
      if (options.forwardFails) throw new Error('destination address not verified');
      return { messageId: `<forwarded-${forwards.length}@example.net>` };
    },
    reply: async () => {
      throw new Error('the worker never replies');
    },
  };
  return { message: message as ForwardableEmailMessage, forwards, rejects };
}

async function receive(mail: ReturnType<typeof incomingMail>) {
  await worker.email(mail.message, workerEnv);
  expect(mail.rejects).toEqual([]);
  return inboundMessagesForLead(env.DB, leadId);
}

describe('replies that come back by email', () => {
  beforeAll(async () => {
    await insertLead({ id: leadId, createdAt: '2026-11-19T06:00:00.000Z' });
  });

  // Storage lasts for the file: each test starts without received mail.
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare('DELETE FROM inbound_attachments'),
      env.DB.prepare('DELETE FROM inbound_messages'),
      env.DB.prepare('DELETE FROM inbound_overflow'),
    ]);
    const { objects } = await env.UPLOADS.list({ prefix: 'inbound/' });
    if (objects.length > 0) await env.UPLOADS.delete(objects.map((object) => object.key));
  });

  it('stores a plain reply to the reply address on its lead and forwards it with the reference', async () => {
    const mail = incomingMail(plain, replyAddress);
    const [message, ...others] = await receive(mail);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      leadId,
      kind: 'reply',
      from: 'maria@santosfood.example',
      subject: 'Re: Your quotation',
      attachments: [],
    });
    expect(message!.text).toContain('Can you make the tank 1,200 mm high instead\nof 1,500 mm?');
    expect(message!.text).toContain('Salamat po,');
    expect(Date.parse(message!.createdAt)).not.toBeNaN();
    expect(mail.forwards).toEqual([{ rcptTo: businessInbox, headers: { 'x-quote-reference': 'Q-2026-700123' } }]);
  });

  it('keeps an attached PDF in R2 and records a refused file by name, matched by the subject', async () => {
    const mail = incomingMail(multipartPdf, 'quotes@cavitestainless.example');
    const [message] = await receive(mail);
    expect(message!.subject).toBe('Re: Quotation Q-2026-700123 - revised drawing');
    expect(message!.attachments).toEqual([
      {
        id: expect.any(Number),
        fileName: 'GA drawing rev3.pdf',
        contentType: 'application/pdf',
        size: 77,
        accepted: true,
        refusedReason: null,
      },
      {
        id: expect.any(Number),
        fileName: 'setup.exe',
        contentType: 'application/octet-stream',
        size: 8,
        accepted: false,
        refusedReason: 'Not accepted: only PDF, DWG, DXF, JPG, JPEG or PNG files are kept.',
      },
    ]);
    expect(mail.forwards.map((forward) => forward.rcptTo)).toEqual([businessInbox]);

    const session = await operator();
    const [pdf, exe] = message!.attachments;
    const download = await asOperator(session, `/admin/leads/${leadId}/inbound-attachments/${pdf!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="GA drawing rev3.pdf"');
    expect((await download.text()).startsWith('%PDF-1.7')).toBe(true);
    expect((await asOperator(session, `/admin/leads/${leadId}/inbound-attachments/${exe!.id}`)).status).toBe(404);
    expect((await asOperator(session, `/admin/leads/1/inbound-attachments/${pdf!.id}`)).status).toBe(404);

    // The lead's timeline shows the answer, its file to download and the refused one by name.
    const page = await (await asOperator(session, `/admin/leads/${leadId}`)).text();
    expect(page).toContain('Re: Quotation Q-2026-700123 - revised drawing');
    expect(page).toContain(`<a href="/admin/leads/${leadId}/inbound-attachments/${pdf!.id}">GA drawing rev3.pdf</a>`);
    expect(page).toContain('setup.exe');
    expect(page).toContain('not kept: Not accepted: only PDF');
    // The kept file joins the lead's drawings, marked as come by email with its date; the refused one does not.
    const drawings = page.slice(page.indexOf('<h2>Drawings</h2>'), page.indexOf('id="timeline"'));
    expect(drawings).toMatch(
      new RegExp(
        `<a href="/admin/leads/${leadId}/inbound-attachments/${pdf!.id}">GA drawing rev3.pdf</a> <span class="muted">[^<]+</span><br/><span class="muted">By email, [A-Z][a-z]{2} \\d{1,2}, \\d{4}`,
      ),
    );
    expect(drawings).not.toContain('setup.exe');
  });

  it('reduces HTML-only mail to text without its script and style, entities decoded', async () => {
    const [message] = await receive(incomingMail(htmlOnly, replyAddress));
    expect(message!.text).toBe(
      'Hi,\n\nThe price of ₱48,500 for 2 tables is fine & we’d like the undershelf too.\n\n- 304 top\n- Adjustable feet\n\nSite map: here (https://maps.example/bakeshop)',
    );
  });

  /** An HTML-only reply to the lead, its body as given (8bit, so the bytes are the HTML). */
  const htmlMail = (body: string) =>
    [
      'From: joy.reyes@bakeshop.example',
      `To: ${replyAddress}`,
      'Subject: Re: Work table quotation',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      body,
    ].join('\r\n');

  it.each([
    ['11 KB', 1_200],
    ['180 KB', 20_000],
  ])('stores and forwards an HTML mail of an opened link repeated (%s) without stalling the worker', async (_size, repeats) => {
    const mail = incomingMail(htmlMail('<p>Revised drawing attached.</p>' + '<a href="'.repeat(repeats)), replyAddress);
    const started = Date.now();
    const [message] = await receive(mail);
    // The old pattern took 15 s on the 11 KB mail and minutes on 180 KB; linear work stays far
    // under 10 s of the clock even on a two-core machine at a load of 12.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(message!.text).toContain('Revised drawing attached.');
    expect(mail.forwards).toEqual([{ rcptTo: businessInbox, headers: { 'x-quote-reference': 'Q-2026-700123' } }]);
  });

  it('stores the start of an HTML mail over the limit, says so on the lead, and forwards the whole', async () => {
    const paragraph = '<p>Tank 304 2B, 1,200 mm.</p>\r\n';
    const mail = incomingMail(htmlMail(paragraph.repeat(Math.ceil(300_000 / paragraph.length)) + '<p>Signed, Joy</p>'), replyAddress);
    const [message] = await receive(mail);
    expect(message!.text.startsWith(inboundTextNotes.htmlCut)).toBe(true);
    expect(message!.text).toContain('Tank 304 2B, 1,200 mm.');
    expect(message!.text).not.toContain('Signed, Joy');
    expect(mail.forwards).toHaveLength(1);
  });

  it('decodes ISO-8859-1 mail and its encoded subject', async () => {
    const [message] = await receive(incomingMail(iso88591, 'quotes@cavitestainless.example'));
    expect(message).toMatchObject({ from: 'jose.pena@carinderia.example', subject: 'Cotización Q-2026-700123' });
    expect(message!.text).toBe('Señor, the cañon hood for the kitchen: can it be 1.5 m? Gracias.');
  });

  it('records a bounce on the lead it returns, with the delivery status, and forwards it', async () => {
    const mail = incomingMail(bounce, 'quotes@cavitestainless.example');
    const [message] = await receive(mail);
    expect(message).toMatchObject({ kind: 'bounce', subject: 'Undelivered Mail Returned to Sender', attachments: [] });
    expect(message!.text).toContain('550 5.1.1 User unknown');
    expect(message!.text).toContain('Final-Recipient: rfc822; purchasing@santosfood.example');
    expect(mail.forwards).toHaveLength(1);
  });

  it.each([
    ['mail naming no lead', noReference, 'info@cavitestainless.example'],
    ['a reference with no lead', plain.replaceAll('Q-2026-700123', 'Q-2026-999999'), 'quotes+Q-2026-999999@cavitestainless.example'],
    ['a reference whose year does not match', plain, 'quotes+Q-2025-700123@cavitestainless.example'.replace('Q-2025', 'Q-2024')],
    ['malformed mail', '\u0000\u0001 not a message at all\r\n\r\n--', replyAddress.replace('700123', '000000')],
  ])('only forwards %s', async (_case, raw, to) => {
    const mail = incomingMail(raw.replace(replyAddress, to), to);
    expect(await receive(mail)).toEqual([]);
    expect(mail.forwards).toEqual([{ rcptTo: businessInbox, headers: {} }]);
  });

  it('forwards mail over the size limit without reading or storing it', async () => {
    const warnings = workerLogs('warn');
    const mail = incomingMail(plain, replyAddress, { rawSize: inboundMessageLimitBytes + 1 });
    expect(await receive(mail)).toEqual([]);
    expect(mail.message.raw.locked).toBe(false);
    expect(mail.forwards).toHaveLength(1);
    expect(warnings()).toContain('inbound mail too large to store; forwarded only');
  });

  it('keeps the raw message in R2 when the forward fails, and does not reject it', async () => {
    const errors = workerLogs('error');
    const mail = incomingMail(noReference, 'info@cavitestainless.example', { forwardFails: true });
    await receive(mail);
    const { objects } = await env.UPLOADS.list({ prefix: 'inbound/unforwarded/' });
    expect(objects).toHaveLength(1);
    expect(await (await env.UPLOADS.get(objects[0]!.key))!.text()).toBe(noReference);
    expect(await env.DB.prepare('SELECT lead_id FROM unforwarded_mail WHERE r2_key = ?').bind(objects[0]!.key).first('lead_id')).toBeNull();
    expect(errors()).toContain('inbound mail could not be forwarded; raw message kept in R2');
  });

  it('lists a reply kept raw after a failed forward with its lead, so erasing the lead deletes it', async () => {
    const errors = workerLogs('error');
    await env.DB.prepare('DELETE FROM unforwarded_mail').run();
    await receive(incomingMail(plain, replyAddress, { forwardFails: true }));
    const { objects } = await env.UPLOADS.list({ prefix: 'inbound/unforwarded/' });
    expect(objects).toHaveLength(1);
    expect(await env.DB.prepare('SELECT lead_id FROM unforwarded_mail WHERE r2_key = ?').bind(objects[0]!.key).first('lead_id')).toBe(
      leadId,
    );
    expect(errors()).toContain('inbound mail could not be forwarded; raw message kept in R2');
  });
});

describe('mail anyone can send to a lead', () => {
  const leadEmail = 'maria@santosfood.example';
  const mailFrom = (from: string, subject: string, body = 'See the revised drawing.') =>
    [
      `From: ${from}`,
      `To: ${replyAddress}`,
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n');
  const leadPage = async () => (await asOperator(await operator(), `/admin/leads/${leadId}`)).text();

  beforeAll(async () => {
    await insertLead({ id: leadId, createdAt: '2026-11-19T06:00:00.000Z' }).catch(() => undefined);
  });
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare('DELETE FROM inbound_attachments'),
      env.DB.prepare('DELETE FROM inbound_messages'),
      env.DB.prepare('DELETE FROM inbound_overflow'),
    ]);
  });

  it('lists at most 20 refused files of one message, then one line for the rest', async () => {
    const parts = Array.from({ length: 20_000 }, () => '--flood\r\nContent-Disposition: attachment\r\n\r\n\r\n').join('');
    const raw = [
      `From: ${leadEmail}`,
      `To: ${replyAddress}`,
      'Subject: flood',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary=flood',
      '',
      '--flood',
      'Content-Type: text/plain',
      '',
      'Hello',
      parts + '--flood--',
    ].join('\r\n');
    const mail = incomingMail(raw, replyAddress, { envelopeFrom: leadEmail });
    const [message] = await receive(mail);
    expect(message!.attachments).toHaveLength(21);
    expect(message!.attachments.at(-1)!.fileName).toBe('and 19980 more files');
    expect(mail.forwards).toHaveLength(1);
  });

  it('stores 20 messages a day per lead; the rest are forwarded and named once on the lead', async () => {
    for (let index = 0; index < 23; index++) {
      const mail = incomingMail(mailFrom(leadEmail, `Message ${index}`), replyAddress, { envelopeFrom: leadEmail });
      await worker.email(mail.message, workerEnv);
      expect(mail.forwards).toHaveLength(1);
    }
    expect(await inboundMessagesForLead(env.DB, leadId)).toHaveLength(inboundDailyLimit.messages);
    expect(await leadPage()).toContain('3 more emails for this lead on');
  });

  it('tries at most 10 of the addresses a mail lists, once each', async () => {
    const others = Array.from(
      { length: 3_000 },
      (_, index) => `quotes+Q-2026-${String(800_000 + index).padStart(6, '0')}@cavitestainless.example`,
    );
    const listing = (addresses: string[]) =>
      [
        `From: ${leadEmail}`,
        `To: ${addresses.join(', ')}`,
        'Subject: many',
        'MIME-Version: 1.0',
        'Content-Type: text/plain',
        '',
        'Hi',
      ].join('\r\n');
    // The lead's own address after 3,000 others is never reached, and the mail is forwarded only.
    await receive(incomingMail(listing([...others, replyAddress]), 'quotes@cavitestainless.example'));
    expect(await inboundMessagesForLead(env.DB, leadId)).toHaveLength(0);
    // Repeated, it counts once: the lead's address after nine others and many repeats is found.
    await receive(incomingMail(listing([...others.slice(0, 9), ...others.slice(0, 9), replyAddress]), 'quotes@cavitestainless.example'));
    expect(await inboundMessagesForLead(env.DB, leadId)).toHaveLength(1);
  });

  it("shows the envelope sender beside a forged From, marks it, keeps Email Routing's results, and changes nothing on the lead", async () => {
    const statusBefore = await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(leadId).first('status');
    const results = 'mx.cloudflare.net; dkim=fail header.d=santosfood.example; spf=fail smtp.mailfrom=evil.example';
    await receive(
      incomingMail(mailFrom(leadEmail, 'Updated bank details', 'Pay to this account instead.'), replyAddress, {
        envelopeFrom: 'attacker@evil.example',
        headers: { 'Authentication-Results': results },
      }),
    );
    const [message] = await inboundMessagesForLead(env.DB, leadId);
    expect(message).toMatchObject({
      from: leadEmail,
      envelopeFrom: 'attacker@evil.example',
      authentication: `authentication-results: ${results}`,
    });
    const page = await leadPage();
    expect(page).toContain('(sent by attacker@evil.example)');
    expect(page).toContain('From an address not on this lead');
    expect(page).toContain('dkim=fail');
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(leadId).first('status')).toBe(statusBefore);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM uploads WHERE lead_id = ?').bind(leadId).first('n')).toBe(0);

    await receive(incomingMail(mailFrom(leadEmail, 'Re: quotation'), replyAddress, { envelopeFrom: leadEmail }));
    expect((await leadPage()).match(/From an address not on this lead/g)).toHaveLength(1);
  });

  it('lets an operator hide an email (same-origin only): its text and files are no longer offered, the timeline says who hid it', async () => {
    await receive(incomingMail(multipartPdf, replyAddress));
    const [message] = await inboundMessagesForLead(env.DB, leadId);
    const pdf = message!.attachments.find((file) => file.accepted)!;
    const session = await operator();
    const hide = `/admin/leads/${leadId}/inbound/${message!.id}/hide`;
    expect((await postForm(session, hide, {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm(session, hide, {})).status).toBe(303);
    expect((await postForm(session, hide, {})).status).toBe(404);
    const page = await (await asOperator(session, `/admin/leads/${leadId}`)).text();
    expect(page).not.toContain(message!.subject);
    expect(page).toMatch(/hidden by owner@stainless\.example on/);
    expect((await asOperator(session, `/admin/leads/${leadId}/inbound-attachments/${pdf.id}`)).status).toBe(404);
    expect((await postForm(session, `/admin/leads/${leadId}/inbound/999999/hide`, {})).status).toBe(404);
  });

  it('shows the newest 50 timeline entries, with a plain link to earlier ones', async () => {
    const notes = Array.from({ length: 60 }, (_, index) =>
      env.DB.prepare("INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, 'operator', ?)").bind(
        leadId,
        new Date(Date.UTC(2026, 10, 20, 0, index)).toISOString(),
        `Timeline note ${index}.`,
      ),
    );
    await env.DB.batch(notes);
    const session = await operator();
    const first = await (await asOperator(session, `/admin/leads/${leadId}`)).text();
    expect(first).toContain('Timeline note 59.');
    expect(first).not.toContain('Timeline note 5.');
    expect(first).toContain(`href="/admin/leads/${leadId}?timeline=2#timeline"`);
    const second = await (await asOperator(session, `/admin/leads/${leadId}?timeline=2`)).text();
    expect(second).toContain('Timeline note 5.');
    expect(second).not.toContain('Timeline note 59.');
    expect((await asOperator(session, `/admin/leads/${leadId}?timeline=__proto__`)).status).toBe(200);
    await env.DB.prepare('DELETE FROM lead_notes WHERE lead_id = ?').bind(leadId).run();
  });
});
