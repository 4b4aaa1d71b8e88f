// The customer's answers joined up, on a 390 px phone: the owner sends a quotation; the customer
// asks for changes, and the lead's header shows the open question; the customer then accepts the
// unchanged version, and the owner sees the acceptance flagged on the lead and first in Needs
// action, with the PO no. in the header. Screenshots at 390 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newLead, newVisitor, screenshot, signIn, viewports } from './browser';
import { queryD1 } from './local-state';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing on the page is wider than the phone. */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

it('flags an acceptance that came after a change request no revision answered, on the lead and in Needs action', async () => {
  const leadId = await newLead({ fullName: 'Teodoro Macaraeg', company: 'Macaraeg Kitchens', email: 'teodoro@macaraeg-kitchens.example' });
  const owner = await newVisitor(browser, viewports.phone);
  const { page } = owner;
  await signIn(page, `/admin/leads/${leadId}`);
  await page.getByRole('link', { name: 'Create quotation' }).click();
  await page.getByRole('heading', { name: 'Quotation' }).waitFor();
  await page.locator('#line-0-price').fill('18,500');
  const reference = (await page.getByRole('button', { name: /^Preview Q-/ }).textContent())!.replace('Preview ', '');
  await page.getByRole('button', { name: `Preview ${reference}` }).click();
  await page.getByRole('button', { name: `Send ${reference}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${reference} queued` })
    .waitFor();

  // The customer, on a phone, asks for changes, then accepts the same version with a PO no.
  const [{ text }] = await queryD1<{ text: string }>(`SELECT text FROM lead_messages WHERE lead_id = ${leadId} ORDER BY id LIMIT 1`);
  const link = new URL(/https?:\/\/\S+\/quotation\/[\w-]{43}/.exec(text)![0]).pathname;
  const customer = await newVisitor(browser, viewports.phone);
  await customer.page.goto(`${baseUrl}${link}`);
  await customer.page.getByLabel('What should change (sizes, quantities, grade, delivery)?').fill('Six brackets, not twenty, please.');
  await customer.page.getByRole('button', { name: 'Send my request' }).click();
  await customer.page.waitForURL(/answered=changes/);

  await page.goto(`${baseUrl}/admin/leads/${leadId}`);
  const standing = page.locator('.lead-standing');
  expect(await standing.textContent()).toContain('Open question: Changes asked');
  expect(await standing.textContent()).toContain('“Six brackets, not twenty, please.”');
  expect(await standing.getByRole('link', { name: 'Make a revision' }).count()).toBe(1);
  await noSidewaysScroll(page);
  await screenshot(page, 'lead-open-question-390');

  await customer.page.goto(`${baseUrl}${link}`);
  await customer.page.getByLabel('Your name').fill('Teodoro Macaraeg');
  await customer.page.getByLabel('Position').fill('Owner');
  await customer.page.getByLabel('PO number (optional)').fill('MK-PO-0088');
  await customer.page.getByRole('checkbox').check();
  await customer.page.getByRole('button', { name: `Accept ${reference}` }).click();
  await customer.page.getByText('your acceptance is recorded').waitFor();
  await customer.context.close();

  // The owner's lead: the money and the PO no. in the header, the acceptance flagged, no message to "reply" to.
  await page.goto(`${baseUrl}/admin/leads/${leadId}`);
  const flag = page.getByRole('note').filter({ hasText: 'Accepted over a change request' });
  await flag.waitFor();
  expect(await flag.textContent()).toContain('“Six brackets, not twenty, please.”');
  expect(await standing.textContent()).toContain('PO no. MK-PO-0088');
  expect(await standing.textContent()).not.toContain('Open question');
  expect(await page.getByRole('heading', { name: 'Accepted: next step' }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'The customer wrote: waiting for your reply' }).count()).toBe(0);
  await noSidewaysScroll(page);
  await screenshot(page, 'lead-accepted-over-changes-390');

  // Needs action marks it, ahead of every lead merely waiting for a reply.
  await page.goto(`${baseUrl}/admin`);
  const item = page.locator('.needs-action__list li', { hasText: reference });
  expect(await item.textContent()).toContain(`Accepted ${reference} unchanged after asking for a change no revision answered`);
  expect(await item.getAttribute('class')).toBe('needs-action__flagged');
  const listed = await page.locator('.needs-action__list li').evaluateAll((items) =>
    items.map((li) => ({
      flagged: li.classList.contains('needs-action__flagged'),
      waiting: /waiting for your reply/.test(li.textContent ?? ''),
    })),
  );
  const firstWaiting = listed.findIndex((entry) => entry.waiting);
  expect(firstWaiting === -1 || listed.findIndex((entry) => entry.flagged) < firstWaiting).toBe(true);
  await noSidewaysScroll(page);
  await screenshot(page, 'needs-action-flagged-390');
  expect(owner.problems).toEqual([]);
  await owner.context.close();

  const desk = await newVisitor(browser, viewports.desktop);
  await signIn(desk.page, `/admin/leads/${leadId}`);
  await screenshot(desk.page, 'lead-accepted-over-changes-1280');
  await desk.page.goto(`${baseUrl}/admin`);
  await screenshot(desk.page, 'needs-action-flagged-1280');
  await desk.context.close();
});
