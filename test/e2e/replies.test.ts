// An operator answers a lead from its page with a template and a PDF, and finds the email in the
// local outbox, as `npm start` keeps it without RESEND_API_KEY.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAdminPassword } from '../../scripts/local-settings.mjs';
import { baseUrl, launchBrowser, newVisitor, screenshot, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const quotationPdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('answering a lead from the dashboard', () => {
  it('sends the quotation template with a PDF and shows it in the outbox with its rendered HTML', async () => {
    const sent = await fetch(`${baseUrl}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        fullName: 'Ramon Villanueva',
        email: 'ramon@villanueva-bakery.example',
        phone: '0917 555 0101',
        service: 'processing-equipment',
        projectDetails: 'Two 304 work tables with undershelf, 1800 x 700 mm, for a bakery.',
        grade: '304',
        finish: 'not-sure',
        preferredContact: 'email',
        attachments: [],
        privacyConsent: true,
        turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { lead } = (await sent.json()) as { lead: { reference: string } };

    const { context, page, problems } = await newVisitor(browser, viewports.desktop);
    await page.goto(`${baseUrl}/admin/leads?q=${lead.reference}`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Password').fill(localAdminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: lead.reference }).click();
    await page.getByRole('heading', { name: new RegExp(lead.reference) }).waitFor();

    await page.getByLabel('Start from').selectOption({ label: 'Quotation attached' });
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe(`Quotation for your request ${lead.reference}`);
    expect(await page.getByLabel('Message').inputValue()).toContain('Hi Ramon Villanueva,');
    await page.getByLabel('Attachments').setInputFiles({ name: 'Quotation tables.pdf', mimeType: 'application/pdf', buffer: quotationPdf });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('.timeline__entry--email-out', { hasText: 'Quotation for your request' }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('quoted');
    await screenshot(page, 'dashboard-lead-replied-1280');

    // The local queue delivers within a few seconds (max_batch_timeout).
    await page.getByRole('link', { name: 'Outbox (development)' }).click();
    const subject = `Quotation for your request ${lead.reference}`;
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('link', { name: subject }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('heading', { name: subject }).waitFor();
    expect(await page.getByRole('link', { name: 'Quotation tables.pdf' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain(`quotes+${lead.reference}@`);

    const frame = page.frameLocator('iframe.email-frame');
    await frame.getByText('Hi Ramon Villanueva,').waitFor();
    // Inline styles apply inside the sandboxed frame: the email's card has its white background.
    const background = await page
      .frames()
      .find((f) => f !== page.mainFrame())!
      .evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(245, 247, 249)');
    await screenshot(page, 'dashboard-outbox-email-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});
