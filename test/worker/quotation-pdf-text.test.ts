// The quotation PDF says what was typed, end to end through the builder's Send: fractions written
// as 3/8, the same lines as the customer's page, the person's name and never their email; what
// its font cannot draw refused before Send with the line and the character named.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pdfSpelling } from '../../src/worker/pdf/pdf-spelling';
import { asOperator, operator, operatorEmail, postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { pdfText } from './pdf-text';
import { origin } from './quote-helpers';

const fractions = '⅜" SS304 hex bolt, 1⅜ in long';
const flatBar = '⅝ x 2 flat bar; ⅛ thk, gap ≤ 2 mm';

/** The builder's whole form, two priced lines and the default terms, as the page posts it. */
function builderForm(descriptions: [string, string], action = 'send'): Record<string, string> {
  return {
    lines: '2',
    'line-0-kind': 'goods',
    'line-0-description': descriptions[0],
    'line-0-quantity': '100',
    'line-0-unit': 'pc',
    'line-0-price': '12.50',
    'line-0-discount': '',
    'line-1-kind': 'goods',
    'line-1-description': descriptions[1],
    'line-1-quantity': '10',
    'line-1-unit': 'length',
    'line-1-price': '4,480.50',
    'line-1-discount': '',
    discountKind: 'none',
    discountValue: '',
    validityDays: '15',
    depositPercent: '50',
    paymentTerms: '50% down payment on order, balance on delivery.',
    leadTime: '3 working days.',
    deliveryTerms: 'Delivered within Cavite.',
    notes: '',
    action,
  };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function sentVersion(leadId: number) {
  return env.DB.prepare('SELECT id, pdf_r2_key, pdf_error FROM quotation_versions WHERE lead_id = ?')
    .bind(leadId)
    .first<{ id: number; pdf_r2_key: string | null; pdf_error: string | null }>();
}

async function customerPage(leadId: number): Promise<string> {
  const message = await env.DB.prepare('SELECT text FROM lead_messages WHERE lead_id = ? ORDER BY id DESC')
    .bind(leadId)
    .first<{ text: string }>();
  const token = /\/quotation\/([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
  const page = await SELF.fetch(`${origin}/quotation/${token}`, { headers: { 'cf-connecting-ip': '203.0.113.61' } });
  expect(page.status).toBe(200);
  return page.text();
}

async function setName(session: OperatorSession, name: string) {
  expect((await postForm(session, '/admin/account/name', { name })).status).toBe(303);
}

describe('the text of a sent quotation', { timeout: 30_000 }, () => {
  it('writes fractions as 3/8 in the PDF, agrees line for line with the customer page, and names who prepared it', async () => {
    const session = await operator();
    await setName(session, 'Ramon Santos');
    const { id } = await insertLead({ id: 780001, createdAt: '2026-11-25T01:00:00.000Z', fullName: 'Ana Reyes', status: 'contacted' });

    const sent = await postForm(session, `/admin/leads/${id}/quotation`, builderForm([fractions, flatBar]));
    expect(sent.status).toBe(303);
    const version = await sentVersion(id);
    expect(version!.pdf_error).toBeNull();
    const text = await pdfText(new Uint8Array(await (await env.UPLOADS.get(version!.pdf_r2_key!))!.arrayBuffer()));

    expect(text).toContain('3/8" SS304 hex bolt, 1 3/8 in long');
    expect(text).toContain('5/8 x 2 flat bar; 1/8 thk, gap <= 2 mm');
    expect(text).not.toContain('38"');
    expect(text).not.toContain('?');
    expect(text).toContain('10 lengths');
    expect(text).toContain('100 pcs');
    expect(text).toContain('Prepared by Ramon Santos');
    expect(text).toContain('+63 917 123 4567');
    expect(text).toMatch(/Name .*Signature .*PO no\./);
    expect(text).not.toContain(operatorEmail);

    const page = await customerPage(id);
    const pageLines = [...page.matchAll(/<p class="quotation__description">([^<]*)<\/p>/g)].map((match) => unescapeHtml(match[1]!));
    expect(pageLines).toEqual([fractions, flatBar]);
    for (const line of pageLines) expect(text).toContain(pdfSpelling(line).text);
    expect(page).toContain('Ramon Santos');
    expect(page).not.toContain(operatorEmail);
  });

  it('refuses Send, naming the line and the character, when the PDF cannot draw something typed; the draft is kept', async () => {
    const session = await operator();
    await setName(session, 'Ramon Santos');
    const { id } = await insertLead({ id: 780002, createdAt: '2026-11-25T02:00:00.000Z', fullName: 'Ana Reyes', status: 'contacted' });

    const refused = await postForm(session, `/admin/leads/${id}/quotation`, builderForm([fractions, 'Flat bar ≈ 6 m']));
    expect(refused.status).toBe(400);
    const html = unescapeHtml(await refused.text());
    expect(html).toContain(`Line 2's description has "≈" (U+2248), which the quotation PDF cannot draw`);
    expect(await sentVersion(id)).toBeNull();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotations WHERE lead_id = ?').bind(id).first('n')).toBe(1);
    // The builder says so before anyone presses Send again.
    const builder = unescapeHtml(await (await asOperator(session, `/admin/leads/${id}/quotation`)).text());
    expect(builder).toContain(`Line 2's description has "≈" (U+2248)`);

    // A name the font cannot draw is the sender's to change, on Your account.
    await setName(session, '陳美玲');
    try {
      const byName = await postForm(session, `/admin/leads/${id}/quotation`, builderForm([fractions, flatBar]));
      expect(byName.status).toBe(400);
      expect(unescapeHtml(await byName.text())).toContain('Your name (Your account) has "陳" (U+9673), "美" (U+7F8E), "玲" (U+73B2)');
      expect(await sentVersion(id)).toBeNull();
    } finally {
      await setName(session, 'Ramon Santos');
    }
  });

  it('sends a quotation for a customer whose name the PDF cannot draw with its link only, the page showing the name as typed', async () => {
    const session = await operator();
    await setName(session, 'Ramon Santos');
    const { id } = await insertLead({
      id: 780003,
      createdAt: '2026-11-25T03:00:00.000Z',
      fullName: '陳美玲 Chen Mei Ling',
      status: 'contacted',
    });
    const builder = unescapeHtml(await (await asOperator(session, `/admin/leads/${id}/quotation`)).text());
    expect(builder).toContain(`The customer's name on the lead has "陳" (U+9673)`);

    const sent = await postForm(session, `/admin/leads/${id}/quotation`, builderForm([fractions, flatBar]));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toContain('pdf=failed');
    const version = await sentVersion(id);
    expect(version!.pdf_r2_key).toBeNull();
    expect(version!.pdf_error).toContain(`The customer's name on the lead has "陳" (U+9673), "美" (U+7F8E), "玲" (U+73B2)`);
    const page = await customerPage(id);
    expect(page).toContain('陳美玲 Chen Mei Ling');
    expect(page).not.toContain('(PDF)');
  });
});
