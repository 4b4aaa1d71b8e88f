// A walk-in's data on a 390 px phone: the owner finds them on Privacy by the phone number as they
// said it, and downloads the page they can read; the page fits a phone, has no link and no script.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { downloadedText, launchBrowser, newLead, newVisitor, screenshot, signIn, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("downloads a person's data as a readable page, found by their phone number", async () => {
  const leadId = await newLead({ fullName: 'Rosario Dimaculangan', phone: '0918 222 3344' });
  const reference = new RegExp(`Request Q-\\d{4}-${String(leadId).padStart(6, '0')}`);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    const { context, page, problems } = await newVisitor(browser, viewport);
    await signIn(page, '/admin/privacy');
    await page.getByLabel('Email or phone number').fill('+63 918 222 3344');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `privacy-export-${viewport.width}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the page' }).click();
    const html = await downloadedText(await download);
    expect(html).toMatch(reference);
    expect(html).toContain('Rosario Dimaculangan');
    expect(html).not.toMatch(/<a |<script/);

    // As the person reads it on their phone.
    const reader = await newVisitor(browser, viewport);
    await reader.page.setContent(html);
    expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(reader.page, `personal-data-page-${viewport.width}`);
    await reader.context.close();
    expect(problems).toEqual([]);
    await context.close();
  }
});
