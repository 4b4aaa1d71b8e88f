// Passkeys on a 390 px phone: Chromium's virtual authenticator (its WebAuthn emulation, over the
// DevTools protocol) stands in for the phone's fingerprint. The person adds a passkey on Your
// account, signs out, and signs in with it; a staff member's passkey is listed on the owner's Team
// screen and goes with their sessions when the owner ends them. At localhost, not 127.0.0.1: browsers refuse WebAuthn
// on an IP address, so under `npm start` the passkeys' RP ID is localhost (relying-party.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** A phone's own authenticator: it keeps the passkey (discoverable) and checks the fingerprint, which passes. */
async function phoneAuthenticator(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
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
  return { devtools, authenticatorId };
}

it('adds a passkey on Your account on a phone, then signs out and signs in with it', async () => {
  const { context, page, problems } = await newVisitor(browser, viewports.phone, { origin: dashboard });
  const { devtools, authenticatorId } = await phoneAuthenticator(context, page);

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

it('lists a staff member’s passkey on the owner’s Team screen, and ends it with their sessions', async () => {
  const owner = await newVisitor(browser, viewports.phone, { origin: dashboard });
  await owner.page.goto(`${dashboard}/admin/team`);
  await owner.page.waitForURL(/\/admin\/login/);
  await owner.page.getByLabel('Email').fill(localAdminEmail);
  await owner.page.getByLabel('Password').fill(localAdminPassword);
  await owner.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await owner.page.waitForURL(/\/admin\/team$/);
  const staffEmail = `rina-${crypto.randomUUID().slice(0, 8)}@cavitestainless.example`;
  await owner.page.getByLabel('Name', { exact: true }).fill('Rina Santos');
  await owner.page.getByLabel('Email', { exact: true }).fill(staffEmail);
  await owner.page.getByLabel('Role', { exact: true }).selectOption('staff');
  await owner.page.getByRole('button', { name: 'Make an invitation link' }).click();
  const { pathname, search } = new URL(await owner.page.getByLabel('Invitation link').inputValue());

  // The staff member accepts on their phone and adds a passkey from that session.
  const staff = await newVisitor(browser, viewports.phone, { origin: dashboard });
  await phoneAuthenticator(staff.context, staff.page);
  await staff.page.goto(`${dashboard}${pathname}${search}`);
  await staff.page.getByLabel('Choose a password').fill('rina santos passphrase');
  await staff.page.getByLabel('The password again').fill('rina santos passphrase');
  await staff.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await staff.page.waitForURL(/\/admin\/leads$/);
  await staff.page.goto(`${dashboard}/admin/account`);
  await staff.page.getByLabel('Name for this passkey (e.g. Pixel 7)').fill('Rina’s Galaxy A54');
  await staff.page.getByRole('button', { name: 'Add a passkey' }).click();
  await staff.page.waitForURL(/done=passkey$/);

  // The owner sees it on the Team screen, with when it was added, and its own Remove….
  await owner.page.goto(`${dashboard}/admin/team`);
  const rina = owner.page.locator('.team-person', { hasText: staffEmail });
  expect(await rina.getByRole('listitem').filter({ hasText: 'Rina’s Galaxy A54' }).textContent()).toContain('not used yet');
  await noSidewaysScroll(owner.page);
  expect(await axeViolations(owner.page)).toEqual([]);
  await screenshot(owner.page, 'team-passkeys-390');
  await owner.page.setViewportSize(viewports.desktop);
  await screenshot(owner.page, 'team-passkeys-1280');
  await owner.page.setViewportSize(viewports.phone);
  await rina.getByRole('link', { name: 'Remove Rina Santos’s passkey Rina’s Galaxy A54' }).click();
  await owner.page.getByRole('button', { name: 'Yes, remove the passkey' }).waitFor();
  await noSidewaysScroll(owner.page);
  await screenshot(owner.page, 'team-passkey-remove-390');
  await owner.page.getByRole('link', { name: 'No, keep it' }).click();

  await owner.page
    .locator('.team-person', { hasText: staffEmail })
    .getByRole('button', { name: 'End sessions and remove passkeys' })
    .click();
  await owner.page.waitForURL(/done=sessions-passkeys$/);
  expect(await owner.page.locator('.team-person', { hasText: staffEmail }).textContent()).toContain('No passkeys.');

  // The passkey still on the phone signs no one in.
  await staff.page.goto(`${dashboard}/admin/account`);
  await staff.page.waitForURL(/\/admin\/login/);
  await staff.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect.poll(() => staff.page.locator('[data-passkey-status]').textContent()).toContain('That passkey is not on this dashboard');
  expect(new URL(staff.page.url()).pathname).toBe('/admin/login');
  expect(owner.problems).toEqual([]);
  // The refused sign-in's 401 is the one line the browser logs.
  expect(staff.problems).toEqual([expect.stringContaining('401')]);
  await owner.context.close();
  await staff.context.close();
});
