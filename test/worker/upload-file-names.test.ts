// Hostile file names over every way a file reaches the bucket: the form's upload API, the form
// without scripts, the customer's PO, a dashboard reply, Add lead and inbound mail. Prototype
// names (`.constructor`, `.__proto__`) once passed as allowed types: 500s, and mail files left in
// R2 with no row. Every answer must be below 500, a name that is no allowed type a clear 4xx, and
// every object in the bucket named by a row.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formStampField } from '../../src/shared/api';
import { quotePath } from '../../src/shared/routes';
import { issueFormStamp } from '../../src/worker/quote-form-stamp';
import worker from '../../src/worker/index';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { newClientIp, origin, samplePdf, uploadRequest, workerEnv } from './quote-helpers';

/** Each name, and whether a PDF under it must be refused for its name. */
const names: [name: string, refused: boolean][] = [
  ['drawing.constructor', true],
  ['drawing.__proto__', true],
  ['drawing.toString', true],
  ['drawing.hasOwnProperty', true],
  ['drawing.valueOf', true],
  ['drawing.isPrototypeOf', true],
  ['.constructor', true],
  ['__proto__', true],
  ['constructor', true],
  ['plan.pdf.', true],
  ['...', true],
  ['plan.exe', true],
  [`${'x'.repeat(400)}.constructor`, true],
  ['plan..pdf', false],
  ['.pdf', false],
  ['PLAN.PDF', false],
  ['平面図 二階.pdf', false],
  ['cafe\u0301 menu.pdf', false],
  ['invoice\u202Efdp.exe.pdf', false],
  [`${'長'.repeat(400)}.pdf`, false],
  ['C:\\drawings\\kitchen.pdf', false],
];
// Refusals first: the PO's quotation takes one acceptance, and answers nothing after it.
const ordered = [...names].sort(([, a], [, b]) => Number(b) - Number(a));

const pdf = () => samplePdf() as Uint8Array<ArrayBuffer>;

function expectAnswer(what: string, name: string, refused: boolean, status: number, accepted: number[]) {
  const label = `${what}: ${JSON.stringify(name.slice(0, 40))} -> ${status}`;
  expect(status, label).toBeLessThan(500);
  if (refused) expect(status >= 400 && status < 500, label).toBe(true);
  else expect(accepted, label).toContain(status);
}

/** Objects in the private bucket that no row names: what the fix must never leave behind. */
async function unclaimedObjects(): Promise<string[]> {
  const named = await env.DB.batch<{ key: string }>(
    [
      'SELECT r2_key AS key FROM uploads',
      'SELECT r2_key AS key FROM inbound_attachments WHERE r2_key IS NOT NULL',
      'SELECT r2_key AS key FROM lead_message_attachments',
      'SELECT pdf_r2_key AS key FROM quotation_versions WHERE pdf_r2_key IS NOT NULL',
      'SELECT po_r2_key AS key FROM quotation_versions WHERE po_r2_key IS NOT NULL',
      'SELECT r2_key AS key FROM unforwarded_mail',
    ].map((sql) => env.DB.prepare(sql)),
  );
  const claimed = new Set(named.flatMap((result) => result.results.map((row) => row.key)));
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.filter((key) => !claimed.has(key));
}

/** The no-script form as a browser posts it, with one file under `name`. */
async function contactPost(name: string) {
  const form = new FormData();
  form.append(formStampField, await issueFormStamp(workerEnv.TICKET_SECRET!, Date.now() - 60_000));
  for (const [field, value] of Object.entries({
    fullName: 'Nestor Aquino',
    email: 'nestor@aquino.example',
    phone: '0917 222 3344',
    service: 'kitchen-equipment',
    projectDetails: 'A 304 work table with undershelf, 1.8 m long, for the bakeshop.',
    grade: '304',
    finish: 'hairline',
    preferredContact: 'phone',
    privacyConsent: 'on',
    website: '',
  }))
    form.append(field, value);
  form.append('attachments', new File([pdf()], name, { type: 'application/pdf' }));
  return SELF.fetch(`${origin}${quotePath}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'cf-connecting-ip': newClientIp() },
    body: form,
  });
}

/** A lead with a sent quotation: the customer's link token. */
async function sentQuotation(session: OperatorSession, id: number): Promise<string> {
  await insertLead({ id, createdAt: '2026-11-20T01:00:00.000Z', fullName: 'Ana Reyes', status: 'contacted' });
  await env.DB.prepare(
    `INSERT INTO quote_lines (lead_id, position, family, item, grade, finish, quantity, unit, note)
     VALUES (?, 0, 'pipes', '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', '304', NULL, 12, 'length', NULL)`,
  )
    .bind(id)
    .run();
  const page = await (await asOperator(session, `/admin/leads/${id}/quotation`)).text();
  const fields: Record<string, string> = {};
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const [tag] of page.matchAll(/<input [^>]*>/g)) {
    const field = /name="([^"]+)"/.exec(tag)?.[1];
    if (field && !/type="(radio|checkbox)"/.test(tag)) fields[field] = unescape(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const [, field, text] of page.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields[field!] = unescape(text!);
  const sent = await postForm(session, `/admin/leads/${id}/quotation`, {
    ...fields,
    'line-0-price': '4,480.50',
    'line-1-price': '15000',
    'line-1-kind': 'service',
    discountKind: 'none',
    action: 'send',
  });
  expect(sent.status, await sent.clone().text()).toBe(303);
  const message = await env.DB.prepare('SELECT text FROM lead_messages WHERE lead_id = ? ORDER BY id DESC')
    .bind(id)
    .first<{ text: string }>();
  return /\/quotation\/([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
}

/** A multipart body as a browser posts it, with its Content-Length. */
async function multipart(form: FormData) {
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, body: await encoded.arrayBuffer() };
}

/** The dashboard's Add lead form with one file. */
function addLeadForm(name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    formId: crypto.randomUUID(),
    channel: 'walk-in',
    fullName: 'Ramon Dela Cruz',
    phone: '0918 222 3344',
    email: '',
    preferredContact: 'phone',
    service: 'material-supply',
    grade: '304',
    finish: 'not-sure',
    projectDetails: 'Twelve lengths of 2 in pipe, cut to 3 m.',
  }))
    form.append(field, value);
  form.append('files', new File([pdf()], name, { type: 'application/pdf' }));
  return form;
}

/** A MIME header parameter for any name: RFC 2231 percent-encoded UTF-8. */
const mimeFileName = (name: string) =>
  `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;

function mailWith(name: string, reference: string) {
  const base64 = btoa(String.fromCharCode(...pdf()));
  const raw = [
    'From: Ramon Cruz <ramon.cruz@lagunafoods.example>',
    `To: quotes+${reference}@cavitestainless.example`,
    `Subject: Re: Quotation ${reference}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'The drawing is attached.',
    '',
    '--b1',
    'Content-Type: application/pdf',
    `Content-Disposition: attachment; ${mimeFileName(name)}`,
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    '--b1--',
    '',
  ].join('\r\n');
  const bytes = new TextEncoder().encode(raw);
  const forwards: string[] = [];
  const message = {
    from: 'ramon.cruz@lagunafoods.example',
    to: `quotes+${reference}@cavitestainless.example`,
    headers: new Headers(),
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    setReject: () => {
      throw new Error('the worker never rejects mail');
    },
    forward: async (rcptTo: string) => {
      forwards.push(rcptTo);
      return { messageId: `<forwarded-${forwards.length}@example.net>` };
    },
    reply: async () => {
      throw new Error('the worker never replies');
    },
  };
  return { message: message as unknown as ForwardableEmailMessage, forwards };
}

describe('hostile file names on every upload path', { timeout: 180_000 }, () => {
  it('answers each with a 4xx or success, never a 5xx, and leaves no object that no row names', async () => {
    const session = await operator();
    const owner: OperatorSession = session;
    // Fixed ids first: leads added later take the ids after them.
    await insertLead({ id: 781002, createdAt: '2026-11-21T01:00:00.000Z', fullName: 'Maria Santos' });
    // Two for the mail: one lead stores 20 messages a day.
    await insertLead({ id: 781003, createdAt: '2026-11-22T01:00:00.000Z', fullName: 'Ramon Cruz' });
    await insertLead({ id: 781004, createdAt: '2026-11-22T02:00:00.000Z', fullName: 'Ramon Cruz' });

    for (const [name, refused] of ordered) {
      const response = await uploadRequest(crypto.randomUUID(), name, pdf());
      // A name with nothing before the extension is still a name; a refused type is 415.
      expectAnswer('/api/storage', name, refused, response.status, [201]);
    }

    for (const [name, refused] of ordered) {
      const response = await contactPost(name);
      expectAnswer('POST /contact', name, refused, response.status, [200]);
      if (refused) expect(await response.text()).toContain('only PDF, DWG, DXF, JPG, JPEG or PNG files can be attached');
    }

    const token = await sentQuotation(owner, 781001);
    for (const [name, refused] of ordered) {
      const form = new FormData();
      for (const [field, value] of Object.entries({ name: 'Ana Reyes', position: 'Owner', acceptTerms: 'yes' })) form.set(field, value);
      form.set('po', new File([pdf()], name, { type: 'application/pdf' }));
      const { contentType, body } = await multipart(form);
      const response = await SELF.fetch(`${origin}/quotation/${token}/accept`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: origin, 'Content-Type': contentType, 'cf-connecting-ip': newClientIp() },
        body,
      });
      // The first allowed name accepts (303); the quotation is then answered, and later posts see that (200).
      expectAnswer(`/quotation/${'<token>'}/accept`, name, refused, response.status, [200, 303]);
    }

    for (const [name, refused] of ordered) {
      const form = new FormData();
      form.append('subject', 'Your drawing');
      form.append('body', 'Hi Maria,\n\nThe drawing is attached.');
      form.append('files', new File([pdf()], name));
      const { contentType, body } = await multipart(form);
      const response = await asOperator(session, '/admin/leads/781002/replies', {
        method: 'POST',
        headers: { 'Content-Type': contentType, Origin: origin },
        body,
      });
      expectAnswer('reply', name, refused, response.status, [303]);
    }

    for (const [name, refused] of ordered) {
      const { contentType, body } = await multipart(addLeadForm(name));
      const response = await asOperator(session, '/admin/leads/new', {
        method: 'POST',
        headers: { 'Content-Type': contentType, Origin: origin },
        body,
      });
      expectAnswer('Add lead', name, refused, response.status, [303]);
    }

    // Inbound mail: each message is stored with its file accepted or refused by name, never half.
    for (const [index, [name, refused]] of ordered.entries()) {
      const leadId = 781003 + (index % 2);
      const mail = mailWith(name, `Q-2026-${leadId}`);
      await worker.email(mail.message, workerEnv);
      expect(mail.forwards, name).toHaveLength(1);
      const stored = await env.DB.prepare(
        `SELECT a.file_name, a.r2_key, a.refused_reason FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id
         WHERE m.lead_id = ? ORDER BY a.id DESC`,
      )
        .bind(leadId)
        .first<{ file_name: string; r2_key: string | null; refused_reason: string | null }>();
      const messages = await env.DB.prepare('SELECT COUNT(*) AS n FROM inbound_messages').first<number>('n');
      expect(messages, name).toBe(index + 1);
      expect(stored, name).not.toBeNull();
      if (refused) expect(stored!.r2_key, name).toBeNull();
      else expect(stored!.refused_reason, name).toBeNull();
    }
    const waiting = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM leads WHERE id IN (781003, 781004) AND awaiting_reply_since IS NOT NULL',
    ).first<number>('n');
    expect(waiting).toBe(2);

    expect(await unclaimedObjects()).toEqual([]);
  });
});
