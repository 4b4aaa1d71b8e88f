// A contractor on a phone, from the catalogue to the operator's CSV: filter pipes by 316L, add two
// sizes and a sheet with notes, keep them through a reload, send them with a drawing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumFillMs } from '../../src/shared/quote-request';
import { baseUrl, launchBrowser, newVisitor, signIn, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { queryD1 } from './local-state';
import { quoteForm } from '../../src/content/quote-form';

const drawingPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Adds the table's row `index` with a quantity and an optional note; returns the row's item. */
async function addRow(page: Page, index: number, quantity: string, note?: string): Promise<string> {
  const row = page.locator('section.size-table tbody tr').nth(index);
  const toggle = row.getByRole('button', { name: /^Add to quote list: / });
  const item = (await toggle.getAttribute('aria-label'))!.replace('Add to quote list: ', '');
  await toggle.click();
  await row.getByLabel(/^Quantity/).fill(quantity);
  if (note) await row.getByLabel('Note (optional)').fill(note);
  await row.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Added to your quote list').first().waitFor();
  return item;
}

describe('a contractor’s quote list', () => {
  it('goes from the catalogue to D1, the lead page and the CSV (390px)', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    const badge = page.locator('.quote-badge');
    // The page's clock, so the time a person takes to fill in the form passes in an instant.
    await page.clock.install();
    await page.goto(`${baseUrl}/materials/pipes`);
    await waitForHydration(page);
    await page.getByLabel('Grade', { exact: true }).selectOption('316L');
    await page.waitForURL(`${baseUrl}/materials/pipes?grade=316L`);
    const first = await addRow(page, 0, '6', 'cut to 3 m');
    const second = await addRow(page, 1, '4');
    await page.goto(`${baseUrl}/materials/sheets-plates`);
    await waitForHydration(page);
    const sheet = await addRow(page, 0, '2', 'with mill certificate');
    await expect.poll(() => badge.textContent()).toBe('Quote list 3');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => badge.textContent()).toBe('Quote list 3');
    // The header hides while scrolling down (the reload kept the place); at the top it is back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await badge.click();
    await page.waitForURL(`${baseUrl}/contact#quote-list`);
    await waitForQuoteForm(page);
    expect(await page.locator('#quote-list .quote-line').count()).toBe(3);

    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Rodel Aquino');
    await form.getByLabel('Email address').fill('rodel.journey@aquino-builders.example');
    await form.getByLabel('Phone number').fill('0917 555 0142');
    await form.getByLabel('Service needed').selectOption('material-supply');
    await form.getByRole('radio', { name: '316 / 316L' }).check();
    await form.locator('input[type="file"]').setInputFiles([{ name: 'pipe-rack.pdf', mimeType: 'application/pdf', buffer: drawingPdf }]);
    await form.getByRole('checkbox').check();
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    // A person takes longer than the spam check's minimum; a script filling in at once does not.
    await page.clock.fastForward(minimumFillMs);
    await form.getByRole('button', { name: quoteForm.submit.idle }).click();
    const toast = page.locator('.toast--success');
    await toast.waitFor({ state: 'visible', timeout: 20_000 });
    const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
    const leadId = Number(reference.slice(-6));
    expect(problems).toEqual([]);
    await context.close();

    const stored = await queryD1<{ item: string; grade: string; quantity: number; note: string | null }>(
      `SELECT item, grade, quantity, note FROM quote_lines WHERE lead_id = ${leadId} ORDER BY position`,
    );
    expect(stored).toEqual([
      { item: first, grade: '316L', quantity: 6, note: 'cut to 3 m' },
      { item: second, grade: '316L', quantity: 4, note: null },
      { item: sheet, grade: expect.any(String), quantity: 2, note: 'with mill certificate' },
    ]);

    const operator = await newVisitor(browser, viewports.phone);
    await signIn(operator.page, `/admin/leads/${leadId}`);
    await operator.page.goto(`${baseUrl}/admin/leads/${leadId}`);
    const lines = operator.page.locator('section', { has: operator.page.getByRole('heading', { name: 'Quote list' }) });
    expect(await lines.locator('tbody tr').count()).toBe(3);
    const csv = await (await operator.page.request.get(`${baseUrl}/admin/leads.csv`)).text();
    const row = csv.split('\r\n').find((line) => line.includes(reference)) ?? csv.split('\n').find((line) => line.includes(reference));
    expect(row).toContain('cut to 3 m');
    expect(row).toContain('with mill certificate');
    await operator.context.close();
  }, 120_000);
});
