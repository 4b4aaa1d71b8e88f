// An operator sees what visitors did: page views from analytics and the latest quote request.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports, waitForHydration } from './browser';
import { queryD1 } from './local-state';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How far apart the bar's items sit, top to bottom, at 1280 px: within 8 px when they are on one row. */
async function barSpread(page: Page) {
  const bar = page.locator('.admin-bar');
  const links = await bar.locator(':scope > nav a').all();
  const middles = await Promise.all(
    [bar.locator('.admin-bar__brand'), ...links, bar.getByRole('button', { name: 'Sign out' }).first()].map(async (item) => {
      const box = (await item.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
  return Math.max(...middles) - Math.min(...middles);
}

describe('operator dashboard', () => {
  it('shows the page views of a visitor and the latest lead after signing in', async () => {
    const visitor = await newVisitor(browser, viewports.phone);
    const beacons: string[] = [];
    visitor.page.on('request', (request) => request.url().endsWith('/api/analytics') && beacons.push(request.postData() ?? ''));
    await visitor.page.goto(`${baseUrl}/`);
    await waitForHydration(visitor.page);
    await visitor.page.getByRole('button', { name: 'Open menu' }).click();
    await visitor.page.locator('#mobile-menu').getByRole('link', { name: 'Services' }).click();
    await visitor.page.waitForURL(`${baseUrl}/services`);
    // A page view counts once the page has rendered (its title); clicking on before that skips it.
    await expect.poll(() => visitor.page.title()).toMatch(/Services/);
    await visitor.page.getByRole('button', { name: 'Open menu' }).click();
    await visitor.page.locator('#mobile-menu').getByRole('link', { name: 'Clients' }).click();
    await visitor.page.waitForURL(`${baseUrl}/clients`);
    await expect.poll(() => visitor.page.title()).toMatch(/Clients/);
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(3);
    expect(beacons.map((body) => JSON.parse(body).path)).toEqual(expect.arrayContaining(['/', '/services', '/clients']));
    await visitor.context.close();

    // The visitor's quote request, sent as the form sends it.
    const sent = await fetch(`${baseUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        fullName: 'Teresita Bautista',
        email: 'tess@bautista-foods.example',
        phone: '0918 222 3344',
        service: 'processing-equipment',
        projectDetails: 'Sanitary 316 hopper with a butterfly valve for a sugar line, about 500 L.',
        grade: '316',
        finish: 'not-sure',
        preferredContact: 'email',
        attachments: [],
        privacyConsent: true,
        turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      }),
    });
    expect(sent.status).toBe(201);
    const { lead } = (await sent.json()) as { lead: { reference: string } };

    const { context, page, problems } = await newVisitor(browser, viewports.desktop);
    await signIn(page);
    expect(page.url()).toBe(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    // Beacons are fire-and-forget: the last one may still be on its way when the operator signs in.
    const todaySoFar = page.getByRole('region', { name: 'Today so far' });
    const pageViews = async () => {
      await page.reload();
      return Number((await todaySoFar.locator('.stat', { hasText: 'Page views' }).locator('dd').first().textContent())!.replace(/,/g, ''));
    };
    await expect.poll(pageViews, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(3);
    // The presets are complete days: today's pages show in a range ending today.
    const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.goto(`${baseUrl}/admin?from=${today}&to=${today}`);
    const topPages = page.locator('section', { has: page.getByRole('heading', { name: 'Top pages' }) });
    for (const path of ['/', '/services', '/clients']) {
      await expect.poll(() => topPages.getByRole('rowheader', { name: path, exact: true }).count()).toBe(1);
    }
    expect(await page.locator('section', { has: page.getByRole('heading', { name: 'Devices' }) }).textContent()).toContain('mobile');
    await screenshot(page, 'dashboard-overview-1280');
    // The bar is one line at 1280 px: the day's pages and Settings, then Sign out.
    const bar = page.locator('.admin-bar');
    expect(await barSpread(page)).toBeLessThanOrEqual(8);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await bar.locator(':scope > nav').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.locator('main').getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Site facts', 'Price book', 'Reply templates', 'Team', 'Notifications', 'Technical']),
    );
    await screenshot(page, 'dashboard-settings-1280');

    // The Leads tab (its name carries a count when other tests' leads wait for a reply).
    await page.locator('.admin-bar > nav a[href="/admin/leads"]').click();
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    const newest = page.locator('table.leads tbody tr').first();
    expect(await newest.locator('td').first().textContent()).toBe(lead.reference);
    expect(await newest.textContent()).toContain('Teresita Bautista');
    await newest.getByRole('link', { name: lead.reference }).click();
    await page.getByRole('heading', { name: new RegExp(lead.reference) }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Sanitary 316 hopper');
    await screenshot(page, 'dashboard-lead-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps its bar on one row at 1280 px with a hundred leads waiting for a reply', async () => {
    // Written straight into D1, and taken out again: the other files' Leads tab counts stay theirs.
    const batch = `waiting-${crypto.randomUUID()}`;
    const now = new Date().toISOString();
    await queryD1(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
       INSERT INTO leads (idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish,
         preferred_contact, status, source, awaiting_reply_since)
       SELECT '${batch}-' || i, '${now}', 'Waiting customer ' || i, 'waiting' || i || '@example.com', '0917 555 0100',
         'custom-fabrication', 'A question by email.', '304', '2b', 'email', 'new', 'direct', '${now}' FROM n`,
    );
    try {
      const { context, page } = await newVisitor(browser, viewports.desktop);
      await signIn(page);
      expect(await page.locator('.admin-bar > nav .nav-count').textContent()).toMatch(/^: \d{3} waiting for a reply$/);
      expect(await barSpread(page)).toBeLessThanOrEqual(8);
      await screenshot(page, 'dashboard-bar-waiting-1280');
      await context.close();
    } finally {
      await queryD1(`DELETE FROM leads WHERE idempotency_key LIKE '${batch}-%'`);
    }
  });
});
