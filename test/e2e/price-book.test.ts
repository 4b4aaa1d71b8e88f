// The owner on a 390 px phone sets how the business quotes (Site facts > Quotations) and a few
// prices in the price book: every family's rows are cards that fit the screen, a refused price
// says which row, and a saved one comes back as typed people read it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogueFamilies } from '../../src/content/catalogue/all-families';
import { materialFamilyPath } from '../../src/shared/catalogue';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser logs a refused form's 400 as a failed load: that one is expected here. */
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes('status of 400 (Bad Request)'));

const pageWidth = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth);

it('sets the VAT registration, TIN, payment details and terms on a phone', async () => {
  const { context, page, problems } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/site/quotations');
  const section = page.locator('main');
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewports.phone.width);

  await section.getByLabel('Non-VAT registered').check();
  await section.getByLabel('TIN (optional)').fill('123-456-789');
  await section.getByLabel('Down payment (%)').fill('150');
  await section.getByRole('button', { name: 'Save to the draft' }).click();
  expect(await page.locator('#depositPercent-error').textContent()).toBe('The down payment is 0 to 100%.');
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewports.phone.width);

  await section.getByLabel('Down payment (%)').fill('30');
  await section.getByLabel('Payment details').fill('BDO Savings 0012 3456 7890, Cavite Stainless Fabrication\nGCash 0917 555 0101');
  await section.getByRole('button', { name: 'Save to the draft' }).click();
  await page.waitForURL(/done=saved/);
  await page.goto(`${baseUrl}/admin/site`);
  const pending = await page.locator('section', { hasText: 'Not yet on the site' }).textContent();
  expect(pending).toContain('VAT registration: VAT-registered, prices before VAT (VAT 12% added) → Non-VAT registered');
  expect(pending).toContain('down payment: 50% → 30%');
  await screenshot(page, 'site-facts-quotations-390');
  expect(unexpected(problems)).toEqual([]);
  await context.close();
});

it('prices catalogue rows in the price book on a phone, one card a row, never on the site', async () => {
  const { context, page, problems } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/price-book');
  for (const family of catalogueFamilies) {
    await page.goto(`${baseUrl}/admin/price-book?family=${family.id}`);
    expect(await pageWidth(page), family.id).toBeLessThanOrEqual(viewports.phone.width);
  }

  await page.getByLabel('Family').selectOption('pipes');
  await page.getByRole('button', { name: 'Show its sizes' }).click();
  const pipe = catalogueFamilies.find((family) => family.id === 'pipes')!.tables[0]!.rows[5]!.item;
  const card = page.getByRole('group', { name: pipe });
  await card.getByLabel('304', { exact: true }).fill('₱ 4480.5');
  await card.getByLabel('316L').fill('-6,480');
  await page.getByRole('button', { name: 'Save welded and seamless pipe prices' }).first().click();
  expect(await card.getByRole('alert').textContent()).toContain(`${pipe}, 316L: enter a price in pesos above zero`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewports.phone.width);

  await card.getByLabel('316L').fill('6,480');
  await page.getByRole('button', { name: 'Save welded and seamless pipe prices' }).first().click();
  await page.waitForURL(/saved=2/);
  expect(await page.getByRole('status').textContent()).toBe('Saved: 2 prices changed.');
  expect(await card.getByLabel('304', { exact: true }).inputValue()).toBe('4,480.50');
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'price-book-390');

  const site = await newVisitor(browser, viewports.phone);
  await site.page.goto(`${baseUrl}${materialFamilyPath('pipes')}`);
  expect(await site.page.content()).not.toContain('4,480.50');
  await site.context.close();
  expect(unexpected(problems)).toEqual([]);
  await context.close();
});

it('finds a size as the owner types, and a save from far down the page comes back to that table', async () => {
  const pipes = catalogueFamilies.find((family) => family.id === 'pipes')!;
  for (const viewport of [viewports.phone, viewports.desktop]) {
    const { context, page, problems } = await newVisitor(browser, viewport);
    await signIn(page, '/admin/price-book');
    await page.goto(`${baseUrl}/admin/price-book?family=pipes`);
    await page.getByLabel('Find a size').fill('sch 40s');
    // Every word typed is in the size's name, whatever the case.
    const matching = pipes.tables.flatMap((table) =>
      table.rows.filter((row) => ['sch', '40s'].every((word) => row.item.toLowerCase().includes(word))),
    );
    expect(matching.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.price-row:visible').count()).toBe(matching.length);
    expect(await page.locator('#price-filter-count').textContent()).toBe(
      `${matching.length} of ${pipes.tables.reduce((sum, table) => sum + table.rows.length, 0)} sizes shown`,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `price-book-filter-${viewport.width}`);
    // The last table's own Save: the page that comes back is at that table, its outcome beside the button.
    const last = pipes.tables.at(-1)!;
    await page.getByLabel('Find a size').fill('');
    await page.locator(`#table-${last.id}`).getByRole('button').click();
    await page.waitForURL(new RegExp(`table=${last.id}`));
    expect(await page.locator(`#table-${last.id}`).getByRole('status').textContent()).toMatch(/^(Saved|Nothing changed)/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }
});
