// Where a lead came from, end to end: a visitor arrives from a Facebook campaign, browses to the
// contact page, sends a quote, and the operator sees the campaign on the lead. And where a visit
// came from in analytics: the session's entry page view carries the campaign, and the operator's
// own browsing is not counted.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumFillMs } from '../../src/shared/quote-request';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { queryD1 } from './local-state';
import { quoteForm } from '../../src/content/quote-form';

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
    // The page's clock, so the time a person takes to fill in the form passes in an instant.
    await page.clock.install();
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
    await page.clock.fastForward(minimumFillMs);
    await form.getByRole('button', { name: quoteForm.submit.idle }).click();
    const toast = page.locator('.toast--success');
    await toast.waitFor({ state: 'visible', timeout: 20_000 });
    const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const { context, page: dashboard, problems } = await newVisitor(browser, viewports.desktop);
    await signIn(dashboard, '/admin/leads');
    await dashboard.getByRole('heading', { name: 'Leads' }).waitFor();
    // A person took longer than the spam check's minimum: the lead is in the inbox, not in Spam.
    await dashboard.getByRole('link', { name: reference }).click();
    const source = dashboard.locator('section[aria-labelledby="lead-source"]');
    await source.waitFor();
    expect(await source.getByRole('link', { name: 'Facebook', exact: true }).getAttribute('href')).toBe('/admin/leads?source=facebook');
    expect(await source.getByRole('link', { name: 'nov-promo' }).getAttribute('href')).toBe('/admin/leads?campaign=nov-promo');
    // In the owner's words, never the utm tags.
    expect(await source.textContent()).toContain('Link fromFacebook post');
    expect(await source.textContent()).not.toContain('utm_');
    expect(await source.textContent()).toContain('Landing page/');
    await screenshot(dashboard, 'dashboard-lead-source-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  interface EventRow {
    category: string;
    action: string;
    path: string;
    device: string;
    source: string;
    medium: string;
    campaign: string;
    entry: string;
    session_hash: string;
  }
  const eventColumns = 'category, action, path, device, source, medium, campaign, entry, session_hash';

  /** Opens a page and waits until the worker has answered its page view, so its row (if any) is written. */
  async function openCounted(page: Page, path: string) {
    const answered = page.waitForResponse((response) => response.url() === `${baseUrl}/api/analytics`);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    expect((await answered).status()).toBe(204);
  }

  it('counts a campaign visit as one session from its entry page, and nothing once the browser has signed in to the dashboard', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    // Letters only: a tag with seven digits in a row is dropped as a possible phone number.
    const campaign = `e2e-${Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
    await openCounted(page, `/?utm_source=Facebook&utm_medium=CPC&utm_campaign=${campaign}`);
    // A second page load in the same tab: the same visit.
    await openCounted(page, '/contact');
    await waitForQuoteForm(page);
    const form = page.locator('#quote form');
    const started = page.waitForResponse((response) => response.url() === `${baseUrl}/api/analytics`);
    await form.getByLabel('Full name').fill('Ramon Dizon');
    await started;
    await form.getByLabel('Email address').fill('ramon@dizon-kitchens.example');

    const [landing] = await queryD1<EventRow>(`SELECT ${eventColumns} FROM analytics_events_local WHERE campaign = '${campaign}'`);
    const sessionRows = () =>
      queryD1<EventRow>(`SELECT ${eventColumns} FROM analytics_events_local WHERE session_hash = '${landing.session_hash}' ORDER BY id`);
    expect(await sessionRows()).toEqual([
      {
        category: 'page',
        action: 'view',
        path: '/',
        device: 'mobile',
        source: 'facebook',
        medium: 'cpc',
        campaign,
        entry: '1',
        session_hash: landing.session_hash,
      },
      {
        category: 'page',
        action: 'view',
        path: '/contact',
        device: 'mobile',
        source: '',
        medium: '',
        campaign: '',
        entry: '',
        session_hash: landing.session_hash,
      },
      {
        category: 'form',
        action: 'start',
        path: '/contact',
        device: 'mobile',
        source: '',
        medium: '',
        campaign: '',
        entry: '',
        session_hash: landing.session_hash,
      },
    ]);

    // The same phone signs in to the dashboard, then browses the site: its beacons are dropped.
    await signIn(page);
    // On a phone Sign out is in the dashboard's menu.
    await page.locator('.admin-menu > summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login/);
    await openCounted(page, '/services');
    await openCounted(page, '/contact');
    expect(await sessionRows()).toHaveLength(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
