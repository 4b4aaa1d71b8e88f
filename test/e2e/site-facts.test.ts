// The owner on a phone: changes the phone number and Saturday hours, adds a notice with an end
// date, publishes, sees them on the site, and reverts the phone number; is asked before leaving
// unsaved edits; adds closures, makes the notice from one and sees both where visitors read the
// hours; every screen fits 360 and 390 px with nothing covering a control; adds a project with
// photos, and is asked before a photo or the project goes. (Setting stock per grade on a phone:
// stock.test.ts.)
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Manila wall-clock time `hours` from now, as a datetime-local input takes it. */
const manilaIn = (hours: number) => new Date(Date.now() + (8 + hours) * 3_600_000).toISOString().slice(0, 16);

/** A camera JPEG larger than the site stores, with its GPS position in EXIF. */
async function cameraJpeg(colour: string, gps: boolean): Promise<Buffer> {
  const image = sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } }).jpeg();
  const withGps = {
    IFD0: { Make: 'PhoneCam' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 25/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 56/1 0/1' },
  };
  return (gps ? image.withExif(withGps) : image).toBuffer();
}

/** Manila's calendar day `days` from today, as a date input takes it. */
const manilaDayIn = (days: number) => manilaIn(days * 24).slice(0, 10);

async function publish(page: Page): Promise<number> {
  await page.goto(`${baseUrl}/admin/site`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/published=\d+/);
  return Number(new URL(page.url()).searchParams.get('published'));
}

function localBusiness(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!))
      .find((b) => b['@type'] === 'LocalBusiness'),
  );
}

describe('site facts, as the owner on a phone', () => {
  it('publishes a new phone number, Saturday hours and a notice, then reverts the phone number', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await signIn(page, '/admin/site/details');
    const oldPhone = await page.getByLabel('Phone', { exact: true }).inputValue();

    // First a notice that runs until tomorrow.
    await page.goto(`${baseUrl}/admin/site/notice`);
    const notice = `Inventory count on ${manilaIn(30).slice(0, 10)}: quotes are answered the next day.`;
    await page.getByLabel('Text').fill(notice);
    await page.getByLabel('Starts').fill(manilaIn(-1));
    await page.getByLabel('Ends').fill(manilaIn(30));
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    const noticeVersion = await publish(page);

    // A bad number is refused inline and nothing is saved.
    await page.goto(`${baseUrl}/admin/site/details`);
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    expect(await page.locator('#phone-error').textContent()).toContain('Philippine number');

    await page.getByLabel('Phone', { exact: true }).fill('0917 555 0199');
    await page.getByLabel('WhatsApp number').fill('0917 555 0199');
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    await page.goto(`${baseUrl}/admin/site/hours`);
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Opens').fill('09:00');
    await saturday.getByLabel('Closes').fill('12:00');
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    await page.goto(`${baseUrl}/admin/site`);
    expect(await page.locator('section', { hasText: 'Not yet on the site' }).textContent()).toContain(
      'Saturday hours: 8:00 AM - 4:00 PM → 9:00 AM - 12:00 PM',
    );
    await screenshot(page, 'site-facts-draft-390');
    await publish(page);

    const site = await newVisitor(browser, viewports.phone);
    await site.page.goto(`${baseUrl}/contact`);
    await waitForHydration(site.page);
    const footer = site.page.locator('footer');
    expect(await footer.getByRole('link', { name: '+63 917 555 0199' }).getAttribute('href')).toBe('tel:+639175550199');
    expect(await footer.locator('.footer-hours').textContent()).toContain('Saturday9:00 AM - 12:00 PM');
    expect(await site.page.locator('main').getByRole('link', { name: '+63 917 555 0199', exact: true }).getAttribute('href')).toBe(
      'tel:+639175550199',
    );
    const whatsapp = await site.page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(new URL(whatsapp!).pathname).toBe('/639175550199');
    const business = await localBusiness(site.page);
    expect(business.telephone).toBe('+639175550199');
    expect(business.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Saturday',
      opens: '09:00',
      closes: '12:00',
    });

    // The notice is in the page's flow under the fixed header, and stays dismissed for the visit.
    const shown = site.page.locator('p.site-notice');
    expect(await shown.textContent()).toContain(notice);
    const headerBox = (await site.page.locator('header.site-header').boundingBox())!;
    const noticeBox = (await shown.boundingBox())!;
    expect(noticeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await screenshot(site.page, 'site-facts-contact-390');
    await shown.getByRole('button', { name: 'Dismiss notice' }).click();
    await shown.waitFor({ state: 'detached' });
    // The visit's next pages are written without it, so nothing moves as they hydrate.
    await site.context.addInitScript(() => {
      const seen = { noticeInHtml: true, shifts: 0 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.noticeInHtml = document.querySelector('p.site-notice') !== null;
      });
    });
    await site.page.reload();
    await waitForHydration(site.page);
    expect(await site.page.locator('p.site-notice').count()).toBe(0);
    expect(await site.page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ noticeInHtml: false, shifts: 0 });
    expect(site.problems).toEqual([]);
    await site.context.close();

    // Back to the notice's version: the old phone number returns.
    await page.goto(`${baseUrl}/admin/site/history`);
    await page.getByRole('button', { name: `Revert to version ${noticeVersion}` }).click();
    await page.waitForURL(/published=\d+/);
    const after = await newVisitor(browser, viewports.phone);
    await after.page.goto(`${baseUrl}/`);
    expect(await after.page.locator('footer').getByRole('link', { name: oldPhone }).count()).toBe(1);
    expect(await after.page.locator('p.site-notice').textContent()).toContain(notice);
    await after.context.close();
    // The refused phone number answered 400, as it should; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('asks before leaving unsaved edits, and shows closures and the notice made from one where visitors read the hours', async () => {
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await signIn(page, '/admin/site/details');
    const screens = page.getByRole('navigation', { name: 'Site facts screens' });

    // An edit not saved: leaving for Hours asks first, and staying keeps it.
    await page.getByLabel('Phone', { exact: true }).fill('0917 555 0177');
    const asked = page.waitForEvent('dialog');
    void screens.getByRole('link', { name: 'Hours' }).click();
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(new URL(page.url()).pathname).toBe('/admin/site/details');
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('0917 555 0177');
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    // Saved: the confirmation is beside Save, and leaving asks nothing.
    expect(await page.locator('.facts-bar [role="status"]').textContent()).toContain('Saved to the draft');
    await screens.getByRole('link', { name: 'Hours' }).click();
    await page.waitForURL(/\/admin\/site\/hours$/);

    // A closure over three days, closed, and one day with special hours, a week on.
    await screens.getByRole('link', { name: 'Holidays and closures' }).click();
    const [first, last, special] = [manilaDayIn(3), manilaDayIn(5), manilaDayIn(8)];
    const newRows = page.getByRole('group', { name: 'New closure' });
    await newRows.nth(0).getByLabel('First day').fill(first);
    await newRows.nth(0).getByLabel('Last day').fill(last);
    await newRows.nth(0).getByLabel('Reason').fill('Company outing');
    await newRows.nth(1).getByLabel('First day').fill(special);
    await newRows.nth(1).getByLabel('Reason').fill('Inventory');
    await newRows.nth(1).getByLabel('Opens').fill('08:00');
    await newRows.nth(1).getByLabel('Closes').fill('12:00');
    await page.getByText('Save to get more empty rows.').scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Save to the draft' }).click();
    await page.waitForURL(/done=saved/);
    // The screen comes back where the owner was, the confirmation beside Save.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 100);
    expect(await page.locator('.facts-bar [role="status"]').textContent()).toContain('Saved to the draft');
    await screenshot(page, 'site-facts-closures-390');

    // The notice from the closure, in one tap.
    await page.getByRole('group', { name: 'Company outing' }).getByRole('button', { name: 'Make the notice from it' }).click();
    await page.waitForURL(/\/admin\/site\/notice\?done=notice/);
    const noticeText = await page.getByLabel('Text').inputValue();
    expect(noticeText).toMatch(/^Closed .+ for Company outing\. Quotes sent then are answered on .+\.$/);
    expect(await page.getByLabel('Ends').inputValue()).toBe(`${manilaDayIn(6)}T00:00`);
    await publish(page);
    expect(await page.getByRole('heading', { name: 'Now update your Google Business Profile' }).isVisible()).toBe(true);
    await screenshot(page, 'site-facts-published-390');

    const site = await newVisitor(browser, viewports.phone);
    await site.page.goto(`${baseUrl}/contact`);
    await waitForHydration(site.page);
    for (const where of [site.page.locator('footer'), site.page.locator('main')]) {
      const notes = await where.locator('.hours-notes').first().textContent();
      expect(notes).toContain('(Company outing)Closed');
      expect(notes).toContain('(Inventory)8:00 AM - 12:00 PM');
    }
    expect(await site.page.locator('p.site-notice').textContent()).toContain(noticeText);
    await screenshot(site.page, 'site-facts-closures-contact-390');
    expect(site.problems).toEqual([]);
    await site.context.close();

    // Every screen fits the phone at 390 and 360 px, and no fixed or sticky element covers a control.
    for (const path of ['', '/details', '/hours', '/closures', '/notice', '/projects', '/projects/new', '/availability', '/quotations']) {
      await page.goto(`${baseUrl}/admin/site${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewports.phone.width);
      await screenshot(page, `site-facts-screen${path.replaceAll('/', '-') || '-index'}-390`);
      for (const control of await page.locator('main input:visible, main button:visible, main select:visible, main a:visible').all()) {
        await control.focus();
        const covered = await control.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top === element || element.contains(top) || (element as HTMLInputElement).labels?.[0]?.contains(top)
            ? null
            : top?.className;
        });
        expect(covered, `${path}: ${(await control.getAttribute('name')) ?? (await control.textContent())}`).toBeNull();
      }
      await page.setViewportSize({ width: 360, height: viewports.phone.height });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(360);
      await page.setViewportSize(viewports.phone);
    }
    // The week is one row a day, and the temporary hours fold away while none runs: a short screen.
    await page.goto(`${baseUrl}/admin/site/hours`);
    const rows = await page
      .locator('.day-row[role="group"]')
      .evaluateAll((groups) => groups.map((group) => group.getBoundingClientRect().height));
    expect(rows).toHaveLength(7);
    for (const height of rows) expect(height).toBeLessThan(110);
    expect(await page.getByRole('group', { name: 'Temporary change 1' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1500);
    const desktop = await newVisitor(browser, viewports.desktop);
    await signIn(desktop.page, '/admin/site/closures');
    await screenshot(desktop.page, 'site-facts-screen-closures-1280');
    await desktop.page.goto(`${baseUrl}/admin/site`);
    await screenshot(desktop.page, 'site-facts-screen-index-1280');
    await desktop.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds a project with two JPEG photos, one with GPS, and shows it on /clients without the GPS', async () => {
    const gpsPhoto = await cameraJpeg('#7a8fa6', true);
    expect((await sharp(gpsPhoto).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { context, page, problems } = await newVisitor(browser, viewports.phone);
    await signIn(page, '/admin/site/projects');
    await page.getByRole('link', { name: 'Add a project' }).click();
    await page.waitForURL(/\/admin\/site\/projects\/new$/);
    const add = page.locator('form[action="/admin/site/projects/new"]');
    await add.getByLabel('Title').fill('Sanitary mixing tank, 2,000 L');
    await add.getByLabel('Industry').fill('Food and beverage');
    await add.getByLabel('Location').fill('General Trias, Cavite');
    await add.getByLabel('Year').fill('2025');
    await add.getByLabel('Grade and finish').fill('316L, 2B inside, No. 4 outside');
    await add.getByLabel('Add photos').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: gpsPhoto },
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg('#a6907a', false) },
    ]);
    await expect.poll(() => add.locator('[data-photo-status]').textContent(), { timeout: 30_000 }).toContain('2 photos ready');
    // Save is in the sticky bar, as on every screen.
    await page.locator('.facts-bar').getByRole('button', { name: 'Add project to the draft' }).click();
    await page.waitForURL(/\/admin\/site\/projects\/[0-9a-f]{8}\?done=saved$/);
    expect(await page.locator('.facts-bar [role="status"]').textContent()).toContain('Saved to the draft');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'site-facts-screen-project-390');

    // Removing a photo and deleting the project are apart from Save, and each asks first on a page of its own.
    const projectUrl = page.url().replace(/\?.*$/, '');
    await page.getByRole('link', { name: 'Remove photo 2…' }).click();
    await page.getByRole('heading', { name: 'Remove photo 2 of "Sanitary mixing tank, 2,000 L"?' }).waitFor();
    await screenshot(page, 'site-facts-remove-photo-390');
    await page.getByRole('link', { name: 'No, keep it' }).click();
    await page.waitForURL(projectUrl);
    expect(await page.getByRole('link', { name: /^Remove photo \d…$/ }).count()).toBe(2);
    await page.getByRole('link', { name: 'Delete this project…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the project' }).waitFor();
    await page.getByRole('link', { name: 'No, keep it' }).click();
    await page.waitForURL(projectUrl);
    await page.goto(`${baseUrl}/admin/site/projects`);
    expect(
      await page.getByRole('listitem', { name: 'Sanitary mixing tank, 2,000 L' }).getByRole('link', { name: 'Delete…' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'site-facts-screen-projects-390');
    await publish(page);
    expect(problems).toEqual([]);
    await context.close();

    const site = await newVisitor(browser, viewports.phone);
    await site.page.goto(`${baseUrl}/clients`);
    await waitForHydration(site.page);
    const photos = site.page.getByRole('img', { name: /^Sanitary mixing tank, 2,000 L, photo \d of 2$/ });
    expect(await photos.count()).toBe(2);
    for (const photo of await photos.all()) {
      expect(await photo.getAttribute('width')).toBe('2000');
      expect(await photo.getAttribute('height')).toBe('1500');
      expect(await photo.getAttribute('sizes')).toBe('(min-width: 520px) 480px, 100vw');
      const srcset = (await photo.getAttribute('srcset'))!;
      const urls = srcset.split(', ').map((entry) => entry.split(' ')[0]!);
      expect(srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1440\.webp 1440w, .*-2000\.webp 2000w$/);
      for (const url of urls) {
        const stored = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
        expect(stored.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
        expect(stored.includes('EXIF'), url).toBe(false);
        expect(stored.includes('Exif'), url).toBe(false);
        expect(stored.includes('PhoneCam'), url).toBe(false);
      }
    }
    await screenshot(site.page, 'site-facts-clients-390');
    expect(site.problems).toEqual([]);
    await site.context.close();
  });
});
