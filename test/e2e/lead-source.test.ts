// Where a lead came from, end to end: a visitor arrives from a Facebook campaign, browses to the
// contact page, sends a quote, and the operator sees the campaign on the lead.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumFillMs } from '../../src/shared/quote-request';
import { localAdminPassword } from '../../scripts/local-settings.mjs';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration, waitForQuoteForm } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('lead source', () => {
  it('carries the campaign a visitor arrived through to the lead page', async () => {
    const visitor = await newVisitor(browser, viewports.desktop);
    const { page } = visitor;
    await page.goto(`${baseUrl}/?utm_source=facebook&utm_medium=social&utm_campaign=nov-promo`);
    await waitForHydration(page);
    // Browse: another page first, then the contact page, without a reload.
    await page.locator('header').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await page.locator('header').getByRole('link', { name: 'Request a Quote' }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await waitForQuoteForm(page);

    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Lorna Villanueva');
    await form.getByLabel('Email address').fill('lorna@villanueva-bakery.example');
    await form.getByLabel('Phone number').fill('0917 555 0199');
    await form.getByLabel('Service needed').selectOption('kitchen-equipment');
    await form.getByLabel('Project details').fill('Two 304 stainless proofing cabinets for a bakery, 18 trays each.');
    await form.getByRole('radio', { name: '304 / 304L' }).check();
    await form.getByRole('checkbox').check();
    // A person takes longer than the spam check's minimum; a script filling in at once does not.
    await page.waitForTimeout(minimumFillMs);
    await form.getByRole('button', { name: 'Send quote request' }).click();
    const toast = page.locator('.toast--success');
    await toast.waitFor({ state: 'visible', timeout: 20_000 });
    const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const { context, page: dashboard, problems } = await newVisitor(browser, viewports.desktop);
    await dashboard.goto(`${baseUrl}/admin/leads`);
    await dashboard.waitForURL(/\/admin\/login/);
    await dashboard.getByLabel('Password').fill(localAdminPassword);
    await dashboard.getByRole('button', { name: 'Sign in' }).click();
    await dashboard.getByRole('heading', { name: 'Leads' }).waitFor();
    // A person took longer than the spam check's minimum: the lead is in the inbox, not in Spam.
    await dashboard.getByRole('link', { name: reference }).click();
    const source = dashboard.locator('section[aria-labelledby="lead-source"]');
    await source.waitFor();
    expect(await source.getByRole('link', { name: 'facebook' }).getAttribute('href')).toBe('/admin/leads?source=facebook');
    expect(await source.getByRole('link', { name: 'nov-promo' }).getAttribute('href')).toBe('/admin/leads?campaign=nov-promo');
    expect(await source.textContent()).toContain('social');
    expect(await source.textContent()).toContain('Landing page/');
    await screenshot(dashboard, 'dashboard-lead-source-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});
