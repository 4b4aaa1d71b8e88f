// "Notifications on this phone" at 390 px and 1280 px: the panel's script runs under the page's
// policy (no CSP violation), registers the dashboard's service worker for /admin and offers Turn
// on, with every event, on one screen width.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
import { pushEvents } from '../../src/shared/push-events';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const [name, viewport] of Object.entries(viewports)) {
  it(`offers to turn notifications on for this device at ${viewport.width} px`, async () => {
    const { context, page, problems } = await newVisitor(browser, viewport);
    await signIn(page, '/admin/notifications');
    await page.goto(`${baseUrl}/admin/notifications`);

    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Notifications are off for this phone/);
    await expect.poll(() => page.getByRole('button', { name: 'Turn on notifications' }).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox').count()).toBe(Object.keys(pushEvents).length);
    expect(await page.getByRole('checkbox', { name: 'A new lead' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send test notification' }).isVisible()).toBe(false);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/notifications'))?.scope);
    expect(scope).toBe(`${baseUrl}/admin`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await screenshot(page, `notifications-${name}`);
    expect(problems).toEqual([]);
    await context.close();
  });
}
