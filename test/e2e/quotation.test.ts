// From a campaign's quote request to a won order, on a 390 px phone: a visitor sends two pipe lines
// from the catalogue with a drawing; the owner prices them in the quotation builder and sends it;
// the email with its PDF is in the development outbox; the customer opens the link and accepts
// with a PO number; the lead is won with the amount, the owner's alert is in the outbox, and the
// overview shows the won amount under the campaign.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { minimumFillMs } from '../../src/shared/quote-request';
import { quoteForm } from '../../src/content/quote-form';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { campaignFigures } from './campaign-table';
import { queryD1 } from './local-state';
import { openOutboxEmail } from './outbox';

const drawingPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pipes = [
  { family: 'pipes', item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', grade: '304', unit: 'length', quantity: 12 },
  { family: 'pipes', item: '1 1/2 in NPS Sch 10S (48.3 x 2.77 mm), 6 m', grade: '316L', unit: 'length', quantity: 4 },
] as const;
const campaign = `rail-promo-${crypto
  .randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Nothing scrolls sideways, and every control of the page's content, scrolled to as a tap or Tab
 * brings it into view, is what a tap on it reaches: no fixed or sticky part of the page covers it.
 * (The dashboard's header and menu are checked in lead-page-phone.test.ts.)
 */
async function fitsThePhone(page: Page) {
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      // A wide table scrolls inside its own box (.scroll-box): the box must fit, not what it holds.
      .filter((element) => !element.parentElement?.closest('.scroll-box'))
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(wider).toEqual([]);
  const covered = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('main :is(a, button, input, select, textarea, summary)')].filter(
      (control) => control.checkVisibility(),
    );
    const missed = controls.filter((control) => {
      control.scrollIntoView({ block: 'nearest' });
      // A link that wraps has a box per line: aim at its first.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && !control.contains(hit) && !control.closest('label')?.contains(hit);
    });
    scrollTo(0, 0);
    return missed.map((control) => control.outerHTML.slice(0, 80));
  });
  expect(covered).toEqual([]);
}

it('quotes a campaign lead on a phone, and the customer accepts it online with a PO number', async () => {
  const visitor = await newVisitor(browser, viewports.phone);
  await visitor.page.clock.install();
  await visitor.page.goto(`${baseUrl}/?utm_source=facebook&utm_medium=social&utm_campaign=${campaign}`);
  await waitForHydration(visitor.page);
  await visitor.page.evaluate(
    (lines) => localStorage.setItem('quote-list', JSON.stringify(lines.map((line) => ({ ...line, id: crypto.randomUUID() })))),
    pipes,
  );
  await visitor.page.goto(`${baseUrl}/contact#quote`);
  await waitForQuoteForm(visitor.page);
  const form = visitor.page.locator('#quote form');
  await form.getByLabel('Full name').fill('Rodel Aquino');
  await form.getByLabel('Company').fill('Aquino Builders');
  await form.getByLabel('Email address').fill('rodel@aquino-builders.example');
  await form.getByLabel('Phone number').fill('0917 555 0199');
  await form.getByLabel('Service needed').selectOption('railings-and-architectural');
  await form.getByLabel('Project details').fill('Pipe railing for a warehouse mezzanine, 24 m run, posts every 1.5 m.');
  await form.getByRole('radio', { name: '304 / 304L' }).check();
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'mezzanine-railing.pdf', mimeType: 'application/pdf', buffer: drawingPdf }]);
  await form.getByRole('checkbox').check();
  await expect.poll(() => form.getByText('Uploaded', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
  await visitor.page.clock.fastForward(minimumFillMs);
  await form.getByRole('button', { name: quoteForm.submit.idle }).click();
  const toast = visitor.page.locator('.toast--success');
  await toast.waitFor({ state: 'visible', timeout: 20_000 });
  const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
  const leadId = Number(reference.slice(-6));
  expect(await queryD1(`SELECT source, campaign FROM leads WHERE id = ${leadId}`)).toEqual([{ source: 'facebook', campaign }]);
  await visitor.context.close();

  // The owner, on a phone: the builder starts from the request's lines.
  const owner = await newVisitor(browser, viewports.phone);
  const { page } = owner;
  await signIn(page, `/admin/leads/${leadId}`);
  // The figures below are VAT-exclusive: published here, whatever another file left in the draft.
  await page.goto(`${baseUrl}/admin/site/quotations`);
  await page.locator('main').getByLabel('VAT-registered, prices before VAT (VAT 12% added)').check();
  await page.locator('main').getByRole('button', { name: 'Save to the draft' }).click();
  await page.waitForURL(/done=(saved|unchanged)/);
  await page.goto(`${baseUrl}/admin/site`);
  const publish = page.getByRole('button', { name: 'Publish' });
  if ((await publish.count()) > 0) {
    await publish.click();
    await page.waitForURL(/published=\d+/);
  }
  await page.goto(`${baseUrl}/admin/leads/${leadId}`);
  await page.getByRole('link', { name: 'Create quotation' }).click();
  await page.getByRole('heading', { name: 'Quotation' }).waitFor();
  expect(await page.getByLabel('Description').first().inputValue()).toContain(pipes[0].item);
  await fitsThePhone(page);
  const prices = ['4,480.50', '6,120', '18,500'];
  for (const [index, price] of prices.entries()) await page.locator(`#line-${index}-price`).fill(price);
  // The figures follow the typing, before any save: 12 x 4,480.50 + 4 x 6,120.00 + 18,500.00 =
  // 96,746.00; VAT 12% 11,609.52; total 108,355.52.
  const totals = page.locator('section', { has: page.getByRole('heading', { name: 'Totals' }) });
  expect(await page.locator('[data-line-amount="0"]').textContent()).toBe('Amount ₱53,766.00');
  expect(await totals.textContent()).toContain('Total₱108,355.52');
  // A line added and removed in place: no reload (the page's marker survives), the total follows.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.locator('#line-3-description').fill('Cutting and delivery to site');
  await page.locator('#line-3-quantity').fill('2');
  await page.locator('#line-3-price').fill('1,000');
  // 98,746.00; VAT 11,849.52; total 110,595.52.
  expect(await totals.textContent()).toContain('Total₱110,595.52');
  expect(await page.locator('.quote-bar').textContent()).toContain('Total ₱110,595.52');
  await page.getByRole('button', { name: 'Remove line 4' }).click();
  expect(await totals.textContent()).toContain('Total₱108,355.52');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
  // What was saved is what was shown.
  expect(await totals.textContent()).toContain('Total₱108,355.52');
  expect(await page.locator('#line-3-description').count()).toBe(0);
  // The total stays in view wherever the owner is in the lines.
  await page.locator('#line-0-description').scrollIntoViewIfNeeded();
  expect(await page.locator('.quote-bar').textContent()).toContain('Total ₱108,355.52');
  expect(await page.locator('.quote-bar').isVisible()).toBe(true);
  await fitsThePhone(page);
  await screenshot(page, 'quotation-builder-390');
  // Send opens the preview: the customer's page with the same total, and its PDF; it sends from there.
  await page.getByRole('button', { name: `Preview ${reference}` }).click();
  await page.getByRole('heading', { name: `Preview ${reference}` }).waitFor();
  expect(await page.getByRole('status').textContent()).toContain('Total ₱108,355.52');
  expect(await page.locator('.quotation-document, main').first().textContent()).toContain('108,355.52');
  const previewPdf = await page.request.get(`${baseUrl}/admin/leads/${leadId}/quotation/preview.pdf`);
  expect(previewPdf.status()).toBe(200);
  await fitsThePhone(page);
  await screenshot(page, 'quotation-preview-390');
  await page.getByRole('button', { name: `Send ${reference}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${reference} queued` })
    .waitFor();
  // Sent: the builder shows it sent, a revision one step away, and no second Send in sight.
  expect(await page.getByRole('link', { name: `Make a revision (${reference}-R1)` }).count()).toBe(1);
  expect(await page.getByRole('button', { name: /^Preview|^Send/ }).count()).toBe(0);

  await openOutboxEmail(page, `Quotation for your request ${reference}`);
  expect(await page.getByRole('link', { name: `${reference}.pdf` }).count()).toBe(1);

  // The customer opens the link from the email, on a phone, and accepts with a PO number.
  const [{ text }] = await queryD1<{ text: string }>(`SELECT text FROM lead_messages WHERE lead_id = ${leadId} ORDER BY id LIMIT 1`);
  const link = /https?:\/\/\S+\/quotation\/[\w-]{43}/.exec(text)![0];
  const customer = await newVisitor(browser, viewports.phone);
  await customer.page.goto(`${baseUrl}${new URL(link).pathname}`);
  await customer.page.getByRole('heading', { name: `Quotation ${reference}` }).waitFor();
  expect(await customer.page.locator('.quotation__totals').textContent()).toContain('₱108,355.52');
  await fitsThePhone(customer.page);
  await screenshot(customer.page, 'quotation-customer-390');
  await customer.page.getByLabel('Your name').fill('Rodel Aquino');
  await customer.page.getByLabel('Position').fill('Project Manager');
  await customer.page.getByLabel('PO number (optional)').fill('AB-PO-2026-0412');
  await customer.page.getByRole('checkbox').check();
  await customer.page.getByRole('button', { name: `Accept ${reference}` }).click();
  await customer.page.getByText('your acceptance is recorded').waitFor();
  expect(await customer.page.getByText('by Rodel Aquino, Project Manager (PO AB-PO-2026-0412)').count()).toBe(1);
  expect(customer.problems).toEqual([]);
  await customer.context.close();

  expect(await queryD1(`SELECT status, won_centavos FROM leads WHERE id = ${leadId}`)).toEqual([
    { status: 'won', won_centavos: 10_835_552 },
  ]);
  await openOutboxEmail(page, `The customer accepted quotation ${reference}`);
  await openOutboxEmail(page, `Accepted: quotation ${reference}`);

  // Today in Manila, whatever the hour (before opening time the default periods end yesterday).
  const today = manilaDay(new Date());
  await page.goto(`${baseUrl}/admin?from=${today}&to=${today}`);
  // The campaign's row in the ranked table: the accepted quotation's total won, from one lead quoted.
  expect(await campaignFigures(page, campaign)).toMatchObject({ Leads: expect.stringMatching(/^1\b/), Won: '₱108,355.52 1 lead' });
  await fitsThePhone(page);
  expect(owner.problems).toEqual([]);
  await owner.context.close();
});
