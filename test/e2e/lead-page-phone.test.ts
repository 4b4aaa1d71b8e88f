// The owner on a 390 px phone: no dashboard page scrolls sideways, the leads list is a column of
// cards with each lead's status in sight, a lead with a long email address and company fits the
// screen, and a note or a call lands back on the timeline, which says what was done.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, manilaDay } from '../../src/shared/business-time';
import { baseUrl, launchBrowser, newLead, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('fits a lead with a long address on a 390 px phone, and confirms a note on its timeline', async () => {
  const id = await newLead();
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, `/admin/leads/${id}`);
  await page.goto(`${baseUrl}/admin/leads/${id}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'lead-page-390');

  await page.getByLabel('Add a note').fill('Called: site visit on Tuesday at 9 am.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.waitForURL(/done=note#done$/);
  const timeline = page.locator('#timeline');
  expect(await timeline.getByRole('status').textContent()).toContain('Note added');
  expect(await timeline.textContent()).toContain('Called: site visit on Tuesday at 9 am.');
  // The browser brought the timeline into view.
  expect(await timeline.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(viewports.phone.height);

  // A call the customer made, with a follow-up for tomorrow in one tap, and how it went in one more.
  const tomorrow = addDays(manilaDay(new Date()), 1);
  await page.getByLabel('They called').check();
  await page.getByLabel('Note', { exact: true }).fill('Wants 316 for the seaside railing.');
  await page.getByRole('group', { name: 'Follow up' }).getByLabel('Tomorrow').check();
  await page.getByRole('button', { name: 'Talked' }).click();
  await page.waitForURL(/done=call#done$/);
  expect(await timeline.textContent()).toContain('They called: talked (logged by');
  expect(await page.locator('#follow-up').textContent()).toMatch(/Follow up on \w{3}, \w{3} \d{1,2}, \d{4}/);
  expect(await page.locator('#call-follow-up').inputValue()).toBe(tomorrow);

  // A visit at the counter: only Talked is offered for it.
  await page.getByLabel('They came in').check();
  expect(await page.getByRole('button', { name: 'No answer' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Talked' }).click();
  await page.waitForURL(/done=call#done$/);
  expect(await timeline.textContent()).toContain('They came in (logged by');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'lead-call-logged-390');
  await context.close();
});

it('lists leads as cards on a 390 px phone, each with its status in sight and nothing to scroll sideways', async () => {
  const id = await newLead();
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/leads');
  const row = page.locator('table.leads tr', { has: page.locator(`a[href="/admin/leads/${id}"]`) });
  const wrap = page.locator('.table-wrap');
  expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const status = await row.locator('.status').first().boundingBox();
  expect(status!.x + status!.width).toBeLessThanOrEqual(viewports.phone.width);
  expect(await row.textContent()).toContain('Santos Food Manufacturing Corporation');
  // The dashboard's bar is one row on a phone; its pages and Sign out are in its menu.
  expect((await page.locator('.admin-bar').boundingBox())!.height).toBeLessThanOrEqual(64);
  await page.locator('.admin-menu > summary').click();
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  // The day's work and Settings; the pages set up once are on the Settings page.
  // Leads may carry its count of leads waiting ("Leads: 1 waiting for a reply").
  const menuLinks = (await menu.getByRole('link').allTextContents()).map((text) => text.split(':')[0]);
  expect(menuLinks).toEqual(expect.arrayContaining(['Overview', 'Leads', 'Quotations', 'Settings']));
  expect(menuLinks).not.toContain('Site facts');
  // Every control there is a thumb's size.
  for (const control of await page.locator('.admin-menu__panel a, .admin-menu__panel button').all()) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await screenshot(page, 'dashboard-menu-390');
  await page.keyboard.press('Escape');
  await screenshot(page, 'leads-list-390');
  // Site facts is one tap further: the menu's Settings, then its list. (The menu is a <details>,
  // which Escape does not close: it may still be open.)
  if (!(await page.locator('.admin-menu').evaluate((details) => (details as HTMLDetailsElement).open)))
    await page.locator('.admin-menu > summary').click();
  await menu.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  await screenshot(page, 'dashboard-settings-390');
  await page.locator('main').getByRole('link', { name: 'Site facts' }).click();
  await page.waitForURL(/\/admin\/site$/);
  await context.close();
});

it('fits every dashboard page on a 390 px phone: nothing scrolls sideways', async () => {
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin');
  for (const path of [
    '/admin',
    '/admin/leads',
    '/admin/leads?folder=spam',
    '/admin/quotations',
    '/admin/settings',
    '/admin/price-book',
    '/admin/site',
    '/admin/reply-templates',
    '/admin/outbox',
    '/admin/privacy',
    '/admin/technical',
  ]) {
    await page.goto(`${baseUrl}${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewports.phone.width);
  }
  await context.close();
});

it('marks a lead as part of a contract and back at 390 and 1280 px: the timeline and the audit say who, nothing scrolls sideways', async () => {
  const id = await newLead();
  for (const viewport of [viewports.phone, viewports.desktop]) {
    const { context, page } = await newVisitor(browser, viewport);
    await signIn(page, `/admin/leads/${id}`);
    const privacy = page.getByRole('region', { name: 'Privacy' });
    await privacy.getByRole('button', { name: 'Mark as part of a contract' }).click();
    await expect.poll(() => privacy.textContent()).toContain('Part of a contract: kept past the retention period.');
    await privacy.getByRole('button', { name: 'Not part of a contract' }).click();
    await expect.poll(() => privacy.textContent()).toContain('unless it becomes part of a contract');
    const timeline = await page.locator('#timeline').textContent();
    expect(timeline).toMatch(/Marked as part of a contract \(kept past the retention period\) by \S+@/);
    expect(timeline).toMatch(/No longer part of a contract \(erased when its retention period ends\) by \S+@/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `lead-contract-hold-${viewport.width}`);

    await page.goto(`${baseUrl}/admin/audit`);
    expect(await page.locator('main').textContent()).toContain('Released the contract hold');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `audit-contract-hold-${viewport.width}`);
    await context.close();
  }
});
