// An operator answers a lead from its page with a template and a PDF, and finds the email in the
// local outbox, as `npm start` keeps it without RESEND_API_KEY.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
import { closeR2, queryD1, r2Object } from './local-state';
import { openOutboxEmail } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeR2();
});

const quotationPdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('answering a lead from the dashboard', () => {
  it('sends the quotation with a PDF (outbox), shows the customer’s emailed answer on the timeline, then erases it all', async () => {
    const sent = await fetch(`${baseUrl}/api/quotes`, {
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
    await signIn(page, `/admin/leads?q=${lead.reference}`);
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

    await page.getByRole('link', { name: 'Outbox (development)' }).click();
    await page.waitForURL(/\/admin\/outbox$/);
    expect(await openOutboxEmail(page, `Quotation for your request ${lead.reference}`)).toBe(1);
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

    // The customer answers the reply address with a revised drawing, as Email Routing would hand it over.
    const answer = (await readFile(new URL('../fixtures/mail/multipart-pdf.eml', import.meta.url), 'utf8')).replaceAll(
      'Q-2026-700123',
      lead.reference,
    );
    const to = `quotes+${lead.reference}@cavitestainless.example`;
    const received = await fetch(
      `${baseUrl}/cdn-cgi/handler/email?${new URLSearchParams({ from: 'ramon.cruz@lagunafoods.example', to })}`,
      { method: 'POST', body: answer },
    );
    expect(received.ok, await received.clone().text()).toBe(true);
    await page.goto(`${baseUrl}/admin/leads?q=${lead.reference}`);
    await page.getByRole('link', { name: lead.reference }).click();
    const emailIn = page.locator('.timeline__entry--email-in');
    await emailIn.waitFor();
    expect(await emailIn.textContent()).toContain(`Re: Quotation ${lead.reference} - revised drawing`);
    expect(await emailIn.getByRole('link', { name: 'GA drawing rev3.pdf' }).count()).toBe(1);
    await screenshot(page, 'dashboard-lead-answer-in-1280');

    // Erased on the customer's request: every row and file about the lead goes, an audit row stays.
    const files = await queryD1<{ r2_key: string }>(
      `SELECT a.r2_key FROM lead_message_attachments a JOIN lead_messages m ON m.id = a.message_id JOIN leads l ON l.id = m.lead_id WHERE l.email = 'ramon@villanueva-bakery.example'
       UNION ALL SELECT a.r2_key FROM inbound_attachments a JOIN inbound_messages m ON m.id = a.message_id JOIN leads l ON l.id = m.lead_id WHERE l.email = 'ramon@villanueva-bakery.example' AND a.r2_key IS NOT NULL`,
    );
    expect(files).toHaveLength(2);
    for (const { r2_key } of files) expect((await r2Object(r2_key)).byteLength).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Erase this lead on request/ }).click();
    await page.getByLabel(/^Why/).fill('Erasure requested by the customer by email');
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText(lead.reference).first().waitFor();
    expect(await queryD1(`SELECT id FROM leads WHERE email = 'ramon@villanueva-bakery.example'`)).toEqual([]);
    expect(await queryD1<{ reason: string }>(`SELECT reason FROM lead_erasures WHERE reference = '${lead.reference}'`)).toEqual([
      { reason: 'Erasure requested by the customer by email' },
    ]);
    for (const { r2_key } of files) await expect(r2Object(r2_key)).rejects.toThrow();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
