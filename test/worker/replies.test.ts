// Answering a lead from the dashboard: the reply box, its files in R2, the Resend request, the
// local outbox, the lead's timeline and the owner's templates.
import { SELF, createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { replyTemplateDefaults } from '../../src/content/reply-templates';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { replyAddressFor, referenceFromAddress } from '../../src/worker/email/reply-address';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import worker, { app } from '../../src/worker/index';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { json, mockOutbound } from './outbound';
import { leadByKey, mockSiteverify, origin, sampleExe, samplePdf, submitQuote, validQuote, workerEnv } from './quote-helpers';

const resendKey = 're_test_key_replies';
const withResendKey: WorkerEnv = { ...workerEnv, RESEND_API_KEY: resendKey };
const development: WorkerEnv = { ...workerEnv, ENVIRONMENT: 'development' };

async function newLead(overrides = {}) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const response = await submitQuote(validQuote(overrides), draftId);
  expect(response.status).toBe(201);
  const { lead } = (await response.json()) as { lead: { reference: string } };
  return { id: (await leadByKey(draftId))!.id, reference: lead.reference };
}

interface ReplyFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The reply form as a browser posts it: multipart, with its Content-Length, from the dashboard. */
async function postReply(session: OperatorSession, leadId: number, fields: Record<string, string>, files: ReplyFile[] = [], from = origin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new File([file.bytes], file.name));
  const encoded = new Response(form);
  return asOperator(session, `/admin/leads/${leadId}/replies`, {
    method: 'POST',
    headers: { 'Content-Type': encoded.headers.get('content-type')!, Origin: from },
    body: await encoded.arrayBuffer(),
  });
}

async function runReplyQueue(leadMessageId: number, environment: WorkerEnv) {
  const batch = createMessageBatch<DeliveryJob>('deliveries', [
    { id: `reply-${leadMessageId}`, timestamp: new Date(), attempts: 1, body: { kind: 'reply', leadMessageId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, environment);
  return getQueueResult(batch, ctx);
}

const latestMessage = (leadId: number) =>
  env.DB.prepare('SELECT * FROM lead_messages WHERE lead_id = ? ORDER BY id DESC')
    .bind(leadId)
    .first<Record<string, string | number | null>>();

const quotationFields = (reference: string) => ({
  template: 'quotation-attached',
  subject: `Quotation for your request ${reference}`,
  body: 'Hi Maria,\n\nOur quotation for the two tanks is attached.',
});

const pdfBase64 = () => btoa(String.fromCharCode(...samplePdf()));

describe('a reply from the lead page', () => {
  it('stores the PDF in R2, moves the lead to quoted and sends it through Resend with the reference in subject and reply-to', async () => {
    const lead = await newLead();
    // The customer had written (test/worker/customer-reply.test.ts): the reply answers it.
    await env.DB.prepare('UPDATE leads SET awaiting_reply_since = ? WHERE id = ?').bind('2026-11-20T06:05:11.000Z', lead.id).run();
    const session = await operator();
    const response = await postReply(session, lead.id, quotationFields(lead.reference), [{ name: 'Quotation Q1.pdf', bytes: samplePdf() }]);
    expect(response.status, await response.clone().text()).toBe(303);
    expect(
      (await env.DB.prepare('SELECT awaiting_reply_since FROM leads WHERE id = ?').bind(lead.id).first())!.awaiting_reply_since,
    ).toBeNull();
    expect(response.headers.get('location')).toBe(`/admin/leads/${lead.id}?done=reply#done`);

    const message = (await latestMessage(lead.id))!;
    expect(message).toMatchObject({
      status: 'pending',
      sender: 'owner@stainless.example',
      template_id: 'quotation-attached',
      to_address: 'maria@santosfood.example',
    });
    const file = (await env.DB.prepare('SELECT * FROM lead_message_attachments WHERE message_id = ?')
      .bind(message.id)
      .first<{ r2_key: string; file_name: string }>())!;
    expect(file.file_name).toBe('Quotation Q1.pdf');
    const object = (await env.UPLOADS.get(file.r2_key))!;
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(samplePdf());
    expect((await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(lead.id).first<{ status: string }>())!.status).toBe(
      'quoted',
    );

    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-reply-1' }) });
    expect((await runReplyQueue(message.id as number, withResendKey)).explicitAcks).toEqual([`reply-${message.id}`]);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe(`Bearer ${resendKey}`);
    expect(sent[0].headers['idempotency-key']).toBe(`lead-message-${message.id}`);
    const replyTo = `quotes+${lead.reference}@cavitestainless.example`;
    expect(JSON.parse(sent[0].body)).toEqual({
      from: env.EMAIL_FROM,
      to: ['maria@santosfood.example'],
      subject: `Quotation for your request ${lead.reference}`,
      html: message.html,
      text: [
        'Hi Maria,',
        '',
        'Our quotation for the two tanks is attached.',
        '',
        'Attached: Quotation Q1.pdf',
        '',
        '--',
        placeholderBusiness.name,
        placeholderBusiness.phone,
        `Reference: ${lead.reference}`,
      ].join('\n'),
      reply_to: [replyTo],
      attachments: [{ filename: 'Quotation Q1.pdf', content: pdfBase64() }],
    });
    expect(message.html).toContain('Our quotation for the two tanks is attached.');
    expect(await latestMessage(lead.id)).toMatchObject({ status: 'sent', provider_message_id: 'resend-reply-1', attempts: 1 });
  });

  it('builds the reply address in one format the inbound side reads back', () => {
    const address = replyAddressFor('Q-2026-000123', workerEnv);
    expect(address).toBe('quotes+Q-2026-000123@cavitestainless.example');
    expect(referenceFromAddress(address)).toBe('Q-2026-000123');
    expect(referenceFromAddress(`Quotes <${address.toLowerCase()}>`)).toBe('Q-2026-000123');
    expect(replyAddressFor('Q-2026-000123', { ...workerEnv, INBOUND_ADDRESS: 'leads@in.stainless.example' })).toBe(
      'leads+Q-2026-000123@in.stainless.example',
    );
    expect(referenceFromAddress('quotes@cavitestainless.example')).toBeNull();
    expect(referenceFromAddress('quotes+newsletter@cavitestainless.example')).toBeNull();
  });

  it('refuses each bad reply with a clear 4xx and keeps what was typed', async () => {
    const lead = await newLead();
    const session = await operator();
    const fields = quotationFields(lead.reference);
    const pdf = { name: 'quotation.pdf', bytes: samplePdf() };
    const cases: [string, Promise<Response>, number, string][] = [
      ['no text', postReply(session, lead.id, { ...fields, body: '  ' }), 400, 'Write a message before sending the reply.'],
      [
        'a bidi override in the message',
        postReply(session, lead.id, { ...fields, body: 'Please open quotation\u202Efdp.exe' }),
        400,
        'Use plain text in the message: remove hidden or control characters.',
      ],
      ['a NUL in the message', postReply(session, lead.id, { ...fields, body: 'Hello\u0000there' }), 400, 'Use plain text in the message'],
      [
        'too big',
        postReply(session, lead.id, fields, [{ name: 'big.pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25) }]),
        413,
        'big.pdf is larger than 10 MB',
      ],
      [
        'refused type',
        postReply(session, lead.id, fields, [{ name: 'setup.exe', bytes: sampleExe() }]),
        415,
        'setup.exe: only PDF, DWG, DXF, JPG, JPEG or PNG files can be attached.',
      ],
      [
        'not what it says',
        postReply(session, lead.id, fields, [{ name: 'quotation.pdf', bytes: sampleExe() }]),
        415,
        'quotation.pdf does not look like a real .pdf file',
      ],
      [
        'six files',
        postReply(
          session,
          lead.id,
          fields,
          Array.from({ length: 6 }, () => pdf),
        ),
        400,
        'A reply carries at most 5 files; you attached 6.',
      ],
    ];
    for (const [what, pending, status, message] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      const page = await response.text();
      expect(page, what).toContain(message);
      expect(page, what).toContain(`value="Quotation for your request ${lead.reference}"`);
    }
    const hiddenSubject = await postReply(session, lead.id, { ...fields, subject: 'Quotation\u200B for you' });
    expect(hiddenSubject.status).toBe(400);
    expect(await hiddenSubject.text()).toContain('Use plain text in the subject: remove hidden or control characters.');
    const crossSite = await postReply(session, lead.id, fields, [pdf], 'https://evil.example');
    expect(crossSite.status).toBe(403);
    const unknown = await postReply(session, 999_999, fields, [pdf]);
    expect(unknown.status).toBe(404);
    // The dashboard's page for a lead that is not there (src/worker/render/lead-gone.tsx): never erased, so 404.
    expect(await unknown.text()).toContain('There is no lead with that number');
    const streamed = await asOperator(session, `/admin/leads/${lead.id}/replies`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: origin },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode('--x--')), controller.close()) }),
      // @ts-expect-error workerd's fetch needs duplex for a stream body
      duplex: 'half',
    });
    expect(streamed.status).toBe(411);
    expect(await latestMessage(lead.id)).toBeNull();
  });
});

describe('the local outbox', () => {
  it('keeps the reply without RESEND_API_KEY outside production and shows it under Outbox (development)', async () => {
    const lead = await newLead();
    const session = await operator();
    expect(
      (await postReply(session, lead.id, quotationFields(lead.reference), [{ name: 'Quotation Q2.pdf', bytes: samplePdf() }])).status,
    ).toBe(303);
    const message = (await latestMessage(lead.id))!;
    const sent = mockOutbound({});
    await runReplyQueue(message.id as number, development);
    expect(sent).toHaveLength(0);
    expect(await latestMessage(lead.id)).toMatchObject({ status: 'sent', attempts: 1 });

    const kept = (await env.DB.prepare('SELECT * FROM dev_outbox WHERE idempotency_key = ?')
      .bind(`lead-message-${message.id}`)
      .first<Record<string, string | number>>())!;
    expect(kept).toMatchObject({
      to_addresses: '["maria@santosfood.example"]',
      reply_to: `quotes+${lead.reference}@cavitestainless.example`,
      subject: message.subject,
    });

    const get = (path: string, environment: WorkerEnv) =>
      app.request(`${origin}${path}`, { headers: { Cookie: session.cookie } }, environment);
    const list = await get('/admin/outbox', development);
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).toContain(`href="/admin/outbox/${kept.id}"`);
    expect(listed).toContain('>Outbox (development)</a>');

    const detail = await get(`/admin/outbox/${kept.id}`, development);
    const page = await detail.text();
    expect(page).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="&lt;!doctype html&gt;/i);
    expect(page).toContain('Quotation Q2.pdf');
    expect(page).toContain(`quotes+${lead.reference}@cavitestainless.example`);
    expect(detail.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    // The page's own script files only; the email's frame is sandboxed, so nothing in the email runs.
    expect(detail.headers.get('content-security-policy')).toContain("script-src 'self'");

    const file = await get(`/admin/outbox/${kept.id}/attachments/0`, development);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(samplePdf());

    for (const path of ['/admin/outbox', `/admin/outbox/${kept.id}`, `/admin/outbox/${kept.id}/attachments/0`]) {
      expect((await get(path, workerEnv)).status, path).toBe(404);
    }
    expect(await (await get('/admin/leads', workerEnv)).text()).not.toContain('Outbox (development)');
  });

  it('stores nothing there when RESEND_API_KEY is set', async () => {
    const lead = await newLead();
    const session = await operator();
    expect((await postReply(session, lead.id, quotationFields(lead.reference))).status).toBe(303);
    const message = (await latestMessage(lead.id))!;
    mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-reply-dev-key' }) });
    await runReplyQueue(message.id as number, { ...development, RESEND_API_KEY: resendKey });
    expect(
      await env.DB.prepare('SELECT id FROM dev_outbox WHERE idempotency_key = ?').bind(`lead-message-${message.id}`).first(),
    ).toBeNull();
  });
});

describe("the lead's timeline", () => {
  it('shows the request, status changes, notes and emails out, oldest first', async () => {
    const lead = await newLead();
    const session = await operator();
    expect((await postForm(session, `/admin/leads/${lead.id}/status`, { status: 'contacted' })).status).toBe(303);
    expect((await postForm(session, `/admin/leads/${lead.id}/notes`, { body: 'Asked for the tank drawings by phone.' })).status).toBe(303);
    expect((await postReply(session, lead.id, { ...quotationFields(lead.reference), template: 'need-details' })).status).toBe(303);

    // React separates adjacent text with <!-- -->; a browser shows none of it.
    const page = (await (await asOperator(session, `/admin/leads/${lead.id}`)).text()).replaceAll('<!-- -->', '');
    const kinds = [...page.matchAll(/timeline__entry--([a-z-]+)/g)].map(([, kind]) => kind);
    expect(kinds).toEqual(['request', 'email-out', 'email-out', 'status', 'note', 'email-out']);
    expect(page).toContain('Status changed from new to <strong>contacted</strong> by owner@stainless.example');
    expect(page).toContain('Asked for the tank drawings by phone.');
    expect(page).toMatch(
      /Reply to maria@santosfood\.example by owner@stainless\.example: <span class="status status--pending">queued<\/span>/,
    );
    // need-details moves a lead on to contacted only from new: this one stays contacted, with no second event.
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_events WHERE lead_id = ?').bind(lead.id).first<{ n: number }>())!.n).toBe(
      1,
    );
  });
});

describe('reply templates', () => {
  it('lets the owner reword a template with a same-origin form, and the reply box starts from it', async () => {
    const lead = await newLead({ fullName: 'Jose Rizal' });
    const session = await operator();
    const wording = { subject: 'Site measurements for {reference}', body: 'Hello {name}, when can our team visit the site?' };
    const crossSite = await postForm(session, '/admin/reply-templates/site-visit', wording, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await postForm(session, '/admin/reply-templates/site-visit', { ...wording, body: '' })).status).toBe(400);
    expect((await postForm(session, '/admin/reply-templates/site-visit', { ...wording, subject: 'Site visit\u202E' })).status).toBe(400);
    expect((await postForm(session, '/admin/reply-templates/site-visit', { ...wording, body: 'Hello {name},\u0000 when?' })).status).toBe(
      400,
    );
    expect((await postForm(session, '/admin/reply-templates/no-such-template', wording)).status).toBe(404);
    expect((await postForm(session, '/admin/reply-templates/site-visit', wording)).status).toBe(303);

    const templates = await (await asOperator(session, '/admin/reply-templates')).text();
    expect(templates).toContain('Hello {name}, when can our team visit the site?');
    expect(templates).toContain(replyTemplateDefaults['quotation-attached'].subject);

    const box = await (await asOperator(session, `/admin/leads/${lead.id}?template=site-visit`)).text();
    expect(box).toContain(`value="Site measurements for ${lead.reference}"`);
    expect(box).toContain('Hello Jose Rizal, when can our team visit the site?</textarea>');
  });

  it("fills in a visitor's name exactly as typed, $ signs and braces included", async () => {
    const lead = await newLead({ fullName: "Ana $` $& $' {reference} Cruz" });
    const session = await operator();
    const box = await (await asOperator(session, `/admin/leads/${lead.id}?template=quotation-attached`)).text();
    // The page escapes the name; the template's own wording around it is intact.
    expect(box).toContain(`Hi Ana $\` $&amp; $&#x27; {reference} Cruz,`);
  });
});

describe('delivery status of a reply', () => {
  it('follows Resend webhooks like the quote emails', async () => {
    const lead = await newLead();
    const session = await operator();
    expect((await postReply(session, lead.id, quotationFields(lead.reference))).status).toBe(303);
    const message = (await latestMessage(lead.id))!;
    await env.DB.prepare("UPDATE lead_messages SET status = 'sent', provider_message_id = 're-reply-bounce' WHERE id = ?")
      .bind(message.id)
      .run();
    const { standardWebhookSignature } = await import('./standard-webhooks');
    const body = JSON.stringify({ type: 'email.bounced', created_at: '2026-11-23T03:00:00.000Z', data: { email_id: 're-reply-bounce' } });
    const id = `msg_${crypto.randomUUID()}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await SELF.fetch(`${origin}/api/resend`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': await standardWebhookSignature(workerEnv.RESEND_WEBHOOK_SECRET!, id, timestamp, body),
      },
      body,
    });
    expect(response.status).toBe(204);
    expect(await latestMessage(lead.id)).toMatchObject({ status: 'bounced' });
    expect(
      (await env.DB.prepare('SELECT needs_attention FROM leads WHERE id = ?').bind(lead.id).first<{ needs_attention: number }>())!
        .needs_attention,
    ).toBe(1);
  });
});
