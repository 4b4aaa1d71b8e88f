// axe-core finds no violations on any page, at phone and desktop widths, and in the states a
// visitor meets: the mobile menu open, the cookie banner, a toast, the quote form with errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFamilyPath } from '../../src/shared/material-families';
import { sitePages } from '../../src/shared/routes';
import { axeViolations, baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { quoteForm } from '../../src/content/quote-form';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ lazyLoading: false });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: { width: number; height: number }) {
  const visitor = await newVisitor(browser, viewport);
  await visitor.page.goto(`${baseUrl}${path}`);
  await waitForHydration(visitor.page);
  return visitor;
}

describe('accessibility (axe-core)', () => {
  // One scan per template and width: the eight family pages are one component, so the one with
  // the most tables (pipes) stands for them. One test a page, its two widths scanned one after the
  // other: side by side, two renderers and axe beside the worker oversubscribe a two-core machine.
  const templates = sitePages.filter((page) => page.id !== 'material-family' || page.path === materialFamilyPath('pipes'));
  for (const path of [...templates.map((page) => page.path), '/no-such-page']) {
    it(`has no violations on ${path} at 390 and 1280 px, cookie banner showing`, async () => {
      for (const [label, viewport] of Object.entries(viewports)) {
        const { context, page } = await open(path, viewport);
        await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
        const violations = await axeViolations(page);
        await context.close();
        expect(violations, `${path} at ${label}`).toEqual([]);
      }
    });
  }

  it('has no violations with the mobile menu open', async () => {
    const { context, page } = await open('/services', viewports.phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no violations on the quote form showing errors, and with a toast', async () => {
    const { context, page } = await open('/contact', viewports.phone);
    await waitForQuoteForm(page);
    const send = page.locator('#quote').getByRole('button', { name: quoteForm.submit.idle });
    await send.click();
    await expect.poll(() => page.locator('#quote [aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // A server failure shows a destructive toast and keeps the form.
    await page.route('**/api/quotes', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'storage_unavailable',
            message: 'We could not save your request just now. Nothing was sent; please try again in a minute.',
          },
        }),
      }),
    );
    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Ana Reyes');
    await form.getByLabel('Email address').fill('ana@reyes.example');
    await form.getByLabel('Phone number').fill('0917 123 4567');
    await form.getByLabel('Service needed').selectOption('railings-and-architectural');
    await form.getByLabel('Project details').fill('Glass and stainless railing for a two-storey house in Bacoor, about 12 m.');
    await form.getByRole('radio', { name: 'Not sure, please advise' }).check();
    await form.getByRole('checkbox').check();
    await send.click();
    const toast = page.locator('.toast--destructive');
    await toast.waitFor();
    expect(await toast.getAttribute('role')).toBe('alert');
    // Let the Send button finish its colour transition back from the busy state.
    await send.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'toast-destructive-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(await form.getByLabel('Full name').inputValue()).toBe('Ana Reyes');
    await context.close();
  });

  it('has no violations with quote-list lines in the form, one in error, and the header badge showing', async () => {
    const { context, page } = await open('/contact', viewports.phone);
    await page.evaluate(() =>
      localStorage.setItem(
        'quote-list',
        JSON.stringify([
          {
            id: 'a',
            family: 'pipes',
            item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m',
            grade: '316L',
            finish: 'pickled',
            quantity: 3,
            unit: 'length',
          },
          { id: 'b', family: 'bars', item: '25 mm round bar, 6 m', grade: '304', quantity: 0, unit: 'length', note: 'cut to 1 m' },
        ]),
      ),
    );
    await page.reload();
    await waitForHydration(page);
    await waitForQuoteForm(page);
    await page.locator('#quote').getByRole('button', { name: quoteForm.submit.idle }).click();
    await expect.poll(() => page.locator('#quote-list [aria-invalid="true"]').count()).toBe(1);
    expect(await page.locator('.quote-badge').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
