// The owner on a 390 px phone types in a walk-in with one pipe line, without any script, and
// finds the lead under its source.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('adds a walk-in lead with a pipe line on a 390 px phone and finds it under its source', async () => {
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/leads');
  await page.goto(`${baseUrl}/admin/leads`);
  await page.getByRole('link', { name: 'Add lead' }).click();
  await page.waitForURL(/\/admin\/leads\/new$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.phone.width);
  const shortControls = await page
    .locator('form.lead-form :is(input:not([type="hidden"]):not([type="checkbox"]), select, textarea, button), form.lead-form label.check')
    .evaluateAll((controls) =>
      controls.filter((control) => control.getBoundingClientRect().height < 44).map((control) => control.outerHTML.slice(0, 80)),
    );
  expect(shortControls).toEqual([]);

  const name = `Walk-in ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel('Came in by').selectOption('walk-in');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Phone', { exact: true }).fill('0918 222 3344');
  await page.getByLabel('Service').selectOption('material-supply');
  await page.locator('[name="lines.0.family"]').selectOption('pipes');
  await page.locator('[name="lines.0.item"]').fill('NPS 2 Sch 10S pipe (60.3 x 2.77 mm), 6 m');
  await page.locator('[name="lines.0.quantity"]').fill('12');
  await screenshot(page, 'add-lead-390');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await page.waitForURL(/done=added/);
  expect(await page.getByRole('status').first().textContent()).toContain('Lead added');
  expect(await page.locator('#timeline').textContent()).toMatch(/Added by \S+ \(walk-in\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.phone.width);

  await page.locator('section[aria-labelledby="lead-source"]').getByRole('link', { name: 'walk-in' }).click();
  await page.waitForURL(/source=walk-in/);
  expect(await page.locator('main').textContent()).toContain(name);
  await context.close();
});
