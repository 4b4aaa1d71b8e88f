// Shop drawings on a 390 px phone (issue 39): the customer accepts a quotation, the owner sends a
// shop drawing from the job page, the customer approves it on the order page (with scripts, and
// without them after asking for changes with a marked-up file and getting a revision), and the
// owner sees it approved and moves the job past "Shop drawing approval" with one tap, no confirm.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, partScreenshot, screenshot, signIn, viewports } from './browser';
import { queryD1, r2Object } from './local-state';
import { fitsThePhone, sentQuotation } from './sent-quotation';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pdf = (title: string) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
/** A whole 1 x 1 PNG: a marked-up photo is read to its end to drop its metadata, so a cut-off one is refused. */
const pngMarkup = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** A lead with a quotation sent as the builder stores it: a tank to make (a service line), so a fabrication job once accepted. */
async function quotedLead(name: string) {
  return sentQuotation({
    customer: { name, company: 'Bautista Bakery', email: 'lito@bautista-bakery.example', phone: '+639181112222' },
    service: 'tanks-and-vessels',
    projectDetails: 'Two 300 L dough troughs.',
    lines: [
      {
        kind: 'service',
        quantityMilli: 2000,
        unitPriceCentavos: 4_800_000,
        description: 'Dough trough, 300 L, 304 2B, on casters',
        unit: 'unit',
      },
    ],
    depositPercent: 50,
    terms: { paymentTerms: '50% down payment.', leadTime: '3 weeks', deliveryTerms: 'Cavite' },
    paymentDetails: 'BPI 1234-5678-90 (Cavite Stainless)',
  });
}

/** The customer accepts on the quotation's page; the job it made. */
async function acceptedJob(page: Page, name: string) {
  const { leadId, reference, path } = await quotedLead(name);
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Position').fill('Owner');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: `Accept ${reference}` }).click();
  await page.getByText('your acceptance is recorded').waitFor();
  const [job] = await queryD1<{ id: number }>(`SELECT id FROM jobs WHERE lead_id = ${leadId}`);
  return { path, jobId: job!.id };
}

/** The owner sends a drawing from the job page's panel. */
async function sendDrawing(page: Page, jobId: number, name: string, note: string) {
  await page.goto(`${baseUrl}/admin/jobs/${jobId}#drawings`);
  const panel = page.locator('#drawings');
  await panel.getByLabel('Drawing file').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  await panel.getByLabel('Note for the customer (optional)').fill(note);
  await panel.getByRole('button', { name: 'Send for approval' }).click();
  await page.waitForURL(new RegExp(`/admin/jobs/${jobId}#drawings$`));
}

it('the owner sends a shop drawing, the customer approves it on the order page, and the job moves on with one tap', async () => {
  const customer = await newVisitor(browser, viewports.phone);
  const { path, jobId } = await acceptedJob(customer.page, 'Lito Bautista');
  const owner = await newVisitor(browser, viewports.phone);
  await signIn(owner.page, `/admin/jobs/${jobId}`);
  await sendDrawing(owner.page, jobId, 'Dough trough GA.pdf', 'Casters moved inboard; drain at the front.');
  const panel = owner.page.locator('#drawings');
  await expect.poll(() => panel.textContent()).toContain('Waiting for the customer');
  const [stored] = await queryD1<{ r2_key: string }>(`SELECT r2_key FROM job_drawings WHERE job_id = ${jobId}`);
  expect((await r2Object(stored!.r2_key)).toString()).toContain('Dough trough GA.pdf');
  await fitsThePhone(owner.page);
  await partScreenshot(panel, 'drawings-owner-panel-390');

  await customer.page.goto(`${baseUrl}${path}`);
  const section = customer.page.locator('section.drawings');
  await expect.poll(() => section.textContent()).toContain('Casters moved inboard; drain at the front.');
  await fitsThePhone(customer.page);
  await screenshot(customer.page, 'drawings-customer-390');
  await partScreenshot(section, 'drawings-customer-section-390');
  await customer.page.setViewportSize(viewports.desktop);
  await partScreenshot(section, 'drawings-customer-section-1280');
  await customer.page.setViewportSize(viewports.phone);
  await section.locator('#approverName').fill('Lito Bautista');
  await section.getByRole('button', { name: 'Approve the drawing' }).click();
  await customer.page.getByText('your approval of the shop drawing is recorded').waitFor();
  expect(await section.textContent()).toMatch(/Approved by Lito Bautista on/);
  expect(customer.problems).toEqual([]);

  await owner.page.reload();
  expect(await panel.textContent()).toContain('Approved by Lito Bautista');
  await owner.page.setViewportSize(viewports.desktop);
  await partScreenshot(panel, 'drawings-owner-panel-1280');
  await owner.page.setViewportSize(viewports.phone);
  await owner.page.getByRole('button', { name: 'Move to Materials' }).click();
  await owner.page.waitForURL(/done=moved/);
  await owner.page.getByText('Moved to Materials').first().waitFor();
  const [job] = await queryD1<{ stage: string }>(`SELECT stage FROM jobs WHERE id = ${jobId}`);
  expect(job!.stage).toBe('materials');
  expect(await queryD1(`SELECT id FROM job_events WHERE job_id = ${jobId} AND kind = 'drawing-gate-confirmed'`)).toEqual([]);
  await customer.context.close();
  await owner.context.close();
});

it('without scripts: the customer asks for changes with a marked-up file, then approves the revision that replaces it', async () => {
  const accepting = await newVisitor(browser, viewports.phone);
  const { path, jobId } = await acceptedJob(accepting.page, 'Nena Bautista');
  await accepting.context.close();
  const owner = await newVisitor(browser, viewports.phone);
  await signIn(owner.page, `/admin/jobs/${jobId}`);
  await sendDrawing(owner.page, jobId, 'Trough rev A.pdf', 'First issue.');

  const customer = await newVisitor(browser, viewports.phone, { javaScriptEnabled: false });
  await customer.page.goto(`${baseUrl}${path}`);
  const section = customer.page.locator('section.drawings');
  await section.locator('#changesName').fill('Nena Bautista');
  await section.getByLabel('What should change?').fill('Make the casters lockable, all four.');
  await section.getByLabel(/Marked-up drawing/).setInputFiles({ name: 'marks.png', mimeType: 'image/png', buffer: pngMarkup });
  await section.getByRole('button', { name: 'Send my changes' }).click();
  await customer.page.getByText('your changes to the shop drawing are with us').waitFor();

  // Asking for changes is the owner's to act on: the panel shows the comment and the markup; a revision replaces it.
  await owner.page.reload();
  const panel = owner.page.locator('#drawings');
  expect(await panel.textContent()).toContain('Make the casters lockable, all four.');
  expect(await panel.getByRole('link', { name: /marks\.png/ }).count()).toBe(1);
  await sendDrawing(owner.page, jobId, 'Trough rev B.pdf', 'Lockable casters on all four.');

  await customer.page.goto(`${baseUrl}${path}`);
  expect(await section.textContent()).toMatch(/Shop drawing rev\. 1, sent [^)]*: superseded/);
  await fitsThePhone(customer.page);
  await partScreenshot(section, 'drawings-customer-revision-390');
  await section.locator('#approverName').fill('Nena Bautista');
  await section.getByRole('button', { name: 'Approve the drawing' }).click();
  await customer.page.getByText('your approval of the shop drawing is recorded').waitFor();

  await owner.page.reload();
  const text = await panel.textContent();
  expect(text).toContain('Shop drawing rev. 2');
  expect(text).toContain('Approved by Nena Bautista');
  expect(text).toContain('Changes asked');
  await fitsThePhone(owner.page);
  await partScreenshot(panel, 'drawings-owner-history-390');
  await owner.page.getByRole('button', { name: 'Move to Materials' }).click();
  await owner.page.waitForURL(/done=moved/);
  const [job] = await queryD1<{ stage: string }>(`SELECT stage FROM jobs WHERE id = ${jobId}`);
  expect(job!.stage).toBe('materials');
  await customer.context.close();
  await owner.context.close();
});
