// The overview's ranked campaign table as the owner reads it: one campaign's row, each figure under
// its column's header ("Won": "₱108,355.52 1 lead").
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function campaignFigures(page: Page, campaign: string): Promise<Record<string, string>> {
  const table = page.locator('#campaign-table');
  const headers = await table.locator('thead th').allTextContents();
  const row = table.locator('tbody tr', { has: page.locator('th', { hasText: campaign }) });
  expect(await row.count()).toBe(1);
  // innerText puts a figure's note (a block span) on its own line: read it as one space.
  const cells = await row
    .locator('th, td')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]!]));
}
