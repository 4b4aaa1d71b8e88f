// From an accepted order to its delivery on a 390 px phone: the customer accepts (the job is made),
// the owner uploads a mill certificate with its heat number and names the heat on a line, the
// customer's order page lists the certificate, the owner schedules a delivery whose receipt PDF
// prints the heat number, a photo marks it delivered and the job closes. Screenshots at 390 and
// 1280 px of the delivery panel, the certificate library and the customer's sections.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, manilaDay } from '../../src/shared/business-time';
import { jpeg } from '../worker/image-bytes';
import { pdfText } from '../worker/pdf-text';
import { baseUrl, launchBrowser, newVisitor, partScreenshot, screenshot, signIn, viewports } from './browser';
import { queryD1 } from './local-state';
import { fitsThePhone, sentQuotation } from './sent-quotation';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A supply order sent as the builder stores it: 10 sheets and 3 pipes. The customer's link path. */
async function quotedLead() {
  return sentQuotation({
    customer: { name: 'Ana Reyes', company: null, email: 'ana@reyes-foods.example', phone: '+639171234567' },
    service: 'material-supply',
    projectDetails: 'Sheets and pipes for a kitchen line.',
    lines: [
      { kind: 'goods', quantityMilli: 10_000, unitPriceCentavos: 580_000, description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet' },
      { kind: 'goods', quantityMilli: 3_000, unitPriceCentavos: 420_000, description: 'Pipe NPS 2 Sch 10S, 6 m, 304', unit: 'length' },
    ],
    depositPercent: 0,
    terms: { paymentTerms: 'Cash on delivery.', leadTime: '1 week', deliveryTerms: 'Delivered in Cavite' },
    paymentDetails: '',
  });
}

/** The page at 390 px (checked to fit) and at 1280 px, as screenshots; and the part that is this feature's on its own. */
async function bothWidths(page: Page, name: string, part?: string) {
  for (const [width, viewport] of [
    [390, viewports.phone],
    [1280, viewports.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    if (width === 390) await fitsThePhone(page);
    await screenshot(page, `${name}-${width}`);
    if (part) await partScreenshot(page.locator(part), `${name}-${width}-part`);
  }
  await page.setViewportSize(viewports.phone);
}

it('a certificate by heat number on a line, a delivery with its receipt, a photo, and the job closes', { timeout: 180_000 }, async () => {
  const { leadId, reference, path } = await quotedLead();
  const customer = await newVisitor(browser, viewports.phone);
  await customer.page.goto(`${baseUrl}${path}`);
  await customer.page.getByLabel('Your name').fill('Ana Reyes');
  await customer.page.getByLabel('Position').fill('Owner');
  await customer.page.getByRole('checkbox').check();
  await customer.page.getByRole('button', { name: `Accept ${reference}` }).click();
  await customer.page.getByText('your acceptance is recorded').waitFor();
  const [job] = await queryD1<{ id: number }>(`SELECT id FROM jobs WHERE lead_id = ${leadId}`);
  expect(job).toBeDefined();

  const owner = await newVisitor(browser, viewports.phone);
  const { page } = owner;
  await signIn(page, '/admin/certificates');
  const heat = `S24-${randomUUID().replace(/\D/g, '').slice(0, 5).padEnd(5, '1')}`;
  await page.getByLabel('Certificate (PDF)').setInputFiles({
    name: 'mtc-304-sheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await page.getByLabel('Heat numbers').fill(heat.toLowerCase());
  await page.getByLabel('Grade').fill('304');
  await page.getByLabel('Product').fill('Sheet 1.5 mm 4x8 2B');
  await page.getByRole('button', { name: 'Upload the certificate' }).click();
  await page.getByText('Certificate uploaded').waitFor();
  await expect.poll(() => page.getByText(`Heat ${heat}`).count()).toBeGreaterThan(0);
  await bothWidths(page, 'certificate-library');

  await page.goto(`${baseUrl}/admin/jobs/${job!.id}`);
  const certificates = page.locator('#certificates');
  await certificates.getByLabel('Line').selectOption({ label: '1. Sheet 1.5 mm 4x8 2B, 304' });
  await certificates.getByLabel('Heat number').fill(heat);
  await certificates.getByRole('button', { name: 'Name the heat on the line' }).click();
  await page
    .locator('#certificates')
    .getByRole('link', { name: `Heat ${heat}` })
    .waitFor();

  await customer.page.reload();
  const customerCertificates = customer.page.locator('section', { has: customer.page.getByRole('heading', { name: 'Mill certificates' }) });
  await customerCertificates.getByRole('link', { name: `Heat ${heat}` }).waitFor();

  await bothWidths(page, 'job-certificates', '#certificates');

  // The whole order on one trip.
  await bothWidths(page, 'delivery-form', '#deliveries');
  const deliveries = page.locator('#deliveries');
  await deliveries.getByLabel('Day').fill(addDays(manilaDay(new Date()), 1));
  await deliveries.getByLabel('Address').fill('Lot 4, Anabu II-D, Imus, Cavite');
  await deliveries.getByLabel('Driver').fill('Jun Dela Cruz');
  await deliveries.getByLabel('Plate number').fill('NBC 1234');
  await deliveries.getByRole('button', { name: 'Schedule the delivery' }).click();
  await page.locator('#deliveries').getByRole('link', { name: 'Delivery receipt (PDF)' }).waitFor();
  await page.locator('#deliveries').scrollIntoViewIfNeeded();
  await bothWidths(page, 'delivery-panel', '#deliveries');

  const receiptHref = await page.locator('#deliveries').getByRole('link', { name: 'Delivery receipt (PDF)' }).getAttribute('href');
  const receipt = await page.request.get(new URL(receiptHref!, baseUrl).href);
  expect(receipt.status()).toBe(200);
  const text = await pdfText(new Uint8Array(await receipt.body()));
  expect(text).toContain(heat);
  expect(text).toContain('Received in good order');
  expect(text).toContain('10 sheets');

  await customer.page.reload();
  await customer.page.getByRole('heading', { name: 'Deliveries' }).waitFor();
  await customer.page.getByRole('link', { name: 'Delivery receipt (PDF)' }).waitFor();
  await bothWidths(customer.page, 'order-deliveries-and-certificates', '.order-deliveries');

  await page
    .locator('#deliveries')
    .getByLabel('Photo of the signed receipt or of the goods delivered')
    .setInputFiles({
      name: 'signed-receipt.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg(640, 480, 'signed receipt', { exif: true })),
    });
  await page.locator('#deliveries').getByLabel('Received by (optional)').fill('Maria Santos');
  await page.locator('#deliveries').getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByText('Every line is delivered: the job is closed.').waitFor();
  await bothWidths(page, 'delivery-panel-delivered', '#deliveries');
  const [closed] = await queryD1<{ stage: string; closed_at: string | null }>(`SELECT stage, closed_at FROM jobs WHERE id = ${job!.id}`);
  expect(closed!.stage).toBe('delivered');
  expect(closed!.closed_at).not.toBeNull();

  await customer.page.reload();
  await customer.page.getByText('Everything on your order is delivered.').waitFor();
  await fitsThePhone(customer.page);
  expect(owner.problems).toEqual([]);
  expect(customer.problems).toEqual([]);
  await customer.context.close();
  await owner.context.close();
});
