// An owner reads a year of analytics on a phone: 400 days of rollups seeded, the 365-day view
// with its comparisons and campaign cards, a custom range, and the CSV of that range.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAnalytics } from '../../scripts/seed-analytics.mjs';
import { campaignFigures } from './campaign-table';
import {
  axeViolations,
  baseUrl,
  downloadedText,
  launchBrowser,
  newVisitor,
  partScreenshot,
  persistDir,
  screenshot,
  signIn,
  viewports,
} from './browser';

const run = promisify(execFile);

/**
 * A won lead of a Facebook promo 10 days ago, its quotation sent the next day and accepted, and
 * that month's spend on the promo: what the owner should read under the campaign on a phone.
 */
async function seedRevenue() {
  const at = (days: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${days}')`;
  const sql = `
    INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, status, source, campaign, latest_touch, won_centavos)
      VALUES (790001, 'e2e-revenue-790001', ${at('-10 days')}, 'Liza Reyes', 'liza@example.com', '+639171234567', 'tanks-and-vessels', 'A 500 L tank.', '304', '2b', 'email', 'won', 'facebook', 'e2e-promo', '{"utm_source":"facebook","utm_medium":"social","utm_campaign":"e2e-promo"}', 4480000);
    INSERT INTO quotations (id, lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by)
      VALUES (790001, 790001, ${at('-10 days')}, 'owner@example.com', '{}', ${at('-10 days')}, 'owner@example.com');
    INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at)
      VALUES (790001, 790001, 0, ${at('-9 days')}, 'owner@example.com', 'e2e-revenue-790001', '2099-12-31', '{}', 4480000, 'accepted', ${at('-8 days')});
    INSERT INTO campaign_spend (month, campaign, spend_centavos, updated_at, updated_by)
      VALUES (strftime('%Y-%m', 'now', '-10 days'), 'e2e-promo', 500000, ${at('-1 days')}, 'owner@example.com');`;
  await run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--command', sql], {
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
}

let browser: Browser;
beforeAll(async () => {
  await seedAnalytics({ persistTo: persistDir, days: 400 });
  await seedRevenue();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The whole calendar month two months before this one (Manila): inside the seeded 400 days. */
function monthTwoMonthsAgo() {
  const today = new Date(Date.now() + 8 * 60 * 60 * 1000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 0));
  const month = first.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return {
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
    days: last.getUTCDate(),
    words: `${month} 1 – ${month} ${last.getUTCDate()}, ${first.getUTCFullYear()}, compared with `,
  };
}

describe('analytics overview', () => {
  it('shows a year compared with the year before, a custom range, and exports it as CSV', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await signIn(page);

    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '365 days' }).click();
    await page.waitForURL(`${baseUrl}/admin?days=365`);
    expect(await page.locator('.period__words').textContent()).toMatch(
      /^Last 365 days: \w{3} \d+, \d{4} – \w{3} \d+, \d{4}, compared with /,
    );
    // Today so far sits above the period, each figure beside the same weekday last week.
    expect(await page.getByRole('region', { name: 'Today so far' }).locator('.stat__note').allTextContents()).toHaveLength(4);
    // Every headline figure carries its change in words, not only in colour.
    const headline = page.locator('.period ~ .stats');
    const visitors = headline.locator('.stat', { hasText: 'Visitors' });
    expect(Number((await visitors.locator('dd').first().textContent())!.replace(/,/g, ''))).toBeGreaterThan(1000);
    expect(await visitors.locator('.visually-hidden').textContent()).toMatch(
      /^(up|down) (\d[\d,]*%|less than 1%) from [\d,]+$|^nothing to compare with yet|^no change/,
    );
    const campaignsPanel = page.getByRole('region', { name: 'Campaigns', exact: true });
    expect(await campaignsPanel.locator('#campaign-table tbody tr').count()).toBeGreaterThan(5);
    // The promo's one lead won ranks it above campaigns with hundreds more visits and no money.
    expect(await campaignsPanel.locator('#campaign-table tbody tr').first().locator('th').textContent()).toMatch(/^1\. e2e-promo/);
    const promo = await campaignFigures(page, 'e2e-promo');
    expect(promo.Won).toBe('₱44,800.00 1 lead');
    expect(promo['Cost per lead']).toMatch(/^₱[\d,]+\.\d\d$/);
    // Ten columns outgrow the phone: the table scrolls in its own box, which a keyboard can focus.
    const box = campaignsPanel.getByRole('region', { name: /^Campaigns, ranked/ });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await box.getAttribute('tabindex')).toBe('0');
    // On a phone each source's figures wrap inside its card: nothing cut off, nothing scrolls.
    const overflowing = await page
      .locator('.revenue-card')
      .evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent));
    expect(overflowing).toEqual([]);
    // Wide tables scroll in their own box: the page itself never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'analytics-overview-365-390');
    await partScreenshot(campaignsPanel, 'campaigns-390');
    // On a computer the ranked table shows whole, no scrolling.
    await page.setViewportSize(viewports.desktop);
    await partScreenshot(campaignsPanel, 'campaigns-1280');
    expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.setViewportSize(viewports.phone);

    await page.getByText('Custom range').click();
    const month = monthTwoMonthsAgo();
    await page.getByLabel('From').fill(month.from);
    await page.getByLabel('To', { exact: true }).fill(month.to);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`${baseUrl}/admin?from=${month.from}&to=${month.to}`);
    expect(await page.locator('.period__words').textContent()).toContain(month.words);
    expect(await headline.locator('.stat', { hasText: 'Page views' }).locator('.visually-hidden').textContent()).toMatch(
      /^(up|down|no change)/,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV of the daily figures' }).click(),
    ]);
    const [header, ...rows] = (await downloadedText(download)).trimEnd().split('\r\n');
    expect(header).toMatch(/^"Date \(Manila\)","Traffic figures","Visitors","Visits","Page views","Quote requests"/);
    expect(rows).toHaveLength(month.days);
    expect(rows[0]).toMatch(new RegExp(`^"${month.from}","stored",[1-9]`));
    expect(problems).toEqual([]);
    await context.close();
  });
  it("enters a month's spend on a phone from the Campaigns panel, reads it back, and removes it", async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await signIn(page);
    await page
      .getByRole('region', { name: 'Campaigns', exact: true })
      .getByRole('link', { name: /spend for a campaign/ })
      .click();
    await page.waitForURL(`${baseUrl}/admin/campaign-spend`);
    // A refused amount comes back with its reason by the field and what was typed.
    await page.getByLabel('Month', { exact: true }).fill('2026-10');
    await page.getByLabel('Campaign', { exact: true }).fill('Phone Promo');
    await page.getByLabel('Amount spent (₱)').fill('-5');
    await page.getByRole('button', { name: 'Save the spend' }).click();
    await expect.poll(() => page.getByLabel('Amount spent (₱)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Campaign', { exact: true }).inputValue()).toBe('Phone Promo');
    await page.getByLabel('Amount spent (₱)').fill('12,500');
    await page.getByRole('button', { name: 'Save the spend' }).click();
    await page.waitForURL(/done=saved/);
    expect(await page.getByRole('status').textContent()).toContain('₱12,500.00');
    const entry = page.locator('#spend-list li', { hasText: 'phone-promo' });
    expect(await entry.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'campaign-spend-390');
    await entry.getByRole('button', { name: /^Remove/ }).click();
    await page.waitForURL(/done=removed/);
    expect(await page.locator('#spend-list li', { hasText: 'phone-promo' }).count()).toBe(0);
    // The refused amount's page is the only error: its 400 is the answer.
    expect(problems).toEqual([expect.stringContaining('status of 400')]);
    await context.close();
  });
});
