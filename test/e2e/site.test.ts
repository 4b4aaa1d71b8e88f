import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsentKey } from '../../src/ui/hooks/cookie-consent';
import { consentCookie } from '../../src/shared/visitor-cookies';
import { placeholderBusiness, whatsappGreeting } from '../../src/content/business';
import { footerContent } from '../../src/content/footer';
import { privacy } from '../../src/content/privacy';
import { startAnywayMs } from '../../src/shared/page-start';
import { sitePages } from '../../src/shared/routes';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration } from './browser';
import { quoteForm } from '../../src/content/quote-form';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: { width: number; height: number } = viewports.desktop) {
  const visitor = await newVisitor(browser, viewport);
  await visitor.page.goto(baseUrl + path);
  await waitForHydration(visitor.page);
  return visitor;
}

const mainHeading = (page: Page) => page.locator('main h1');

describe('every page', () => {
  // One test a page: twenty pages in one test outgrow its time limit on a busy machine.
  for (const [label, viewport] of Object.entries(viewports)) {
    for (const route of [...sitePages.map((p) => ({ path: p.path, name: p.id })), { path: '/no-such-page', name: 'not-found' }]) {
      it(`renders ${route.path} without console errors or hydration warnings at ${viewport.width}px`, async () => {
        const { context, page, problems } = await open(route.path, viewport);
        await expect.poll(() => mainHeading(page).count()).toBe(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        // Family pages share one page id: the screenshot is named by the path.
        await screenshot(
          page,
          `${route.name === 'material-family' ? route.path.slice(1).replaceAll('/', '-') : route.name}-${label}-${viewport.width}`,
        );
        // The browser logs the 404 page's own status as a failed resource load.
        const expected =
          route.name === 'not-found' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
        expect(problems, `${route.path} at ${viewport.width}px`).toEqual(expected);
        await context.close();
      });
    }
  }
});

describe('first load', () => {
  it('loads the page (text, styles, main image) before any of its JavaScript is fetched', async () => {
    const { context, page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      return {
        load: navigation.loadEventStart,
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.load).toBeLessThanOrEqual(timing.firstScript);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('becomes interactive even while its main image never finishes loading', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    // A weak signal: no image's response ever comes (the hero among them), so the load event never fires.
    await page.route(
      () => true,
      (route) => (route.request().resourceType() === 'image' ? new Promise<void>(() => undefined) : route.fallback()),
    );
    // The page's clock, so the seconds the code waits for a load event that never comes pass in an instant.
    await page.clock.install();
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.clock.fastForward(startAnywayMs);
    await waitForHydration(page);
    // Still no load event (the faked clock has no navigation timing to ask).
    expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never shows Loading... while hydrating and registers the service worker', async () => {
    const { context, page, problems } = await newVisitor(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading...')) seen.push('Loading...');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${baseUrl}/services`);
    await waitForHydration(page);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active != null);
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('client navigation', () => {
  it('changes page without a reload, moves focus, resets scroll and supports back/forward', async () => {
    const { context, page, problems } = await open('/');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const homeTitle = await page.title();

    // Scrolled down the header hides; a little scroll up brings it back to click.
    const header = page.locator('header.site-header');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => header.getAttribute('class')).toContain('site-header--hidden');
    await page.evaluate(() => window.scrollTo(0, 550));
    await expect.poll(() => header.getAttribute('class')).not.toContain('site-header--hidden');
    // Its slide back in (0.25 s) is over before the click.
    await header.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.locator('.site-nav').getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/services`);
    await expect.poll(() => page.title()).not.toBe(homeTitle);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.site-nav a[aria-current="page"]').textContent()).toBe('Services');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/services`);

    await page.locator('.site-footer').getByRole('link', { name: 'Our Clients' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/clients`);

    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/services`);
    await expect.poll(() => page.locator('.site-nav a[aria-current="page"]').textContent()).toBe('Services');
    await page.goForward();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/clients`);
    await expect.poll(() => page.locator('.site-nav a[aria-current="page"]').textContent()).toBe('Clients');

    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Loading... while a page chunk is still on its way', async () => {
    const { context, page } = await open('/');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const manifest = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../dist/manifest.json'), 'utf8'));
    const aboutChunk = `${baseUrl}${manifest.pages.about[0]}`;
    await page.route(aboutChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.site-nav').getByRole('link', { name: 'About' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Loading...' });
    await status.waitFor({ state: 'visible' });
    release();
    await status.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.site-nav a[aria-current="page"]').textContent()).toBe('About');
    await context.close();
  });

  it("lands on the target of a link to another page's section, and moves focus there", async () => {
    const { context, page, problems } = await open('/privacy', viewports.phone);
    // The quote form's code arrives after the Contact page has rendered (as on a slow phone):
    // the section is swapped for the form under the visitor's eyes.
    const manifest = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../dist/manifest.json'), 'utf8'));
    const contactChunks = new Set<string>([...manifest.entryImports, ...manifest.pages.contact].map((file: string) => `${baseUrl}${file}`));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${baseUrl}/assets/*.js`, async (route) => {
      if (!contactChunks.has(route.request().url())) await held;
      await route.continue();
    });

    await page.locator('main').getByRole('link', { name: privacy.backToQuote }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/contact#quote`);
    const quoteInView = () =>
      page.evaluate(() => {
        const quote = document.getElementById('quote')!.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return quote.top >= Math.max(0, header.bottom) && quote.top < window.innerHeight;
      });
    const focusInQuote = () => page.evaluate(() => document.getElementById('quote')!.contains(document.activeElement));
    await page.getByRole('status').filter({ hasText: 'Loading the quote form' }).waitFor();
    await expect.poll(quoteInView).toBe(true);
    await expect.poll(focusInQuote).toBe(true);

    release();
    await page.locator('#quote').getByRole('button', { name: quoteForm.submit.idle }).waitFor();
    await expect.poll(focusInQuote).toBe(true);
    expect(await quoteInView()).toBe(true);
    await screenshot(page, 'contact-quote-from-privacy-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('header', () => {
  it('gains a shadow after 10px, hides scrolling down past 50px and returns on scroll up', async () => {
    const { context, page } = await open('/');
    const header = page.locator('header.site-header');
    // The header reads the position in the animation frame after the scroll event and renders
    // after that frame: two frames later it has answered, however slow the machine (a fixed
    // 100 ms was not always enough under load).
    const scrollTo = (y: number) =>
      page.evaluate(async (top) => {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, y);
    const headerClass = () => header.getAttribute('class');
    await scrollTo(10);
    expect(await headerClass()).not.toContain('site-header--shadow');
    await scrollTo(11);
    await expect.poll(headerClass).toContain('site-header--shadow');
    await scrollTo(50);
    expect(await headerClass()).not.toContain('site-header--hidden');
    await scrollTo(200);
    await expect.poll(headerClass).toContain('site-header--hidden');
    await scrollTo(150);
    await expect.poll(headerClass).not.toContain('site-header--hidden');
    await context.close();
  });

  it('shows its links in a row only where they fit beside the brand', async () => {
    for (const width of [1159, 1160, 1280]) {
      const { context, page } = await open('/materials', { width, height: 800 });
      const inRow = width >= 1160;
      expect(await page.locator('.site-nav').isVisible(), `${width}px`).toBe(inRow);
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible(), `${width}px`).toBe(!inRow);
      const fits = await page.evaluate(() => {
        const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
        const boxes = [...document.querySelectorAll('.brand, .site-nav, .site-header__cta, .menu-button')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0);
        const overlap = boxes.some((a, i) => boxes.slice(i + 1).some((b) => a.left < b.right && b.left < a.right));
        const name = document.querySelector('.brand__name')!;
        const twoLinesAtMost = name.getBoundingClientRect().height <= 2 * parseFloat(getComputedStyle(name).lineHeight) + 1;
        return !overlap && twoLinesAtMost && boxes.every((box) => box.top >= bar.top && box.bottom <= bar.bottom);
      });
      expect(fits, `${width}px: the header's parts side by side, inside the bar, the brand on two lines at most`).toBe(true);
      await context.close();
    }
  });

  it('offers a collapsible menu at 390px that closes on choice and on Escape', async () => {
    const { context, page } = await open('/', viewports.phone);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const menuId = await button.getAttribute('aria-controls');
    const menu = page.locator(`#${menuId}`);
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Services',
      'Materials',
      'Clients',
      'Contact',
      'Request a Quote',
    ]);
    await screenshot(page, 'mobile-menu-open-390');

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/contact`);
    expect(await menu.isVisible()).toBe(false);

    // The navigation is over once focus is on the new page's heading: it resets the scroll first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.locator('header.site-header').getAttribute('class')).toContain('site-header--hidden');
    // Opened from the keyboard while the header is out of sight (no pointer can reach it there):
    // the header comes back with the menu.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('header.site-header').getAttribute('class')).not.toContain('site-header--hidden');
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(menuId);
    await context.close();
  });
});

describe('cookie banner', () => {
  it('is remembered once accepted: later pages are written without it, so nothing moves as they hydrate', async () => {
    const { context, page } = await open('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor({ state: 'visible' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), cookieConsentKey)).toBe('true');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === consentCookie);
    expect(cookie?.value).toBe('accepted');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // What the page holds before its code runs, and every layout shift.
    await context.addInitScript(() => {
      const seen = { bannerInHtml: true, shifts: 0 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.bannerInHtml = document.querySelector('[aria-label="Cookie notice"]') !== null;
      });
    });
    await page.goto(`${baseUrl}/contact`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('analytics-visitor-id'))).toMatch(/^[\w-]{8,64}$/);
    await waitForHydration(page);
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ bannerInHtml: false, shifts: 0 });
    await context.close();
  });

  it('sits in the page under the header on a phone, so it covers none of the Contact page', async () => {
    const { context, page } = await open('/contact', viewports.phone);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor({ state: 'visible' });
    const headerBottom = await page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
    const before = await banner.boundingBox();
    expect(before!.y).toBeGreaterThanOrEqual(headerBottom);
    // Every control on the first screen is the element found at its centre: nothing fixed lies over it.
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight;
        })
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return !element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
    );
    expect(covered).toEqual([]);
    // The phone and WhatsApp links are on that first screen with it.
    for (const name of [placeholderBusiness.phone, /Message us on WhatsApp/]) {
      expect(await page.locator('main').getByRole('link', { name }).first().isVisible()).toBe(true);
    }
    // In the flow: it scrolls away with the page.
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect.poll(async () => (await banner.boundingBox())!.y).toBeCloseTo(before!.y - 120, 0);
    await context.close();
  });

  it('is hidden without JavaScript, as its buttons need it', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('[aria-label="Cookie notice"]').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Cookie notice' }).isVisible()).toBe(false);
    await context.close();
  });

  it('comes back after a reload when only dismissed', async () => {
    const { context, page } = await open('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    // Nothing stored: not the consent flag, and without consent not the analytics visitor id either.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.reload();
    await banner.waitFor({ state: 'visible' });
    await context.close();
  });
});

describe('floating contact and footer', () => {
  it('links WhatsApp with the greeting, in a new tab', async () => {
    const { context, page } = await open('/');
    const fetchedIcons = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/icons/')),
      );
    // The button's icon is lazy (built after the first paint) yet shown; the menu's load when it opens.
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.floating-contact summary img')?.naturalWidth ?? 0) > 0);
    expect(await fetchedIcons()).toEqual(['/icons/whatsapp.svg']);
    // One floating button; the chat apps open from it, WhatsApp first.
    await page.locator('.floating-contact summary').click();
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('.floating-contact__button--viber img')?.naturalWidth ?? 0) > 0,
    );
    expect((await fetchedIcons()).sort()).toEqual(['/icons/messenger.svg', '/icons/viber.svg', '/icons/whatsapp.svg']);
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ }).last();
    expect(await whatsapp.getAttribute('href')).toBe(
      `https://wa.me/${placeholderBusiness.whatsappNumber}?text=${encodeURIComponent(whatsappGreeting)}`,
    );
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.getAttribute('rel')).toContain('noopener');
    const messenger = page.getByRole('link', { name: /Messenger/ });
    expect(await messenger.getAttribute('href')).toBe(`https://m.me/${placeholderBusiness.messengerPage}`);
    expect(await page.locator('.floating-contact > *').count()).toBe(1);
    const map = page.locator(`iframe[title="${footerContent.mapTitle}"]`);
    expect(await map.getAttribute('loading')).toBe('lazy');
    await context.close();
  });
});

describe('not found', () => {
  it('answers 404 with the Not Found page', async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto(`${baseUrl}/steel-doors`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await mainHeading(page).textContent()).toMatch(/not found/i);
    await context.close();
  });
});
