// The catalogue as a contractor uses it on a phone: filter, add a size, never scroll sideways.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRegion } from '../../src/content/business';
import pipes from '../../src/content/catalogue/pipes';
import { weightWords } from '../../src/content/catalogue/weight-words';
import { weightBasisGrade } from '../../src/content/catalogue/weights';
import { gradeDensities } from '../../src/content/weight-calculator';
import { weigh, weightInputFromSearch } from '../../src/shared/weight';
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

/** The control is not covered by any fixed element: the point at its centre is the control or inside it. */
const uncovered = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

describe('pipes on a 390 px phone', () => {
  it('adds two sizes with quantities and notes from one sheet at a time that no floating button covers and Tab stays in, focus back on close, one chat button that steps aside for a focused field', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await page.goto(baseUrl + materialFamilyPath('pipes'));
    await waitForHydration(page);
    expect(await page.locator('.floating-contact :is(a, summary)').filter({ visible: true }).count()).toBe(1);
    expect(await page.locator('footer address').textContent()).toMatch(new RegExp(`${addressRegion}$`));
    // The chat button steps aside while a field has focus (and the phone's keyboard is up), and comes back after.
    const chat = page.locator('.floating-contact');
    await page.getByLabel('Grade', { exact: true }).focus();
    expect(await chat.isVisible()).toBe(false);
    await page.getByLabel('Grade', { exact: true }).blur();
    expect(await chat.isVisible()).toBe(true);

    const table = pipes.tables[0]!;
    const rows = page.locator(`#${table.id} tbody tr`);
    for (const [index, quantity] of [
      [0, '3'],
      [1, '5'],
    ] as const) {
      const toggle = rows.nth(index).getByRole('button', { name: `Add to quote list: ${table.rows[index]!.item}` });
      expect(await toggle.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"+ Add"');
      expect((await toggle.boundingBox())!.width).toBeLessThan(80);
      await toggle.click();
      const panel = page.getByRole('group', { name: `Add to quote list: ${table.rows[index]!.item}` });
      expect(await panel.getByLabel(/Quantity/).evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await chat.isVisible()).toBe(false);
      if (index === 0) {
        await page.keyboard.press('Escape');
        expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
        await toggle.click();
        // The sheet names its item, and Tab stays inside it: quantity, note, Add, Cancel, quantity.
        expect(await panel.getByText(table.rows[index]!.item, { exact: true }).isVisible()).toBe(true);
        for (let press = 0; press < 4; press++) await page.keyboard.press('Tab');
        expect(await panel.getByLabel(/Quantity/).evaluate((element) => element === document.activeElement)).toBe(true);
      }
      await panel.getByLabel(/Quantity/).fill(quantity);
      await panel.getByLabel(/Note/).fill(`Cut in half, row ${index}`);
      for (const name of ['Add', 'Cancel']) expect(await uncovered(panel.getByRole('button', { name, exact: true }))).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(390);
      if (index === 1) await screenshot(page, 'catalogue-pipes-panel-390');
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
    }
    // One sheet at a time: opening another row's closes the first; typing replaces the 1.
    const panelFor = (index: number) => page.getByRole('group', { name: `Add to quote list: ${table.rows[index]!.item}` });
    await rows.nth(2).getByRole('button').click();
    await panelFor(2).waitFor();
    await rows
      .nth(3)
      .getByRole('button')
      .evaluate((element: HTMLElement) => element.click());
    await panelFor(2).waitFor({ state: 'detached' });
    expect(
      await panelFor(3)
        .getByLabel(/Quantity/)
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.type('4');
    expect(
      await panelFor(3)
        .getByLabel(/Quantity/)
        .inputValue(),
    ).toBe('4');
    await page.keyboard.press('Escape');

    const lines = await page.evaluate(
      () => JSON.parse(localStorage.getItem('quote-list') ?? '[]') as { item: string; quantity: number; note: string }[],
    );
    expect(lines.map(({ item, quantity, note }) => ({ item, quantity, note }))).toEqual([
      { item: table.rows[0]!.item, quantity: 3, note: 'Cut in half, row 0' },
      { item: table.rows[1]!.item, quantity: 5, note: 'Cut in half, row 1' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The calculator's kg for a query (src/shared/weight.ts), in the tables' basis grade. */
function calculatorKg(query: string, per: 'kgPerMetre' | 'kgPerPiece') {
  const outcome = weigh(weightInputFromSearch(`${query}&grade=${weightBasisGrade}&qty=1`), gradeDensities);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusals)}`);
  return outcome.result[per];
}

/** How many lines an element's text takes: one client rect per line for each text node. */
function linesOfText(element: Element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let lines = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent!.trim()) continue;
    range.selectNodeContents(node);
    lines += range.getClientRects().length;
  }
  return lines;
}

describe('weights in the size tables at 390 px', () => {
  it('show what the calculator gives for a pipe, a sheet and a flat bar, each figure on one line, with the density named, and nothing scrolls sideways', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    const rows = [
      {
        family: 'pipes',
        table: 'sch10s',
        cell: '60.3',
        expected: (kg: number) => [weightWords.kgPerMetre(kg), weightWords.kgPerLength(kg)],
        kg: calculatorKg('shape=pipe&od=60.3&wall=2.77&length=1000', 'kgPerMetre'),
      },
      {
        family: 'sheets-plates',
        table: 'sheet-4x8',
        cell: '1.5',
        expected: (kg: number) => [weightWords.kgPerSheet(kg)],
        kg: calculatorKg('shape=sheet&thickness=1.5&width=1219&length=2438', 'kgPerPiece'),
      },
      {
        family: 'bars',
        table: 'flat-bar',
        cell: '5 x 50',
        expected: (kg: number) => [weightWords.kgPerMetre(kg), weightWords.kgPerLength(kg)],
        kg: calculatorKg('shape=flat-bar&thickness=5&width=50&length=1000', 'kgPerMetre'),
      },
    ] as const;
    for (const row of rows) {
      await page.goto(baseUrl + materialFamilyPath(row.family));
      await waitForHydration(page);
      const table = page.locator(`#${row.table}`);
      const sizeRow = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: row.cell, exact: true }) });
      for (const words of row.expected(row.kg)) expect(await sizeRow.getByText(words, { exact: true }).isVisible(), words).toBe(true);
      expect(await sizeRow.locator('.sizes__weight').evaluate(linesOfText), 'each weight on one line').toBe(row.expected(row.kg).length);
      expect(await table.getByText(`Theoretical weight at ${gradeDensities[weightBasisGrade]} g/cm³`).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
      expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await screenshot(page, 'catalogue-bars-weights-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});
