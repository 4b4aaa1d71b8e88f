// The quote form sent without the page's scripts: a multipart POST to /contact answered with a page.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formStampField } from '../../src/shared/api';
import { quotePath } from '../../src/shared/routes';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import { issueFormStamp } from '../../src/worker/quote-form-stamp';
import { asOperator, operator } from './admin-helpers';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { countRows, newClientIp, origin, sampleDxf, sampleExe, workerEnv } from './quote-helpers';

const fields = {
  fullName: 'Nestor Aquino',
  company: 'Aquino Bakeshop',
  email: 'nestor@aquino.example',
  phone: '0917 222 3344',
  service: 'kitchen-equipment',
  projectDetails: 'A 304 work table with undershelf, 1.8 m long, for the bakeshop.',
  grade: '304',
  finish: 'hairline',
  preferredContact: 'phone',
  privacyConsent: 'on',
  website: '',
};

const pipeLine = { family: 'pipes', item: 'Pipe 2" Sch 10', grade: '304', quantity: 3, unit: 'length' };

/** A stamp the worker would have put in a form shown a minute ago. */
const minuteOldStamp = () => issueFormStamp(workerEnv.TICKET_SECRET!, Date.now() - 60_000);

function post(values: Record<string, string>, files: File[] = [], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files) form.append('attachments', file);
  return SELF.fetch(`${origin}${quotePath}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'cf-connecting-ip': newClientIp(), ...headers },
    body: form,
  });
}

const stampOf = (html: string) => html.match(new RegExp(`name="${formStampField}" value="([^"]+)"`))?.[1];

describe('the quote form without scripts', () => {
  it('is a real form: it posts multipart to its page, with a signed render time', async () => {
    const html = await (await SELF.fetch(`${origin}${quotePath}`)).text();
    const form = html.match(/<form class="quote-form"[^>]*>/)![0];
    for (const attribute of [/ action="\/contact"/, / method="post"/, / enctype="multipart\/form-data"/i]) expect(form).toMatch(attribute);
    expect(stampOf(html)).toMatch(/^[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    // Send works before (or without) the scripts: it is not disabled in the server's HTML.
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('stores the request with its drawing and lines, unverified, tells the business so and sends no receipt', async () => {
    const stamp = await minuteOldStamp();
    const response = await post(
      { ...fields, [formStampField]: stamp, lines: JSON.stringify([pipeLine]), 'lines.0.quantity': '4', 'lines.0.note': 'cut in half' },
      [new File([sampleDxf()], 'table.dxf', { type: 'image/vnd.dxf' })],
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const reference = html.match(/Q-\d{4}-\d{6}/)?.[0];
    expect(reference).toBeDefined();

    const lead = (await env.DB.prepare('SELECT * FROM leads WHERE idempotency_key = ?')
      .bind(stamp.split('.')[0])
      .first<Record<string, unknown>>())!;
    expect(lead).toMatchObject({ full_name: 'Nestor Aquino', phone: '+639172223344', unverified: 1, spam_reason: null });
    expect(reference).toBe(`Q-${String(lead.created_at).slice(0, 4)}-${String(lead.id).padStart(6, '0')}`);
    const upload = (await env.DB.prepare('SELECT * FROM uploads WHERE lead_id = ?')
      .bind(lead.id)
      .first<{ r2_key: string; original_name: string }>())!;
    expect(upload.original_name).toBe('table.dxf');
    expect(new Uint8Array(await (await env.UPLOADS.get(upload.r2_key))!.arrayBuffer())).toEqual(sampleDxf());
    const lines = await env.DB.prepare('SELECT item, quantity, note FROM quote_lines WHERE lead_id = ?').bind(lead.id).all();
    expect(lines.results).toEqual([{ item: pipeLine.item, quantity: 4, note: 'cut in half' }]);

    const deliveries = await env.DB.prepare('SELECT id, kind FROM email_deliveries WHERE lead_id = ?')
      .bind(lead.id)
      .all<{ id: number; kind: string }>();
    expect(deliveries.results.map((row) => row.kind)).toEqual(['business']);
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-unverified' }) });
    await runJobs([{ job: { kind: 'lead-email', deliveryId: deliveries.results[0]!.id }, attempts: 1 }], {
      ...workerEnv,
      RESEND_API_KEY: 're_test',
    });
    const email = JSON.parse(sent[0]!.body) as { subject: string; text: string; to: string[] };
    expect(email.subject).toMatch(/^\[Unverified\] New quote request /);
    expect(email.text).toContain('Unverified: Sent without the bot check');

    const session = await operator();
    const inbox = await (await asOperator(session, '/admin/leads')).text();
    expect(inbox).toMatch(new RegExp(`${reference}</a> <span class="status status--attention">unverified</span>`));
    expect(await (await asOperator(session, `/admin/leads/${lead.id}`)).text()).toContain('Sent without the bot check');

    // The same form sent again (a reload): the same reference, nothing new.
    const before = await countRows('leads');
    const again = await post({ ...fields, [formStampField]: stamp });
    expect(await again.text()).toContain(reference);
    expect(await countRows('leads')).toBe(before);
  });

  it('shows the form again with a message at each bad field and what the visitor typed, storing nothing', async () => {
    const before = await countRows('leads');
    const response = await post(
      { ...fields, email: 'nestor at aquino', phone: '12', fullName: 'Nestor "N" Aquino', [formStampField]: await minuteOldStamp() },
      [new File([sampleExe()], 'table.dxf')],
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('Please enter a Philippine number');
    expect(html).toContain('Please choose your drawings again before sending.');
    expect(html).toMatch(
      /id="quote-fullName"[^>]*value="Nestor &quot;N&quot; Aquino"|value="Nestor &quot;N&quot; Aquino"[^>]*id="quote-fullName"/,
    );
    expect(html).toContain('value="nestor at aquino"');
    expect(html).toMatch(/aria-invalid="true"[^>]*value="nestor at aquino"|value="nestor at aquino"[^>]*aria-invalid="true"/);
    expect(await countRows('leads')).toBe(before);
  });

  it('shows the quote list again with the quantities and notes typed, each with its message', async () => {
    const response = await post({
      ...fields,
      email: 'nestor at aquino',
      [formStampField]: await minuteOldStamp(),
      lines: JSON.stringify([
        pipeLine,
        { ...pipeLine, item: 'Pipe 3" Sch 10' },
        { family: 'made-up', item: 'x', grade: '304', unit: 'length' },
      ]),
      'lines.0.quantity': '12',
      'lines.0.note': 'cut to 2 m',
      'lines.1.quantity': 'abc',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('Line 2: Enter a quantity above 0');
    for (const [name, value] of [
      ['lines.0.quantity', '12'],
      ['lines.0.note', 'cut to 2 m'],
      ['lines.1.quantity', '0'],
    ])
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`));
    expect(html).toContain('Pipe 3&quot; Sch 10');
    // A line no catalogue item names (only a crafted post sends one) is not shown.
    expect(html).not.toContain('name="lines.2.quantity"');
  });

  it('reads a quantity as people here write it: "1,000" is a thousand', async () => {
    const stamp = await minuteOldStamp();
    const response = await post({ ...fields, [formStampField]: stamp, lines: JSON.stringify([pipeLine]), 'lines.0.quantity': '1,000' });
    expect(response.status).toBe(200);
    const lead = await env.DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?').bind(stamp.split('.')[0]).first<{ id: number }>();
    expect(await env.DB.prepare('SELECT quantity FROM quote_lines WHERE lead_id = ?').bind(lead!.id).first('quantity')).toBe(1000);
  });

  it('says a chosen file that is empty is empty, rather than dropping it', async () => {
    const response = await post({ ...fields, [formStampField]: await minuteOldStamp() }, [new File([], 'plan.pdf')]);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('plan.pdf is empty.');
  });

  it('over the rate limit, shows the form again with what was typed and how long to wait, not JSON', async () => {
    const ip = newClientIp();
    const stamp = await minuteOldStamp();
    const bad = {
      ...fields,
      email: 'nestor at aquino',
      [formStampField]: stamp,
      lines: JSON.stringify([pipeLine]),
      'lines.0.note': 'cut to 2 m',
    };
    let response = await post(bad, [], { 'cf-connecting-ip': ip });
    for (let tries = 1; response.status !== 429 && tries < 10; tries++) response = await post(bad, [], { 'cf-connecting-ip': ip });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('retry-after')).toBe('60');
    const html = await response.text();
    expect(html).toContain('Too many quote requests from your connection. Please wait a minute and try again.');
    expect(html).toContain('value="nestor at aquino"');
    expect(html).toContain('value="cut to 2 m"');
    // The same form: sent again later, it is still the one request.
    expect(stampOf(html)).toBe(stamp);

    // A limited post that carries drawings is not read (turning it away stays cheap): the message alone.
    const withDrawing = await post(bad, [new File([new Uint8Array(300 * 1024)], 'plan.pdf')], { 'cf-connecting-ip': ip });
    expect(withDrawing.status).toBe(429);
    const page = await withDrawing.text();
    expect(page).toContain('Too many quote requests from your connection.');
    expect(page).not.toContain('value="nestor at aquino"');
  });

  it('refuses a drawing that is not what its name says, with the message at the field', async () => {
    const response = await post({ ...fields, [formStampField]: await minuteOldStamp() }, [new File([sampleExe()], 'plan.dxf')]);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('plan.dxf does not look like a real .dxf file');
  });

  it('refuses a forged or missing render time, and files too soon after the form was shown as spam', async () => {
    const before = await countRows('leads');
    const real = stampOf(await (await SELF.fetch(`${origin}${quotePath}`)).text())!;
    const [formId, renderedAt, signature] = real.split('.');
    const forged = `${formId}.${Number(renderedAt) - 600_000}.${signature}`;
    for (const stamp of [forged, '', 'not-a-stamp']) {
      const response = await post({ ...fields, [formStampField]: stamp, lines: JSON.stringify([pipeLine]), 'lines.0.note': 'cut in half' });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('This form was open too long or could not be checked, so it was not sent. What you typed is below');
      // Everything typed comes back, under a fresh stamp that would be taken.
      expect(html).toContain(`value="${fields.email}"`);
      expect(html).toContain('value="cut in half"');
      expect(stampOf(html)).not.toBe(stamp);
      expect(stampOf(html)).toMatch(/^[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    }
    expect(await countRows('leads')).toBe(before);

    // Sent at once with the stamp the page really carried: kept in Spam, no email at all.
    expect((await post({ ...fields, [formStampField]: real })).status).toBe(200);
    const lead = (await env.DB.prepare('SELECT id, spam_reason FROM leads WHERE idempotency_key = ?')
      .bind(formId)
      .first<{ id: number; spam_reason: string | null }>())!;
    expect(lead.spam_reason).toMatch(/after the form was shown/);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM email_deliveries WHERE lead_id = ?').bind(lead.id).first('n')).toBe(0);
  });

  it('answers a body that is not a form with the page, never a 500', async () => {
    const response = await SELF.fetch(`${origin}${quotePath}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'multipart/form-data; boundary=x', 'cf-connecting-ip': newClientIp() },
      body: '--x\r\nbroken',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
