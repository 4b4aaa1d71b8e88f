// A job on a 390 px phone (issue 39): the customer accepts a quotation on its page, the job is on
// the board, the owner moves it on to Welding with one tap per stage and adds a photo from the
// camera, and the customer's order page shows the stage and the photo; the notice of the stage
// they are told of ("Cutting and forming") is in the development outbox. Nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
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

/** A lead with a quotation sent (as the builder stores it): a tank to make (a service line), so a fabrication job. */
async function quotedLead(name: string) {
  return sentQuotation({
    customer: { name, company: 'Dizon Dairy', email: 'carlo@dizon-dairy.example', phone: '+639181234567' },
    service: 'tanks-and-vessels',
    projectDetails: 'One 500 L holding tank.',
    lines: [
      { kind: 'goods', quantityMilli: 4000, unitPriceCentavos: 1_250_000, description: 'Sheet 304 2B 1.5 mm x 4 ft x 8 ft', unit: 'sheet' },
      {
        kind: 'service',
        quantityMilli: 1000,
        unitPriceCentavos: 3_500_000,
        description: 'Fabrication of a 500 L holding tank, welded and polished',
        unit: 'lot',
      },
    ],
    depositPercent: 50,
    terms: { paymentTerms: '50% down payment.', leadTime: '3 weeks', deliveryTerms: 'Cavite' },
    paymentDetails: 'BPI 1234-5678-90 (Cavite Stainless)',
  });
}

/** A photo as a phone's camera makes it: a real JPEG (drawn by the browser) with an EXIF segment naming where it was taken. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#9aa5b1');
    gradient.addColorStop(1, '#3b4650');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#d9dee3';
    context.fillRect(140, 120, 360, 260);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const exif = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.from('GPS 14.4296 N 120.9367 E Cavite', 'latin1')]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

// A job's whole life on two phones (an acceptance, three moves, a photo upload, an email through the
// queue): 20 s at a load of 25, and the outbox's wait alone may take 30 s, so a limit of its own.
it(
  'accepted -> on the board -> moved to Welding with one tap a stage, a photo added -> the customer sees both, and the notice is in the outbox',
  { timeout: 120_000 },
  async () => {
    const { leadId, reference, path } = await quotedLead('Carlo Dizon');
    const customer = await newVisitor(browser, viewports.phone);
    await customer.page.goto(`${baseUrl}${path}`);
    await customer.page.getByLabel('Your name').fill('Carlo Dizon');
    await customer.page.getByLabel('Position').fill('Plant manager');
    await customer.page.getByRole('checkbox').check();
    await customer.page.getByRole('button', { name: `Accept ${reference}` }).click();
    await customer.page.getByText('your acceptance is recorded').waitFor();
    const [job] = await queryD1<{ id: number; created_at: string }>(`SELECT id, created_at FROM jobs WHERE lead_id = ${leadId}`);
    const jobReference = `J-${job!.created_at.slice(0, 4)}-${String(job!.id).padStart(6, '0')}`;
    await customer.page.getByRole('heading', { name: `Your order ${jobReference}` }).waitFor();

    const owner = await newVisitor(browser, viewports.phone);
    const { page } = owner;
    await signIn(page, '/admin/jobs');
    const card = page.locator(`#job-${job!.id}`);
    expect(await card.textContent()).toContain('Carlo Dizon');
    expect(await card.textContent()).toContain('Balance ₱');
    await fitsThePhone(page);
    await screenshot(page, 'jobs-board-390');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'jobs-board-1280');
    await page.setViewportSize(viewports.phone);

    // One tap a stage, each back on the card: Materials, Cutting and forming (the customer is told), Welding.
    for (const stage of ['Materials', 'Cutting and forming', 'Welding']) {
      await card.getByRole('button', { name: `Move to ${stage}` }).click();
      // No shop drawing in this flow: past "Shop drawing approval" the owner confirms (job-drawings-phone.test.ts approves one first).
      if (stage === 'Materials') await page.getByRole('button', { name: 'Yes, move it to Materials' }).click();
      await page.getByText(`${jobReference} is at ${stage}.`).waitFor();
      expect(new URL(page.url()).hash).toBe(`#job-${job!.id}`);
    }
    expect(await queryD1(`SELECT stage FROM jobs WHERE id = ${job!.id}`)).toEqual([{ stage: 'welding' }]);

    await card.getByRole('link', { name: jobReference }).click();
    await page.getByRole('heading', { name: 'Stage: Welding' }).waitFor();
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
    await page.getByLabel('Caption (optional, the customer reads it)').fill('Shell welded, nozzles next');
    await page.getByRole('button', { name: 'Add the photo' }).click();
    await page.getByRole('status').filter({ hasText: 'Photo added' }).waitFor();
    const [photo] = await queryD1<{ id: number; size: number }>(`SELECT id, size FROM job_photos WHERE job_id = ${job!.id}`);
    expect(photo).toBeDefined();

    // At night (Manila) the notice waits for the morning: the owner sends it now from the job page.
    const sendNow = page.getByRole('button', { name: 'Send now' });
    if ((await sendNow.count()) > 0) {
      await sendNow.first().click();
      await page.getByRole('status').filter({ hasText: 'The notice is on its way.' }).waitFor();
    }
    await fitsThePhone(page);
    await screenshot(page, 'job-page-390');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'job-page-1280');
    await page.setViewportSize(viewports.phone);

    await openOutboxEmail(page, `Your order ${jobReference}: Cutting and forming`);
    const orderLink = /\/quotation\/[A-Za-z0-9_-]{43}/.exec((await page.locator('body').textContent()) ?? '');
    expect(orderLink).not.toBeNull();
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    // The customer opens the link from the notice: the stage and the photo, no script on the page.
    await customer.page.goto(`${baseUrl}${orderLink![0]}`);
    const stages = customer.page.getByRole('region', { name: 'Where your order stands' });
    expect(await stages.textContent()).toContain('Now: Welding');
    expect(await stages.locator('[aria-current="step"]').textContent()).toContain('Cutting and forming');
    const image = customer.page.getByRole('img', { name: 'Shell welded, nozzles next' });
    await image.waitFor();
    expect(await image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth))).toBe(640);
    expect(await customer.page.locator('script').count()).toBe(0);
    await fitsThePhone(customer.page);
    await screenshot(customer.page, 'order-page-390');
    await customer.page.setViewportSize(viewports.desktop);
    await screenshot(customer.page, 'order-page-1280');
    // The photo the customer is served has no EXIF left.
    const served = await customer.page.request.get(`${baseUrl}${path}/photos/${photo!.id}`);
    expect((await served.body()).toString('latin1')).not.toContain('GPS');
    expect(customer.problems).toEqual([]);
    await customer.context.close();
  },
);
