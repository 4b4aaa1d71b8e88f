// Site facts > Quotations: the VAT registration, TIN, payment details and default terms are saved
// to the draft, published with the rest, described in words, and refused field by field.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultQuotationSettings } from '../../src/content/quotation-terms';
import { siteFacts } from '../../src/worker/published-facts/published';
import { asOperator, operator, postForm } from './admin-helpers';
import { origin } from './quote-helpers';

const db = (env as unknown as Env).DB;

const settings = (overrides: Record<string, string> = {}) => ({
  vat: 'vat-inclusive',
  tin: '123-456-789-000',
  paymentDetails: 'BDO Savings 0012 3456 7890, Cavite Stainless Fabrication\r\nGCash 0917 555 0101 (J. Dela Cruz)',
  validityDays: '30',
  depositPercent: '40',
  paymentTerms: '40% down payment on order, balance before delivery.',
  leadTime: '5 working days from the down payment.',
  deliveryTerms: 'Free delivery within Imus and Bacoor.',
  notes: 'Prices per length of 6 m.\r\nCutting charged separately.',
  'method-qrph': 'on',
  'method-gcash': 'on',
  ...overrides,
});

describe('the Quotations section of site facts', () => {
  it('saves valid settings to the draft, describes them in words and publishes them to siteFacts().quotations', async () => {
    const session = await operator();
    const saved = await postForm(session, '/admin/site/quotations', settings());
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/site/quotations?done=saved');

    const pending = await (await asOperator(session, '/admin/site')).text();
    expect(pending).toContain('down payment: 50% → 40%');
    expect(pending).toContain('quotation validity: 15 days → 30 days');
    expect(pending).toContain('TIN: 000-000-000-000 → 123-456-789-000');
    const page = await (await asOperator(session, '/admin/site/quotations')).text();
    expect(page).toContain('<input type="radio" name="vat" checked="" value="vat-inclusive"/>');

    // The same form again changes nothing: line breaks are kept as the browser's CRLF became LF.
    const again = await postForm(session, '/admin/site/quotations', settings());
    expect(again.headers.get('location')).toBe('/admin/site/quotations?done=unchanged');

    expect((await siteFacts(env as unknown as Env)).quotations).toEqual(defaultQuotationSettings);
    const published = await postForm(session, '/admin/site/publish', {});
    expect(published.status).toBe(303);
    expect((await siteFacts(env as unknown as Env)).quotations).toEqual({
      vat: 'vat-inclusive',
      tin: '123-456-789-000',
      paymentDetails: 'BDO Savings 0012 3456 7890, Cavite Stainless Fabrication\nGCash 0917 555 0101 (J. Dela Cruz)',
      paymentMethods: ['qrph', 'gcash'],
      terms: {
        validityDays: 30,
        depositPercent: 40,
        paymentTerms: '40% down payment on order, balance before delivery.',
        leadTime: '5 working days from the down payment.',
        deliveryTerms: 'Free delivery within Imus and Bacoor.',
        notes: 'Prices per length of 6 m.\nCutting charged separately.',
      },
    });
    // Published with the site's facts, yet never on a public page.
    for (const path of ['/', '/contact', '/about']) {
      const html = await (await SELF.fetch(`${origin}${path}`)).text();
      for (const secret of ['0012 3456 7890', '123-456-789-000', 'Cutting charged separately']) expect(html, path).not.toContain(secret);
    }
    const summary = await db.prepare('SELECT summary FROM site_fact_publishes ORDER BY version DESC').first<string>('summary');
    expect(summary).toContain('VAT registration: VAT-registered, prices before VAT (VAT 12% added) → VAT-registered, prices include VAT');
  });

  it('clears the TIN when the field is left empty', async () => {
    const session = await operator();
    await postForm(session, '/admin/site/quotations', settings());
    await postForm(session, '/admin/site/quotations', settings({ tin: '  ' }));
    const draft = await db.prepare('SELECT facts FROM site_fact_drafts').first<string>('facts');
    expect(JSON.parse(draft!).quotations.tin).toBeNull();
  });

  const refused: [what: string, fields: Record<string, string>, field: string, message: string][] = [
    ['a TIN not as the BIR writes it', { tin: '12345' }, 'tin', 'Enter the TIN as 000-000-000-000'],
    ['a validity of 0 days', { validityDays: '0' }, 'validityDays', 'A quotation is valid for 1 to 90 days.'],
    ['a validity in words', { validityDays: 'two weeks' }, 'validityDays', 'Enter the validity in days, e.g. 15.'],
    ['a down payment of 150%', { depositPercent: '150' }, 'depositPercent', 'The down payment is 0 to 100%.'],
    ['a down payment with decimals', { depositPercent: '33.3' }, 'depositPercent', 'Enter the down payment as a whole percentage.'],
    ['a control character in the payment terms', { paymentTerms: 'Cash\u0007 only' }, 'paymentTerms', 'must be one line of plain text'],
    ['a line break in the lead time', { leadTime: 'Two days\r\nor three' }, 'leadTime', 'must be one line of plain text'],
    ['a hidden character in the payment details', { paymentDetails: 'GCash\u200B 0917' }, 'paymentDetails', 'no hidden or control'],
    ['a VAT mode the form does not offer', { vat: 'exempt' }, 'vat', 'Choose how the business is registered for VAT.'],
  ];

  it.each(refused.map(([what, fields, field, message]) => ({ what, fields, field, message })))(
    'refuses $what with the message beside its field, and saves nothing',
    async ({ fields, field, message }) => {
      const session = await operator();
      const draftBefore = await db.prepare('SELECT facts FROM site_fact_drafts').first('facts');
      const auditBefore = await db.prepare('SELECT COUNT(*) AS n FROM site_fact_audit').first('n');
      const response = await postForm(session, '/admin/site/quotations', settings(fields));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Quotation settings not saved: correct the fields marked below.');
      expect(new RegExp(`id="${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]).toContain(message);
      if (field !== 'vat') expect(html).toMatch(new RegExp(`<(?:input|textarea)[^>]* id="${field}"[^>]*aria-invalid="true"`));
      expect(await db.prepare('SELECT facts FROM site_fact_drafts').first('facts')).toBe(draftBefore);
      expect(await db.prepare('SELECT COUNT(*) AS n FROM site_fact_audit').first('n')).toBe(auditBefore);
    },
  );
});
