// `npm run bench -- --only order`: a customer's order page for Lighthouse to measure, brought to
// where an order in the middle of its life stands by driving the running worker as its people
// would, in a headless Chromium: the customer accepts the quotation (the job is made), the owner
// uploads a mill certificate and names its heat on a line, sends a shop drawing that the customer
// approves, moves the job on to Welding, adds three progress photos from a phone's camera, and
// delivers part of the order (a photo of the signed receipt) with the rest scheduled. Every file
// goes through the worker's own upload checks, so the page serves what a real one serves.
// Sample data only.
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { localAdminEmail, localAdminPassword } from './local-settings.mjs';
import { openLocalD1 } from './local-d1.mjs';
import { seedQuotationPage } from './bench-quotation.mjs';

/** A tiny well-formed PDF: the upload check reads its leading bytes. */
const pdf = (title) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A phone camera's photo (1600 x 1200 JPEG of a grained steel-grey picture), drawn by the browser. */
async function cameraPhoto(page, shade) {
  const dataUrl = await page.evaluate((shade) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, `hsl(210 10% ${shade + 30}%)`);
    gradient.addColorStop(1, `hsl(210 12% ${shade}%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    // Grain, so the JPEG weighs what a photo does rather than a flat picture's few kilobytes.
    const image = context.getImageData(0, 0, 1600, 1200);
    for (let i = 0; i < image.data.length; i += 4) {
      const noise = (Math.random() - 0.5) * 40;
      image.data[i] += noise;
      image.data[i + 1] += noise;
      image.data[i + 2] += noise;
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, shade);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const manilaDay = (offsetDays) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Stops the bench when a step did not land: Lighthouse would otherwise score a page without it. */
function assertOrder(persistDir, jobId) {
  const db = openLocalD1(persistDir);
  try {
    const row = db
      .prepare(
        `SELECT j.stage,
           (SELECT COUNT(*) FROM job_photos WHERE job_id = j.id) AS photos,
           (SELECT COUNT(*) FROM job_drawings WHERE job_id = j.id AND answer = 'approved') AS approved,
           (SELECT COUNT(*) FROM job_deliveries WHERE job_id = j.id AND status = 'delivered') AS delivered,
           (SELECT COUNT(*) FROM job_deliveries WHERE job_id = j.id AND status = 'scheduled') AS scheduled,
           (SELECT COUNT(*) FROM job_line_certificates l JOIN job_lines jl ON jl.id = l.job_line_id WHERE jl.job_id = j.id) AS heats
         FROM jobs j WHERE j.id = ?`,
      )
      .get(jobId);
    const expected = { stage: 'welding', photos: 3, approved: 1, delivered: 1, scheduled: 1, heats: 1 };
    if (JSON.stringify({ ...row }) !== JSON.stringify(expected))
      throw new Error(`the seeded order is not as planned: ${JSON.stringify(row)}, expected ${JSON.stringify(expected)}`);
  } finally {
    db.close();
  }
}

/** The order page's path (`/quotation/<token>`), the order brought to Welding with photos, a drawing approved, a certificate and deliveries. */
export async function seedOrderPage(baseUrl, persistDir, chromePath) {
  const path = seedQuotationPage(persistDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const customer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await customer.goto(`${baseUrl}${path}`);
    await customer.getByLabel('Your name').fill('Rodel Aquino');
    await customer.getByLabel('Position').fill('Project manager');
    await customer.getByRole('checkbox').check();
    await customer.getByRole('button', { name: /^Accept Q-/ }).click();
    await customer.getByText('your acceptance is recorded').waitFor();
    const db = openLocalD1(persistDir);
    let jobId;
    try {
      jobId = db.prepare(`SELECT id FROM jobs ORDER BY id DESC LIMIT 1`).get().id;
    } finally {
      db.close();
    }

    const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await owner.goto(`${baseUrl}/admin/login`);
    await owner.getByLabel('Email').fill(localAdminEmail);
    await owner.getByLabel('Password').fill(localAdminPassword);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.waitForURL((url) => !url.pathname.endsWith('/login'));

    const heat = `S24-${randomBytes(3).toString('hex').toUpperCase()}`;
    await owner.goto(`${baseUrl}/admin/certificates`);
    await owner
      .getByLabel('Certificate (PDF)')
      .setInputFiles({ name: 'mtc-304-pipe.pdf', mimeType: 'application/pdf', buffer: pdf('MTC') });
    await owner.getByLabel('Heat numbers').fill(heat);
    await owner.getByLabel('Grade').fill('304');
    await owner.getByLabel('Product').fill('Pipe NPS 2 Sch 10S, 6 m');
    await owner.getByRole('button', { name: 'Upload the certificate' }).click();
    await owner.getByText('Certificate uploaded').waitFor();

    // A form post, refused loudly (a page bench on a half-seeded order would measure the wrong page), and the page it leads to.
    const posted = async (click) => {
      const [response] = await Promise.all([owner.waitForResponse((r) => r.request().method() === 'POST'), click()]);
      if (response.status() !== 303)
        throw new Error(
          `${response.url()} answered ${response.status()}: ${(await response.text())
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 600)}`,
        );
      await owner.waitForLoadState();
    };
    const jobPage = `${baseUrl}/admin/jobs/${jobId}`;
    await owner.goto(`${jobPage}#drawings`);
    const drawings = owner.locator('#drawings');
    await drawings.getByLabel('Drawing file').setInputFiles({ name: 'Railing GA.pdf', mimeType: 'application/pdf', buffer: pdf('GA') });
    await drawings.getByLabel('Note for the customer (optional)').fill('Posts every 1.5 m; handrail 50.8 mm.');
    await drawings.getByRole('button', { name: 'Send for approval' }).click();
    await owner.waitForURL(/#drawings$/);
    await customer.goto(`${baseUrl}${path}`);
    await customer.locator('section.drawings #approverName').fill('Rodel Aquino');
    await customer.getByRole('button', { name: 'Approve the drawing' }).click();
    await customer.getByText('your approval of the shop drawing is recorded').waitFor();

    await owner.goto(jobPage);
    for (const stage of ['Materials', 'Cutting and forming', 'Welding']) {
      await posted(() => owner.getByRole('button', { name: `Move to ${stage}` }).click());
    }
    const captions = ['Pipes cut to length', 'Posts tacked on the jig', 'First railing section welded'];
    for (const [index, caption] of captions.entries()) {
      await owner
        .getByLabel('Photo', { exact: true })
        .setInputFiles({ name: `IMG_20${41 + index}.JPG`, mimeType: 'image/jpeg', buffer: await cameraPhoto(owner, 30 + index * 10) });
      await owner.getByLabel('Caption (optional, the customer reads it)').fill(caption);
      await owner.getByRole('button', { name: 'Add the photo' }).click();
      await owner.getByRole('status').filter({ hasText: 'Photo added' }).waitFor();
    }

    const certificates = owner.locator('#certificates');
    await certificates.getByLabel('Line').selectOption({ index: 1 });
    await certificates.getByLabel('Heat number').fill(heat);
    await posted(() => certificates.getByRole('button', { name: 'Name the heat on the line' }).click());

    // The pipes first (half of the first line and all of the second), the rest on a later trip.
    const schedule = async (day, quantities) => {
      const deliveries = owner.locator('#deliveries');
      await deliveries.getByLabel('Day').fill(day);
      await deliveries.getByLabel('Address').fill('Warehouse 3, Gateway Business Park, General Trias, Cavite');
      await deliveries.getByLabel('Driver').fill('Jun Dela Cruz');
      await deliveries.getByLabel('Plate number').fill('NBC 1234');
      const fields = deliveries.locator('fieldset.delivery-form__lines input');
      for (const [index, quantity] of quantities.entries()) if (quantity !== undefined) await fields.nth(index).fill(quantity);
      await posted(() => deliveries.getByRole('button', { name: 'Schedule the delivery' }).click());
    };
    await schedule(manilaDay(0), ['6', '4', '0']);
    const deliveries = owner.locator('#deliveries');
    await deliveries
      .getByLabel('Photo of the signed receipt or of the goods delivered')
      .first()
      .setInputFiles({ name: 'signed-receipt.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(owner, 60) });
    await deliveries.getByLabel('Received by (optional)').first().fill('Maria Santos');
    await posted(() => deliveries.getByRole('button', { name: 'Mark delivered' }).first().click());
    await owner.goto(`${jobPage}#deliveries`);
    await schedule(manilaDay(3), []);
    assertOrder(persistDir, jobId);
    return path;
  } finally {
    await browser.close();
  }
}
