// The catalogue as a contractor uses it on a phone: filter, add a size, never scroll sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pipes from '../../src/content/catalogue/pipes';
import { materialFamilyPath } from '../../src/shared/catalogue';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('catalogue at 390 px', () => {
  it('filters pipes by 316L without a reload, adds a size to the quote list, and never scrolls sideways', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    const path = materialFamilyPath('pipes');
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByLabel('Grade', { exact: true }).selectOption('316L');
    await page.waitForURL(`${baseUrl}${path}?grade=316L`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    const table = pipes.tables.find((candidate) => candidate.grades.includes('316L'))!;
    const row = table.rows[0]!;
    const firstRow = page.locator(`#${table.id} tbody tr`).first();
    await firstRow.getByRole('button', { name: /^Add to quote list: / }).click();
    await firstRow.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('Added to your quote list').count()).toBe(1);
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-list') ?? '[]') as unknown[]);
    expect(lines).toEqual([
      expect.objectContaining({ family: 'pipes', item: row.item, grade: '316L', finish: table.finishes[0], quantity: 1, unit: table.unit }),
    ]);

    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'catalogue-pipes-316L-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});
