// A contractor's quote list on a phone: lines kept on the device, sent with a drawing, stored in
// D1, shown to the operator, and gone from the list once the request is accepted.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteFormHrefForItem } from '../../src/ui/quote-list/quote-form-href';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { queryD1 } from './local-state';
import { quoteForm } from '../../src/content/quote-form';

const drawingPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pipe = { family: 'pipes', item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', grade: '316L', finish: 'pickled', unit: 'length' } as const;
const sheet = { family: 'sheets-plates', item: '1.5 mm, 4 x 8 ft (1219 x 2438 mm)', grade: '304', finish: '2b', unit: 'sheet' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quote list', () => {
  it('keeps two lines through a reload, sends the edited list with a drawing, and empties it once accepted (390px)', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    const badge = page.locator('.quote-badge');

    // One line as the store writes it, then one from a catalogue row's quote-form link.
    await page.goto(`${baseUrl}/services`);
    await waitForHydration(page);
    expect(await badge.isVisible()).toBe(false);
    await page.evaluate(
      (line) => localStorage.setItem('quote-list', JSON.stringify([{ ...line, id: crypto.randomUUID(), quantity: 3 }])),
      pipe,
    );
    await page.goto(`${baseUrl}${quoteFormHrefForItem({ ...sheet, quantity: 10 })}`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    await expect.poll(() => page.url()).toBe(`${baseUrl}/contact#quote`);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => badge.textContent()).toBe('Quote list 2');
    expect(await badge.getAttribute('href')).toBe('/contact#quote-list');

    await waitForQuoteForm(page);
    const list = page.locator('#quote-list');
    expect(await list.locator('.quote-line').count()).toBe(2);
    await list.getByLabel('Quantity (lengths)').fill('5');
    await list.getByLabel('Note').first().fill('cut to 3 m, with mill certificate');
    await list.getByRole('button', { name: `Remove line 2: ${sheet.item}` }).click();
    expect(await list.locator('.quote-line').count()).toBe(1);
    await expect.poll(() => badge.textContent()).toBe('Quote list 1');

    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Rodel Aquino');
    await form.getByLabel('Email address').fill('rodel@aquino-builders.example');
    await form.getByLabel('Phone number').fill('0917 555 0199');
    await form.getByLabel('Service needed').selectOption('material-supply');
    await form.getByRole('radio', { name: '316 / 316L' }).check();
    await form.locator('input[type="file"]').setInputFiles([{ name: 'pipe-rack.pdf', mimeType: 'application/pdf', buffer: drawingPdf }]);
    await form.getByRole('checkbox').check();
    await screenshot(page, 'quote-list-filled-390');
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await form.getByRole('button', { name: quoteForm.submit.idle }).click();
    const toast = page.locator('.toast--success');
    await toast.waitFor({ state: 'visible', timeout: 20_000 });
    const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
    const leadId = Number(reference.slice(-6));

    expect(
      await queryD1(`SELECT position, family, item, grade, finish, quantity, unit, note FROM quote_lines WHERE lead_id = ${leadId}`),
    ).toEqual([{ position: 0, ...pipe, quantity: 5, note: 'cut to 3 m, with mill certificate' }]);
    expect(await queryD1(`SELECT original_name FROM uploads WHERE lead_id = ${leadId}`)).toEqual([{ original_name: 'pipe-rack.pdf' }]);
    await expect.poll(() => badge.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBe('[]');
    expect(problems).toEqual([]);
    await context.close();

    const operator = await newVisitor(browser, viewports.phone);
    await signIn(operator.page, `/admin/leads/${leadId}`);
    await operator.page.goto(`${baseUrl}/admin/leads/${leadId}`);
    const lines = operator.page.locator('section', { has: operator.page.getByRole('heading', { name: 'Quote list' }) });
    expect(await lines.locator('tbody tr').allTextContents()).toEqual([
      `15 lengths${pipe.item}Welded and seamless pipe, 316L, Annealed and pickledcut to 3 m, with mill certificate`,
    ]);
    await screenshot(operator.page, 'quote-list-lead-390');
    await operator.context.close();
  });
});
