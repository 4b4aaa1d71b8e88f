// Messenger and WhatsApp on one machine, on a 390 px phone: a signed Messenger message with a photo
// (sent by the development page "as a customer") becomes a lead from Messenger with the photo under
// Drawings and needing a reply; the owner answers from the lead page; the Graph request is kept in
// the Outbox (development) and the timeline shows the answer by name; the same for WhatsApp; each
// lead counts under its channel in Leads by source.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
import { phoneForPeople } from '../../src/shared/phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A small JPEG: its marker bytes are all the worker checks. */
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);

/** Waits on the local queue: a reload twice a second, each a page the worker renders. */
const queuePoll = { timeout: 30_000, interval: 500 };

/** The development page's message; the lead it went to, once the queue has handled it. */
async function messageAsCustomer(page: Page, channel: 'Messenger' | 'WhatsApp', person: string, text: string, withPhoto: boolean) {
  await page.goto(`${baseUrl}/admin/chat-dev`);
  await noSidewaysScroll(page);
  await page.getByLabel(channel, { exact: true }).check();
  await page.getByLabel(/The customer's id/).fill(person);
  await page.getByLabel('Message', { exact: true }).fill(text);
  if (withPhoto)
    await page.getByLabel('Photo or drawing (optional)').setInputFiles({ name: 'tank-sketch.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Send as the customer' }).click();
  await page.waitForURL(/\/admin\/chat-dev\?channel=/);
  // The queue hands the message to the worker within a second or so; the page says when it is on a lead.
  const link = page.getByRole('link', { name: 'Open the lead' });
  await expect.poll(async () => (await link.isVisible()) || (await page.reload(), false), queuePoll).toBe(true);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/admin\/leads\/\d+$/);
  return href!;
}

/** Reloads until the timeline says this (the answer goes out through the queue). */
async function untilTimelineSays(page: Page, words: RegExp) {
  const timeline = page.locator('#timeline');
  await expect
    .poll(async () => {
      const text = (await timeline.textContent()) ?? '';
      if (!words.test(text)) await page.reload();
      return text;
    }, queuePoll)
    .toMatch(words);
}

it('brings a Messenger conversation with a photo in as a lead, and sends the owner’s answer through the Graph API stand-in', async () => {
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/chat-dev');
  const psid = `2600${Date.now()}`.slice(0, 17);
  const leadPath = await messageAsCustomer(page, 'Messenger', psid, 'Hello po, pa-quote ng 304 tank, 1,000 L. Ito po ang sketch.', true);

  await page.goto(`${baseUrl}${leadPath}`);
  await noSidewaysScroll(page);
  const drawings = page.locator('section', { has: page.getByRole('heading', { name: 'Drawings' }) });
  expect(await drawings.textContent()).toMatch(/By Messenger, \w{3} \d{1,2}, \d{4}/);
  expect(await page.locator('#timeline').textContent()).toContain('Messenger message from the customer');
  expect(await page.locator('#chat-reply').textContent()).toMatch(/You can reply for (23|24) more hours\./);
  await screenshot(page, 'chat-lead-390');

  const list = await (await page.request.get(`${baseUrl}/admin/leads?reply=1`)).text();
  expect(list).toContain(`href="${leadPath}"`);

  await page.getByLabel('Message', { exact: true }).fill('Salamat po! Magpapadala po kami ng quotation ngayong araw.');
  await page.getByRole('button', { name: 'Send on Messenger' }).click();
  await page.waitForURL(/done=reply#done$/);
  await untilTimelineSays(page, /Answer on Messenger by [^:]+: sent/);
  await noSidewaysScroll(page);
  await screenshot(page, 'chat-answered-390');

  // The request the worker would have made to the Send API, kept by the stand-in.
  await page.goto(`${baseUrl}/admin/outbox`);
  await page.getByRole('link', { name: 'POST /v25.0/100000000000001/messages' }).first().click();
  // The exact body the Send API would have had.
  expect(await page.locator('main').textContent()).toContain(
    JSON.stringify({
      recipient: { id: psid },
      messaging_type: 'RESPONSE',
      message: { text: 'Salamat po! Magpapadala po kami ng quotation ngayong araw.' },
    }),
  );
  await context.close();
});

it('does the same for WhatsApp, and counts both leads under their channels in Leads by source', async () => {
  const { context, page } = await newVisitor(browser, viewports.phone);
  await signIn(page, '/admin/chat-dev');
  const number = `6391${String(Date.now()).slice(-8)}`;
  const leadPath = await messageAsCustomer(page, 'WhatsApp', number, 'Good day, may stock po ba kayo ng 316 pipe?', false);
  await page.goto(`${baseUrl}${leadPath}`);
  // The number as people write it (+63 919 123 4567).
  expect(await page.locator('main').textContent()).toContain(phoneForPeople(`+${number}`));
  await page.getByLabel('Message', { exact: true }).fill('Meron po. Ilang piraso po?');
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await page.waitForURL(/done=reply#done$/);
  await untilTimelineSays(page, /Answer on WhatsApp by [^:]+: sent/);

  // The same pages on a desktop screen, for a look.
  await page.setViewportSize(viewports.desktop);
  await page.reload();
  await screenshot(page, 'chat-lead-1280');
  await page.goto(`${baseUrl}/admin/chat-dev`);
  await screenshot(page, 'chat-dev-1280');
  await page.setViewportSize(viewports.phone);

  await page.goto(`${baseUrl}/admin?period=this-month`);
  const sources = page.locator('#leads-by-source');
  expect(await sources.getByRole('link', { name: 'Messenger' }).count()).toBe(1);
  expect(await sources.getByRole('link', { name: 'WhatsApp' }).count()).toBe(1);
  await noSidewaysScroll(page);
  await context.close();
});
