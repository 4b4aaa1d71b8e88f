// Passkeys on a 390 px phone: Chromium's virtual authenticator (its WebAuthn emulation, over the
// DevTools protocol) stands in for the phone's fingerprint. The person adds a passkey on Your
// account, signs out, and signs in with it. At localhost, not 127.0.0.1: browsers refuse WebAuthn
// on an IP address, so under `npm start` the passkeys' RP ID is localhost (relying-party.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localAdminEmail, localAdminPassword } from '../../scripts/local-settings.mjs';
import { axeViolations, baseUrl, launchBrowser, newVisitor, screenshot, viewports } from './browser';

const dashboard = baseUrl.replace('//127.0.0.1:', '//localhost:');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);

it('adds a passkey on Your account on a phone, then signs out and signs in with it', async () => {
  const { context, page, problems } = await newVisitor(browser, viewports.phone, { origin: dashboard });
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  // A phone's own authenticator: it keeps the passkey (discoverable) and checks the fingerprint, which passes.
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${dashboard}/admin/account`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(localAdminEmail);
  await page.getByLabel('Password').fill(localAdminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/admin\/account$/);

  await page.getByLabel('Name for this passkey (e.g. Pixel 7)').fill('Pixel 7');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.waitForURL(/done=passkey$/);
  const passkey = page.getByRole('listitem').filter({ hasText: 'Pixel 7' });
  expect(await passkey.textContent()).toContain('not used yet');
  expect(await passkey.getByRole('button', { name: 'Remove the passkey Pixel 7' }).isVisible()).toBe(true);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'passkey-added-390');
  // The phone keeps it, for this site's RP ID.
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => [credential.rpId, credential.isResidentCredential])).toEqual([['localhost', true]]);
  // On a phone Sign out is in the dashboard's menu.
  await page.locator('.admin-menu > summary').click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(/\/admin\/login$/);
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await withPasskey.waitFor();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'passkey-sign-in-390');
  await withPasskey.click();
  // The owner's home is the overview.
  await page.waitForURL((url) => url.pathname === '/admin');

  await page.goto(`${dashboard}/admin/account`);
  expect(await page.getByRole('listitem').filter({ hasText: 'Pixel 7' }).textContent()).toContain('last used');
  expect(problems).toEqual([]);
  await context.close();
});
