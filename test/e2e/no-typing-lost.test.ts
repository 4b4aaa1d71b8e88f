// The owner on a 390 px phone: typing is never lost without a word (leaving a note, Add lead, the
// quotation builder or the price book asks first, and a text box's words come back after the page
// is reloaded), a follow-up set for tomorrow in one tap is on the Follow-ups list, and Site facts'
// History fits the screen after three publishes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newLead, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Taps the bar's link away from the page with typing on it: the browser asks, and staying keeps the page. */
async function expectAskedBeforeLeaving(page: Page) {
  const path = new URL(page.url()).pathname;
  const asked = page.waitForEvent('dialog');
  // The tap ends once the dialog is answered; awaited, so it can never fail after the test.
  const tapped = page
    .locator('.admin-menu summary')
    .click()
    .then(() => page.locator('.admin-menu__panel').getByRole('link', { name: 'Follow-ups' }).click({ noWaitAfter: true }));
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await tapped;
  expect(new URL(page.url()).pathname).toBe(path);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

it('asks before leaving typing on a note, Add lead, the builder and the price book, and puts a note back after a reload', async () => {
  const id = await newLead();
  const { context, page, problems } = await newVisitor(browser, viewports.phone);
  await signIn(page, `/admin/leads/${id}`);

  const note = 'Asked for 1.5 mm instead of 1.2 mm on the brackets.';
  await page.getByLabel('Add a note').fill(note);
  await expectAskedBeforeLeaving(page);
  expect(await page.getByLabel('Add a note').inputValue()).toBe(note);
  // A reload (a phone that dropped the page) asks too; once through, the words are back.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  expect(await page.getByLabel('Add a note').inputValue()).toBe(note);
  expect(await page.getByRole('status').filter({ hasText: 'Put back what you typed here before' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.waitForURL(/done=note/);
  // Sent: nothing is put back, and leaving asks nothing.
  expect(await page.getByLabel('Add a note').inputValue()).toBe('');
  await page.goto(`${baseUrl}/admin/leads/new`);

  await page.getByLabel('Name', { exact: true }).fill('Nestor Walk-in');
  await expectAskedBeforeLeaving(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Nestor Walk-in');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`${baseUrl}/admin/leads/${id}/quotation`);

  await page.getByLabel('Unit price').first().fill('1234.50');
  await expectAskedBeforeLeaving(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`${baseUrl}/admin/price-book`);

  await page.getByLabel('Family').selectOption('pipes');
  await page.getByRole('button', { name: 'Show its sizes' }).click();
  await page.getByRole('group', { name: /NPS/ }).first().getByLabel('304', { exact: true }).fill('4480.50');
  await expectAskedBeforeLeaving(page);
  expect(problems).toEqual([]);
  await context.close();
});

it('puts a follow-up set for tomorrow in one tap on the Follow-ups list, and History fits a phone after three publishes', async () => {
  const id = await newLead();
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, `/admin/leads/${id}`);
  await page.getByLabel('We called').check();
  await page.getByRole('group', { name: 'Follow up' }).getByLabel('Tomorrow').check();
  await page.getByRole('button', { name: 'No answer' }).click();
  await page.waitForURL(/done=call/);

  await page.goto(`${baseUrl}/admin/follow-ups`);
  const thisWeek = page.getByRole('region', { name: 'This week' });
  const card = thisWeek.getByRole('listitem').filter({ has: page.locator(`a[href="/admin/leads/${id}#follow-up"]`) });
  expect(await card.count()).toBe(1);
  expect(await card.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+639175550123');
  expect(await sideways(page)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'follow-ups-390');
  await card.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(/\/admin\/follow-ups\?done=follow-up-done/);
  expect(await page.locator(`a[href="/admin/leads/${id}#follow-up"]`).count()).toBe(0);

  for (const words of ['Inventory count on Friday', 'Closed for the company outing', 'Open until noon on the 24th']) {
    await page.goto(`${baseUrl}/admin/site/notice`);
    await page.getByLabel('Text').fill(`${words}: quotes are answered the next working day.`);
    await page.getByLabel('Starts').fill('2026-01-01T08:00');
    await page.getByLabel('Ends').fill('2030-01-01T08:00');
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    await page.goto(`${baseUrl}/admin/site`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/published=\d+/);
  }
  await page.goto(`${baseUrl}/admin/site/history`);
  expect(await page.getByRole('button', { name: /^Revert to version/ }).count()).toBeGreaterThanOrEqual(2);
  expect(await sideways(page)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'site-facts-history-390');
  // Each publish says when in the dashboard's style (Manila), then who.
  expect(await page.locator('.muted', { hasText: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M, / }).count()).toBeGreaterThanOrEqual(
    3,
  );
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, 'site-facts-history-1280');
  await context.close();
});
