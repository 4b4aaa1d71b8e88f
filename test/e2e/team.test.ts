// People and roles in the browser: the owner invites a staff member (the link shown and emailed),
// who sets a password on a 390 px phone, answers a lead and is named on its timeline and in the
// owner's audit, and is turned back from Site facts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, visitorIp } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);

async function newLead() {
  const sent = await fetch(`${baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'cf-connecting-ip': visitorIp() },
    body: JSON.stringify({
      fullName: 'Liza Mercado',
      email: 'liza@mercado-kitchens.example',
      phone: '0917 555 0177',
      service: 'processing-equipment',
      projectDetails: 'A 304 sink table, 1500 x 600 mm, for a restaurant kitchen.',
      grade: '304',
      finish: 'not-sure',
      preferredContact: 'email',
      attachments: [],
      privacyConsent: true,
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    }),
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  return ((await sent.json()) as { lead: { reference: string } }).lead.reference;
}

it('lets the owner invite a staff member, who answers a lead on a phone, is named on it, and cannot open Site facts', async () => {
  const reference = await newLead();
  const staffEmail = `clerk-${crypto.randomUUID().slice(0, 8)}@cavitestainless.example`;

  const owner = await newVisitor(browser, viewports.desktop);
  await signIn(owner.page, '/admin/team');
  await owner.page.getByLabel('Name', { exact: true }).fill('Jun the clerk');
  await owner.page.getByLabel('Email', { exact: true }).fill(staffEmail);
  await owner.page.getByLabel('Role', { exact: true }).selectOption('staff');
  await owner.page.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await owner.page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/admin\/invitation\?token=/);
  await screenshot(owner.page, 'team-invited-1280');
  // The queue emails it too (to the local outbox here): the Team screen says when it has gone.
  await expect
    .poll(
      async () => {
        await owner.page.goto(`${baseUrl}/admin/team`);
        return owner.page.locator('li', { hasText: `${staffEmail} (Staff), until` }).textContent();
      },
      // The queue hands a batch over within a second of the sending (wrangler.toml's
      // max_batch_timeout); twice a second, as each look is a page the worker renders.
      { timeout: 20_000, interval: 500 },
    )
    .toContain('link emailed');

  const staff = await newVisitor(browser, viewports.phone);
  // The link names the deployment's public address; the local worker answers at baseUrl.
  const { pathname, search } = new URL(link);
  await staff.page.goto(`${baseUrl}${pathname}${search}`);
  await staff.page.getByRole('heading', { name: 'Welcome, Jun the clerk' }).waitFor();
  await noSidewaysScroll(staff.page);
  await screenshot(staff.page, 'team-invitation-390');
  await staff.page.getByLabel('Choose a password').fill('jun clerk passphrase 2026');
  await staff.page.getByLabel('The password again').fill('jun clerk passphrase 2026');
  await staff.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await staff.page.waitForURL(/\/admin\/leads$/);

  await staff.page.goto(`${baseUrl}/admin/leads?q=${reference}`);
  await staff.page.getByRole('link', { name: reference }).click();
  await staff.page.getByLabel('Message').fill('Hi Liza, we can make the sink table. A quotation follows today.');
  await staff.page.getByRole('button', { name: 'Send reply' }).click();
  // Named by their name, not their email.
  const reply = staff.page.locator('.timeline__entry--email-out', { hasText: 'Jun the clerk' });
  await reply.waitFor();
  await noSidewaysScroll(staff.page);
  await screenshot(staff.page, 'team-staff-replied-390');

  const site = await staff.page.goto(`${baseUrl}/admin/site`);
  expect(site?.status()).toBe(403);
  expect(await staff.page.locator('main').textContent()).toContain('This part of the dashboard is for the owner');
  await noSidewaysScroll(staff.page);
  await screenshot(staff.page, 'team-staff-forbidden-390');
  await staff.page.getByRole('link', { name: 'Back to the leads' }).click();
  await staff.page.waitForURL(/\/admin\/leads$/);
  await staff.context.close();

  // The owner sees the clerk on the Team screen, on a phone too, and what they did in the audit.
  await owner.page.setViewportSize(viewports.phone);
  await owner.page.goto(`${baseUrl}/admin/team`);
  expect(await owner.page.locator('main').textContent()).toContain(staffEmail);
  await noSidewaysScroll(owner.page);
  await screenshot(owner.page, 'team-390');
  await owner.page.locator('.team-person', { hasText: staffEmail }).getByRole('link', { name: 'What they did' }).click();
  await owner.page.getByRole('heading', { name: 'Who did what' }).waitFor();
  expect(await owner.page.getByLabel('Person').inputValue()).toBe(staffEmail);
  const done = owner.page.locator('.timeline__entry', { hasText: 'Replied:' });
  expect(await done.textContent()).toContain('Jun the clerk');
  expect(await done.getByRole('link').textContent()).toBe(reference);
  await noSidewaysScroll(owner.page);
  await screenshot(owner.page, 'audit-390');
  await owner.page.goto(`${baseUrl}/admin/account`);
  await noSidewaysScroll(owner.page);
  await screenshot(owner.page, 'account-390');
  await owner.page.setViewportSize(viewports.desktop);
  await screenshot(owner.page, 'account-1280');
  await owner.page.goto(`${baseUrl}/admin/team`);
  await screenshot(owner.page, 'team-1280');
  await owner.context.close();
});
