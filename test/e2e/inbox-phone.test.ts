// The inbox on a 390 px phone: the leads list's filters fold behind one "Filters" button, a card
// shows the lead's age and an icon for its quote lines, and after "Add note" the confirmation
// holds the focus (HTML only: the dashboard runs no script).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newLead, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A request with two quote-list lines, as the form sends it. */
const newLineLead = () =>
  newLead({
    fullName: 'Josefina Reyes',
    email: 'josefina@reyesbakery.example',
    phone: '0918 222 3344',
    company: undefined,
    service: 'material-supply',
    projectDetails: '',
    finish: '2b',
    lines: [
      { family: 'pipes', item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', grade: '316L', finish: 'pickled', quantity: 3, unit: 'length' },
      { family: 'sheets-plates', item: '1.5 mm, 4 x 8 ft (1219 x 2438 mm)', grade: '304', finish: '2b', quantity: 10, unit: 'sheet' },
    ],
  });

it('folds the filters, shows age and icons on the cards, and focuses the confirmation after a note', async () => {
  const id = await newLineLead();
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/leads');

  // Folded: the button is in sight, the status filter is not until it is opened.
  const filters = page.locator('details.filters__more');
  const status = page.getByLabel('Status', { exact: true });
  expect(await status.isVisible()).toBe(false);
  await filters.locator('summary').click();
  expect(await status.isVisible()).toBe(true);
  await status.selectOption('new');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/status=new/);
  expect(await page.locator('details.filters__more summary').textContent()).toBe('Filters: 1 active');
  expect(await page.getByLabel('Status', { exact: true }).isVisible()).toBe(false);

  const card = page.locator('table.leads tr', { has: page.locator(`a[href="/admin/leads/${id}"]`) });
  const glance = card.locator('.leads__glance');
  expect(await glance.textContent()).toMatch(/^\d+ minreceived \d+ minutes? ago/);
  expect(await glance.getByText('2 quote lines').count()).toBe(1);
  const box = await glance.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'leads-filters-folded-390');

  await page.goto(`${baseUrl}/admin/leads/${id}`);
  await page.getByLabel('Add a note').fill('Asked for the mill certificates.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.waitForURL(/done=note#done$/);
  // The browser applies autofocus at its next rendering update after the load, not at once.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('done');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Note added');
  const confirmation = await page.locator('#done').boundingBox();
  expect(confirmation!.y).toBeGreaterThan(-1);
  expect(confirmation!.y).toBeLessThan(viewports.phone.height);
  await screenshot(page, 'lead-note-confirmed-390');
  await context.close();
});

it('keeps the filters in the row on a wide screen, with no button to open', async () => {
  const { context, page } = await newVisitor(browser, viewports.desktop);
  await signIn(page, '/admin/leads');
  expect(await page.getByLabel('Status', { exact: true }).isVisible()).toBe(true);
  expect(await page.locator('details.filters__more summary').isVisible()).toBe(false);
  await screenshot(page, 'leads-filters-wide');
  await context.close();
});
