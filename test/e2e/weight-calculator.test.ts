// A buyer on a phone works out weights as they type, and a shared calculation opens without JavaScript.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pagePath } from '../../src/shared/routes';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const calculator = baseUrl + pagePath('weight-calculator');

it('answers for a sheet and a pipe as a buyer types at 390 px, and a shared URL works with JavaScript off', async () => {
  const { context, page, problems } = await newVisitor(browser, viewports.phone);
  await page.goto(calculator);
  await waitForHydration(page);
  const result = page.locator('output');

  await page.getByLabel('Thickness (mm)').fill('1.5');
  await page.getByLabel('Width (mm)').fill('1219');
  await page.getByLabel('Length (mm)').fill('2438');
  await page.getByLabel('Quantity (pieces)').fill('10');
  await expect.poll(() => result.textContent()).toContain('35.35 kg per sheet');
  await expect.poll(() => result.textContent()).toContain('353.51 kg for 10 sheets');
  // The address follows, so the calculation can be shared.
  await expect.poll(() => new URL(page.url()).search).toBe('?shape=sheet&grade=304&thickness=1.5&width=1219&length=2438&qty=10');
  await page.getByRole('button', { name: 'Add to quote list' }).click();
  await page.getByText('Added to your quote list').waitFor();

  await page.getByLabel('Shape').selectOption('pipe');
  await page.getByLabel('Outside diameter (OD) (mm)').fill('60.33');
  await page.getByLabel('Wall thickness (mm)').fill('2.77');
  await page.getByLabel('Length (mm)').fill('6000');
  await page.getByLabel('Quantity (pieces)').fill('2');
  await expect.poll(() => result.textContent()).toContain('23.83 kg per length');
  await page.getByLabel('Wall thickness (mm)').fill('40');
  await page.getByText('Wall thickness must be less than half the outside diameter').waitFor();
  await page.getByLabel('Wall thickness (mm)').fill('2.77');
  await expect.poll(() => result.textContent()).toContain('47.67 kg for 2 lengths');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'weight-calculator-pipe-390');
  // The address follows a moment after the last key.
  await expect.poll(() => new URL(page.url()).searchParams.get('wall')).toBe('2.77');
  const shared = page.url();
  expect(problems).toEqual([]);
  await context.close();

  const noScript = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
  const offline = await noScript.newPage();
  await offline.goto(shared);
  expect(await offline.locator('output').textContent()).toContain('23.83 kg per length');
  expect(await offline.getByRole('link', { name: 'Request a quote for this item' }).getAttribute('href')).toContain('family=pipes');
  await noScript.close();
});

it('shifts no layout as it streams in and hydrates on a slow phone, at 390 and 1280 px (nor does /materials)', async () => {
  // The four loads side by side: each page is throttled on its own, and sharing the machine
  // only slows each one further, which is the point.
  const loads = [viewports.phone, viewports.desktop].flatMap((viewport) =>
    [calculator, baseUrl + pagePath('materials')].map((url) => ({ viewport, url })),
  );
  await Promise.all(
    loads.map(async ({ viewport, url }) => {
      const { context, page } = await newVisitor(browser, viewport);
      // A slow CPU paints pages half-parsed (a header without its controls, a <details> without
      // its summary): what a loaded CI machine once showed now and then, every time.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
      // Each shift is kept with what moved, so a failure names the element.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            const moved = entry.sources.map(
              ({ node, previousRect: a, currentRect: b }) =>
                `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} ${a.y}->${b.y} h${a.height}->${b.height}`,
            );
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `${url} at ${viewport.width} px`).toEqual([]);
      await context.close();
    }),
  );
});
