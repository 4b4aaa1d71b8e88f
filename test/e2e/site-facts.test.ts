// The owner on a phone: changes the phone number and Saturday hours, adds a notice with an end
// date, publishes, sees them on the site, and reverts the phone number.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAdminPassword } from '../../scripts/local-settings.mjs';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Manila wall-clock time `hours` from now, as a datetime-local input takes it. */
const manilaIn = (hours: number) => new Date(Date.now() + (8 + hours) * 3_600_000).toISOString().slice(0, 16);

async function publish(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/published=\d+/);
  return Number(new URL(page.url()).searchParams.get('published'));
}

function localBusiness(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).find((b) => b['@type'] === 'LocalBusiness'),
  );
}

describe('site facts, as the owner on a phone', () => {
  it('publishes a new phone number, Saturday hours and a notice, then reverts the phone number', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await page.goto(`${baseUrl}/admin/site`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Password').fill(localAdminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/admin/site`);
    const oldPhone = await page.getByLabel('Phone', { exact: true }).inputValue();

    // First a notice that runs until tomorrow.
    const notice = `Inventory count on ${manilaIn(30).slice(0, 10)}: quotes are answered the next day.`;
    await page.getByLabel('Text').fill(notice);
    await page.getByLabel('Starts').fill(manilaIn(-1));
    await page.getByLabel('Ends').fill(manilaIn(30));
    await page.getByRole('button', { name: 'Save notice to the draft' }).click();
    await page.waitForURL(/done=saved/);
    const noticeVersion = await publish(page);

    // A bad number is refused inline and nothing is saved.
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Save business details to the draft' }).click();
    expect(await page.locator('#phone-error').textContent()).toContain('Philippine number');

    await page.getByLabel('Phone', { exact: true }).fill('0917 555 0199');
    await page.getByLabel('WhatsApp number').fill('0917 555 0199');
    await page.getByRole('button', { name: 'Save business details to the draft' }).click();
    await page.waitForURL(/done=saved/);
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Opens').fill('09:00');
    await saturday.getByLabel('Closes').fill('12:00');
    await page.getByRole('button', { name: 'Save business hours to the draft' }).click();
    await page.waitForURL(/done=saved/);
    expect(await page.locator('section', { hasText: 'Not yet on the site' }).textContent()).toContain('Saturday hours: 8:00 AM - 4:00 PM → 9:00 AM - 12:00 PM');
    await screenshot(page, 'site-facts-draft-390');
    await publish(page);

    const site = await newVisitor(browser, viewports.phone);
    await site.page.goto(`${baseUrl}/contact`);
    await waitForHydration(site.page);
    const footer = site.page.locator('footer');
    expect(await footer.getByRole('link', { name: '+63 917 555 0199' }).getAttribute('href')).toBe('tel:+639175550199');
    expect(await footer.locator('.footer-hours').textContent()).toContain('Saturday9:00 AM - 12:00 PM');
    expect(await site.page.locator('main').getByRole('link', { name: '+63 917 555 0199', exact: true }).getAttribute('href')).toBe('tel:+639175550199');
    const whatsapp = await site.page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(new URL(whatsapp!).pathname).toBe('/639175550199');
    const business = await localBusiness(site.page);
    expect(business.telephone).toBe('+639175550199');
    expect(business.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '12:00' });

    // The notice is in the page's flow under the fixed header, and stays dismissed for the visit.
    const shown = site.page.locator('p.site-notice');
    expect(await shown.textContent()).toContain(notice);
    const headerBox = (await site.page.locator('header.site-header').boundingBox())!;
    const noticeBox = (await shown.boundingBox())!;
    expect(noticeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    await screenshot(site.page, 'site-facts-contact-390');
    await shown.getByRole('button', { name: 'Dismiss notice' }).click();
    await shown.waitFor({ state: 'detached' });
    await site.page.reload();
    await waitForHydration(site.page);
    expect(await site.page.locator('p.site-notice').count()).toBe(0);
    expect(site.problems).toEqual([]);
    await site.context.close();

    // Back to the notice's version: the old phone number returns.
    await page.goto(`${baseUrl}/admin/site/history`);
    await page.getByRole('button', { name: `Revert to version ${noticeVersion}` }).click();
    await page.waitForURL(/published=\d+/);
    const after = await newVisitor(browser, viewports.phone);
    await after.page.goto(`${baseUrl}/`);
    expect(await after.page.locator('footer').getByRole('link', { name: oldPhone }).count()).toBe(1);
    expect(await after.page.locator('p.site-notice').textContent()).toContain(notice);
    await after.context.close();
    // The refused phone number answered 400, as it should; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});
