// Hydration walks only what is interactive (docs/decisions/037-static-sections-hydration-skips.md):
// every page's copy, the footer and the chat button stay the server's HTML, which React never
// touches, while a page opened by a client-side navigation renders as any React page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../src/shared/routes';
import { baseUrl, launchBrowser, newVisitor, waitForHydration } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** For each selector: how many of its elements (and their descendants) React has a fiber on. */
function hydratedNodes(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    return Object.fromEntries(
      selectors.map((selector) => {
        const elements = [...document.querySelectorAll(selector)];
        if (elements.length === 0) return [selector, 'missing'];
        return [selector, elements.flatMap((element) => [element, ...element.querySelectorAll('*')]).filter(hasFiber).length];
      }),
    );
  }, selectors);
}

const staticParts = ['main h1', 'main .page-header, main .hero', 'footer.site-footer', '.floating-contact'];

describe('static copy is never hydrated', () => {
  for (const { path } of sitePages) {
    it(`leaves ${path}'s copy, the footer and the chat button as the server sent them`, async () => {
      const { context, page, problems } = await newVisitor(browser);
      await page.goto(baseUrl + path);
      await waitForHydration(page);
      expect(await hydratedNodes(page, staticParts)).toEqual(Object.fromEntries(staticParts.map((selector) => [selector, 0])));
      // The interactive header is hydrated: its menu button is React's.
      expect((await hydratedNodes(page, ['header .menu-button']))['header .menu-button']).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('follows a link in the static copy without a reload, and renders the page it opens on the client', async () => {
    const { context, page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const link = page.locator('main [data-static] a[href="/services"]').first();
    await link.click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/services`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Rendered by the router on the client, so React's; the footer stays the first page's HTML.
    expect((await hydratedNodes(page, ['main h1']))['main h1']).toBe(1);
    expect((await hydratedNodes(page, ['footer.site-footer']))['footer.site-footer']).toBe(0);

    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
