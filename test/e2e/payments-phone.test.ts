// The down payment on a 390 px phone, locally (no PayMongo keys): the customer accepts a
// quotation, pays through the development checkout, and returns to "we are confirming your
// payment" until the signed webhook has been applied; the lead then shows paid and balance, the
// acknowledgement with the BIR phrase is in the outbox, and the overview shows the collected pesos
// under the campaign. A proof of transfer confirmed by the owner does the same.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { pdfText } from '../worker/pdf-text';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
import { campaignFigures } from './campaign-table';
import { queryD1 } from './local-state';
import { openOutboxEmail } from './outbox';
import { fitsThePhone, sentQuotation } from './sent-quotation';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A campaign of its own for each lead, so a retried test counts only its own payment. */
const newCampaign = () =>
  `tank-promo-${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
const pngProof = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

/**
 * A campaign lead with a quotation sent (as the builder stores it): one line of ₱73,680.00 before
 * VAT, total ₱82,521.60, 50% down payment ₱41,260.80. The customer's link path.
 */
async function quotedLead(name: string): Promise<{ leadId: number; reference: string; path: string; campaign: string }> {
  const campaign = newCampaign();
  const sent = await sentQuotation({
    customer: { name, company: null, email: 'ana@reyes-foods.example', phone: '+639171234567' },
    service: 'tanks-and-vessels',
    projectDetails: 'One 1,000 L jacketed mixing tank.',
    campaign: { source: 'facebook', medium: 'social', name: campaign },
    lines: [
      { kind: 'goods', quantityMilli: 1000, unitPriceCentavos: 7_368_000, description: 'Jacketed mixing tank, 1,000 L, 316', unit: 'unit' },
    ],
    depositPercent: 50,
    terms: { paymentTerms: '50% down payment, balance on delivery.', leadTime: '3 weeks', deliveryTerms: 'Delivered in Cavite' },
    paymentDetails: 'BPI 1234-5678-90 (Cavite Stainless)\nGCash 0917 123 4567',
  });
  return { ...sent, campaign };
}

async function accept(page: Page, path: string, reference: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Your name').fill('Ana Reyes');
  await page.getByLabel('Position').fill('Owner');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: `Accept ${reference}` }).click();
  await page.getByText('your acceptance is recorded').waitFor();
}

/** The acknowledgement PDF attached to the open outbox email, as text. */
async function attachedPdfText(page: Page) {
  const file = page.getByRole('link', { name: /^AP-\d{6}\.pdf/ });
  const response = await page.request.get(new URL((await file.getAttribute('href'))!, baseUrl).href);
  return pdfText(new Uint8Array(await response.body()));
}

it('accept, pay through the development checkout, and the lead shows paid and balance with the acknowledgement sent', async () => {
  const { leadId, reference, path, campaign } = await quotedLead('Ana Reyes');
  const customer = await newVisitor(browser, viewports.phone);
  const { page } = customer;
  await accept(page, path, reference);
  const payment = page.locator('section', { has: page.getByRole('heading', { name: 'Payment' }) });
  expect(await payment.textContent()).toContain('Down payment due (50%)₱41,260.80');
  expect(await payment.textContent()).toContain('Balance₱82,521.60');
  await fitsThePhone(page);
  await screenshot(page, 'payment-customer-390');

  expect(await page.getByLabel('Amount (₱)').inputValue()).toBe('41,260.80');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('heading', { name: 'Pay ₱41,260.80' }).waitFor();
  expect(await page.getByRole('radio', { name: /QR Ph/ }).isChecked()).toBe(true);
  await fitsThePhone(page);
  await screenshot(page, 'payment-dev-checkout-390');
  await page.getByRole('button', { name: 'Pay ₱41,260.80' }).click();
  // Back on the quotation: "confirming" while the queue applies the webhook (the page reloads itself
  // until it is in), or "confirmed" at once when the queue was quicker than the redirect.
  await page.getByText(/we are confirming your payment|PayMongo has confirmed your payment/).waitFor();
  await expect.poll(async () => (await payment.textContent()) ?? '', { timeout: 30_000 }).toContain('Paid₱41,260.80');
  expect(await payment.textContent()).toContain('Balance₱41,260.80');
  await fitsThePhone(page);
  await screenshot(page, 'payment-customer-paid-390');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, 'payment-customer-paid-1280');
  expect(customer.problems).toEqual([]);
  await customer.context.close();

  expect(await queryD1(`SELECT paid_centavos FROM leads WHERE id = ${leadId}`)).toEqual([{ paid_centavos: 4_126_080 }]);
  const owner = await newVisitor(browser, viewports.phone);
  await signIn(owner.page, `/admin/leads/${leadId}`);
  const standing = await owner.page.locator('.lead-standing').textContent();
  expect(standing).toContain('Accepted ₱82,521.60');
  expect(standing).toContain('Paid ₱41,260.80 · balance ₱41,260.80');
  await openOutboxEmail(owner.page, `Payment received: ₱41,260.80 on ${reference}`);
  const text = await attachedPdfText(owner.page);
  expect(text).toContain('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX');
  expect(text).toContain('PHP 41,260.80');
  expect(text).toContain('QR Ph');

  const today = manilaDay(new Date());
  await owner.page.goto(`${baseUrl}/admin?from=${today}&to=${today}`);
  expect((await campaignFigures(owner.page, campaign)).Collected).toBe('₱41,260.80');
  expect(owner.problems).toEqual([]);
  await owner.context.close();
});

it('a proof of transfer waits under Needs action until the owner confirms it with one tap', async () => {
  const { leadId, reference, path } = await quotedLead('Ben Cruz');
  const customer = await newVisitor(browser, viewports.phone);
  await accept(customer.page, path, reference);
  const form = customer.page.locator('form', { has: customer.page.getByRole('heading', { name: 'I paid by bank transfer / GCash' }) });
  await form.getByLabel('Reference number').fill('BPI 2026-1128-7788');
  await form.getByLabel('Amount paid (₱)').fill('41,260.80');
  await form.getByLabel('Proof of payment').setInputFiles({ name: 'bpi-transfer.png', mimeType: 'image/png', buffer: pngProof });
  await form.getByRole('button', { name: 'Send the proof' }).click();
  await customer.page.getByText('we received your proof of payment').waitFor();
  expect(await customer.page.locator('.payment').textContent()).toContain('Paid₱0.00');
  await customer.context.close();

  const owner = await newVisitor(browser, viewports.phone);
  await signIn(owner.page, '/admin');
  expect(await owner.page.getByText('Proof of a ₱41,260.80 transfer').count()).toBeGreaterThan(0);
  await owner.page.goto(`${baseUrl}/admin/leads/${leadId}/payments`);
  await fitsThePhone(owner.page);
  await screenshot(owner.page, 'payment-owner-proof-390');
  await owner.page.setViewportSize(viewports.desktop);
  await screenshot(owner.page, 'payment-owner-proof-1280');
  await owner.page.setViewportSize(viewports.phone);
  await owner.page.getByRole('button', { name: 'Received ₱41,260.80' }).click();
  await owner.page.getByText('Payment confirmed').waitFor();
  expect(await queryD1(`SELECT paid_centavos FROM leads WHERE id = ${leadId}`)).toEqual([{ paid_centavos: 4_126_080 }]);
  await owner.page.goto(`${baseUrl}/admin/leads/${leadId}`);
  expect(await owner.page.locator('.lead-standing').textContent()).toContain('Paid ₱41,260.80 · balance ₱41,260.80');
  await openOutboxEmail(owner.page, `Payment received: ₱41,260.80 on ${reference}`);
  expect(await attachedPdfText(owner.page)).toContain('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX');
  expect(owner.problems).toEqual([]);
  await owner.context.close();
});
