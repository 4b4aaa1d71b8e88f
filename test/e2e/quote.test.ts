// The visitor's quote journey in a real browser, against the real worker and its local D1 and R2.
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formStampField } from '../../src/shared/api';
import { minimumFillMs, quoteReferencePattern } from '../../src/shared/quote-request';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration, waitForQuoteForm } from './browser';
import { closeR2, queryD1, r2Object } from './local-state';
import { quoteForm } from '../../src/content/quote-form';

const drawingPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const dxfLines = Array.from({ length: 200 }, (_, i) => `  0\nLINE\n  8\n0\n 10\n${i}.0\n 20\n0.0\n 11\n1200.0\n 21\n600.0\n`).join('');
const drawingDxf = Buffer.from(`  0\nSECTION\n  2\nENTITIES\n${dxfLines}  0\nENDSEC\n  0\nEOF\n`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeR2();
});

interface Visitor {
  name: string;
  email: string;
}

async function fillWithPointer(page: Page, visitor: Visitor) {
  const form = page.locator('#quote form');
  await form.getByLabel('Full name').fill(visitor.name);
  await form.getByLabel('Company').fill('Bayside Commissary Inc.');
  await form.getByLabel('Email address').fill(visitor.email);
  await form.getByLabel('Phone number').fill('0917 555 0142');
  await form.getByLabel('Service needed').selectOption('kitchen-equipment');
  await form.getByLabel('Project details').fill('Three 304 work tables with undershelf and backsplash, plus a two-compartment sink.');
  await form.getByLabel('Dimensions').fill('1800 x 700 x 900 mm');
  await form.getByLabel('Quantity').fill('3 tables, 1 sink');
  await form.getByRole('radio', { name: '304 / 304L' }).check();
  await form.getByLabel('Finish').selectOption('hairline');
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'worktable-layout.pdf', mimeType: 'application/pdf', buffer: drawingPdf },
    { name: 'sink-outline.dxf', mimeType: 'image/vnd.dxf', buffer: drawingDxf },
  ]);
  await form.getByRole('checkbox').check();
}

/**
 * Waits until a person could have filled in the form: the worker counts the fill time from the
 * render time in the form's stamp, on its own clock, which is this machine's.
 */
async function untilFillTimeHasPassed(page: Page) {
  const stamp = await page.locator(`#quote input[name="${formStampField}"]`).inputValue();
  const renderedAt = Number(stamp.split('.')[1]);
  await sleep(Math.max(0, renderedAt + minimumFillMs - Date.now()));
}

/** Tab to a control whose accessible name matches, pressing Tab at most `limit` times. */
async function tabTo(page: Page, matches: (label: string) => boolean, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return '';
      const labelled = element.labels?.[0]?.textContent ?? '';
      return `${element.tagName}|${element.type ?? ''}|${labelled}|${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;
    });
    if (matches(label)) return;
  }
  throw new Error('could not reach the control with Tab');
}

async function fillWithKeyboard(page: Page, visitor: Visitor) {
  await page.locator('#quote h2').first().focus();
  await tabTo(page, (l) => l.includes('Full name'));
  await page.keyboard.type(visitor.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bayside Commissary Inc.');
  await tabTo(page, (l) => l.includes('Email address'));
  await page.keyboard.type(visitor.email);
  await tabTo(page, (l) => l.includes('Phone number'));
  await page.keyboard.type('+63 917 555 0142');
  await tabTo(page, (l) => l.startsWith('SELECT') && l.includes('Service needed'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, (l) => l.includes('Project details'));
  await page.keyboard.type('Stainless hood, 3 m long, with baffle filters and a grease gutter, installed in Imus.');
  await tabTo(page, (l) => l.includes('|radio|'));
  await page.keyboard.press('Space');
  // Asked for before the Tabs that reach the input: Playwright turns the browser's file-chooser
  // interception on without waiting for it, and a Space pressed straight after could open a real
  // dialog, which headless Chromium cancels at once (one run in ten to twenty here).
  const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
  await tabTo(page, (l) => l.includes('|file|'));
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles([
    { name: 'hood.pdf', mimeType: 'application/pdf', buffer: drawingPdf },
    { name: 'hood.dxf', mimeType: 'image/vnd.dxf', buffer: drawingDxf },
  ]);
  await tabTo(page, (l) => l.includes('|checkbox|'));
  await page.keyboard.press('Space');
}

async function submitAndGetReference(page: Page, submit: 'click' | 'keyboard') {
  const send = page.locator('#quote').getByRole('button', { name: quoteForm.submit.idle });
  await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('#quote').getByText('Uploaded', { exact: true }).count(), { timeout: 20_000 }).toBe(2);
  if (submit === 'click') await send.click();
  else {
    await send.focus();
    await page.keyboard.press('Enter');
  }
  const toast = page.locator('.toast--success');
  await toast.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await toast.textContent()).toContain('Quote request sent');
  const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
  expect(reference).toMatch(quoteReferencePattern);
  await page.getByRole('heading', { name: 'Thank you: we have your request' }).waitFor();
  expect(await page.locator('#quote').textContent()).toContain(reference);
  return reference;
}

async function expectStored(reference: string, visitor: Visitor, files: string[]) {
  const id = Number(reference.slice(-6));
  const [lead] = await queryD1<{ full_name: string; email: string; phone: string }>(
    `SELECT full_name, email, phone FROM leads WHERE id = ${id}`,
  );
  expect(lead).toEqual({ full_name: visitor.name, email: visitor.email, phone: '+639175550142' });
  const uploads = await queryD1<{ original_name: string; r2_key: string; size: number }>(
    `SELECT original_name, r2_key, size FROM uploads WHERE lead_id = ${id} ORDER BY original_name`,
  );
  expect(uploads.map((u) => u.original_name)).toEqual([...files].sort());
  const stored = [];
  for (const upload of uploads) {
    const bytes = await r2Object(upload.r2_key);
    // The form's code gzips a DXF (text, it shrinks); the PDF, and any file sent without scripts, go as they are.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    expect((gzipped ? gunzipSync(bytes) : bytes).equals(upload.original_name.endsWith('.pdf') ? drawingPdf : drawingDxf)).toBe(true);
    stored.push({ ...upload, gzipped, storedBytes: bytes.length });
  }
  return stored;
}

describe('request a quote', () => {
  it('sends a quote with a PDF and a DXF at 1280px, and the lead and both files are stored', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.desktop);
    const uploadTickets: (string | undefined)[] = [];
    let quoteBody: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url() === `${baseUrl}/api/storage`) uploadTickets.push(request.headers()['x-bot-ticket']);
      if (request.url() === `${baseUrl}/api/quotes`) quoteBody = request.postDataJSON() as Record<string, unknown>;
    });
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    const visitor = { name: 'Ramon Dela Cruz', email: 'ramon@bayside.example' };
    await fillWithPointer(page, visitor);
    await screenshot(page, 'quote-filled-1280');
    const reference = await submitAndGetReference(page, 'click');
    await screenshot(page, 'quote-sent-1280');
    const uploads = await expectStored(reference, visitor, ['worktable-layout.pdf', 'sink-outline.dxf']);
    // The DXF is stored compressed, and the operator downloads it byte for byte as the visitor chose it.
    const dxf = uploads.find((upload) => upload.original_name.endsWith('.dxf'))!;
    expect(dxf.gzipped).toBe(true);
    expect(dxf.storedBytes).toBeLessThan(drawingDxf.length / 4);
    expect(uploads.find((upload) => upload.original_name.endsWith('.pdf'))!.gzipped).toBe(false);
    await signIn(page, `/admin/leads/${Number(reference.slice(-6))}`);
    const download = await page.request.get(
      `${baseUrl}/admin/leads/${Number(reference.slice(-6))}/attachments/${dxf.r2_key.split('/')[1]}`,
    );
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(drawingDxf)).toBe(true);
    // The bot check was passed once: its ticket went with both drawings and the request, no token.
    expect(uploadTickets).toHaveLength(2);
    expect(uploadTickets[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(uploadTickets[1]).toBe(uploadTickets[0]);
    expect(quoteBody.botTicket).toBe(uploadTickets[0]);
    expect(quoteBody).not.toHaveProperty('turnstileToken');
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('quote-draft'))
          .map((key) => localStorage.getItem(key)),
      ),
    ).not.toContainEqual(expect.stringContaining('Ramon'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works the same at 390px', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    const visitor = { name: 'Liza Manalo', email: 'liza@manalo-bakery.example' };
    await fillWithPointer(page, visitor);
    await screenshot(page, 'quote-filled-390');
    const reference = await submitAndGetReference(page, 'click');
    const uploads = await expectStored(reference, visitor, ['worktable-layout.pdf', 'sink-outline.dxf']);
    // The DXF is stored compressed, and the operator downloads it byte for byte as the visitor chose it.
    const dxf = uploads.find((upload) => upload.original_name.endsWith('.dxf'))!;
    expect(dxf.gzipped).toBe(true);
    expect(dxf.storedBytes).toBeLessThan(drawingDxf.length / 4);
    expect(uploads.find((upload) => upload.original_name.endsWith('.pdf'))!.gzipped).toBe(false);
    await signIn(page, `/admin/leads/${Number(reference.slice(-6))}`);
    const download = await page.request.get(
      `${baseUrl}/admin/leads/${Number(reference.slice(-6))}/attachments/${dxf.r2_key.split('/')[1]}`,
    );
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(drawingDxf)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a request with a drawing at 390px with JavaScript off, found in the dashboard marked unverified', async () => {
    // Both visitors at once while the operator signs in: each post waits for the minimum fill time.
    const operator = await newVisitor(browser, viewports.phone);
    const [, [, phone]] = await Promise.all([
      signIn(operator.page, '/admin/leads'),
      Promise.all(
        [viewports.desktop, viewports.phone].map(async (viewport) => {
          const { context, page } = await newVisitor(browser, viewport, { javaScriptEnabled: false });
          await page.goto(`${baseUrl}/contact`);
          const visitor = { name: `Dolores Ramos ${viewport.width}`, email: 'dolores@ramos-canteen.example' };
          await fillWithPointer(page, visitor);
          await screenshot(page, `quote-no-script-${viewport.width}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          await untilFillTimeHasPassed(page);
          await page.locator('#quote').getByRole('button', { name: quoteForm.submit.idle }).click();
          await page.getByRole('heading', { name: 'Thank you: we have your request' }).waitFor();
          await screenshot(page, `quote-no-script-thanks-${viewport.width}`);
          const reference = (await page.locator('#quote').textContent())!.match(/Q-\d{4}-\d{6}/)![0];
          await context.close();
          return { visitor, reference };
        }),
      ),
    ]);

    await expectStored(phone.reference, phone.visitor, ['worktable-layout.pdf', 'sink-outline.dxf']);
    await operator.page.goto(`${baseUrl}/admin/leads`);
    const row = operator.page.locator('tr').filter({ hasText: phone.reference });
    await expect.poll(() => row.textContent()).toContain('unverified');
    await operator.context.close();
  });

  it('can be completed with the keyboard alone', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    const visitor = { name: 'Jun Villanueva', email: 'jun@villanueva-eatery.example' };
    await fillWithKeyboard(page, visitor);
    const reference = await submitAndGetReference(page, 'keyboard');
    await expectStored(reference, visitor, ['hood.pdf', 'hood.dxf']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows errors next to the fields, focuses the first and keeps what was typed', async () => {
    const { context, page } = await newVisitor(browser, viewports.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Ana Reyes');
    await form.getByLabel('Email address').fill('ana@');
    await form.getByRole('button', { name: quoteForm.submit.idle }).click();
    const email = form.getByLabel('Email address');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`#${describedBy[0]}`).textContent()).toContain('valid email address');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toContain('Email address');
    expect(await form.getByLabel('Full name').inputValue()).toBe('Ana Reyes');
    await screenshot(page, 'quote-errors-1280');
    await context.close();
  });

  it('refuses a wrong file type and a file over 20 MB in the browser, naming the file', async () => {
    const { context, page } = await newVisitor(browser, viewports.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/storage') && uploads.push(request.url()));
    const input = page.locator('#quote input[type="file"]');
    await input.setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await page.locator('#quote').getByText('setup.exe: only PDF, DWG, DXF, JPG, JPEG or PNG files can be attached.').waitFor();
    await input.setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) }]);
    await page.locator('#quote').getByText('scan.pdf is larger than 20 MB; each file must be 20 MB or smaller.').waitFor();
    expect(uploads).toEqual([]);
    await context.close();
  });

  it('holds a drawing chosen before the bot check has passed, and uploads it once it has', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route('**/api/bot-check', async (route) => {
      await checkHeld;
      await route.continue();
    });
    const uploads: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${baseUrl}/api/storage`) uploads.push(request.headers()['x-bot-ticket']);
    });
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    await page
      .locator('#quote input[type="file"]')
      .setInputFiles([{ name: 'bracket.pdf', mimeType: 'application/pdf', buffer: drawingPdf }]);
    const row = page.locator('.attachment').filter({ hasText: 'bracket.pdf' });
    await expect.poll(() => row.textContent()).toContain('Waiting for the bot check');
    expect(uploads).toEqual([]);

    releaseCheck();
    await page.locator('.attachment--uploaded').filter({ hasText: 'bracket.pdf' }).waitFor({ timeout: 15_000 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('restores the draft after a reload', async () => {
    const { context, page } = await newVisitor(browser, viewports.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForQuoteForm(page);
    await page.locator('#quote form').getByLabel('Project details').fill('Spiral staircase, 316 hairline, for a resort in Tagaytay.');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quote-draft-v1') ?? '')).toContain('Spiral staircase');
    await page.reload();
    await waitForHydration(page);
    await waitForQuoteForm(page);
    await expect
      .poll(() => page.locator('#quote form').getByLabel('Project details').inputValue())
      .toBe('Spiral staircase, 316 hairline, for a resort in Tagaytay.');
    await context.close();
  });

  it('keeps what the visitor filled in before the page became interactive', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    // A slow phone: the page's code arrives seconds after the form is on screen.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl}/contact`);
    const form = page.locator('#quote form');
    await form.getByLabel('Full name').fill('Rowena Macaraeg');
    await form.getByLabel('Project details').fill('Two 316 drum mixers for a sauce line in Dasmarinas.');
    await form.getByRole('radio', { name: '316 / 316L' }).check();
    await form.getByRole('checkbox').check();
    await form.locator('input[type="file"]').setInputFiles([{ name: 'mixer-frame.pdf', mimeType: 'application/pdf', buffer: drawingPdf }]);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();

    releaseScript();
    await waitForHydration(page);
    await waitForQuoteForm(page);
    // A change after hydration re-renders the whole form: what was typed earlier must survive it.
    await form.getByLabel('Email address').fill('rowena@sauce-line.example');
    expect(await form.getByLabel('Full name').inputValue()).toBe('Rowena Macaraeg');
    expect(await form.getByLabel('Project details').inputValue()).toBe('Two 316 drum mixers for a sauce line in Dasmarinas.');
    expect(await form.getByRole('radio', { name: '316 / 316L' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox').isChecked()).toBe(true);
    // The drawing chosen early is uploaded once the form can do it.
    await page.locator('.attachment--uploaded').filter({ hasText: 'mixer-frame.pdf' }).waitFor({ timeout: 15_000 });
    // And it is all in the autosaved draft, as if done after the page became interactive.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quote-draft-v1') ?? '')).toContain('Rowena Macaraeg');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quote-draft-v1') ?? '')).toContain('mixer-frame.pdf');
    await context.close();
  });
});
