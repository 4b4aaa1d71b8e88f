// Debian Chromium driven by playwright-core, kept off the network: only the local worker answers.
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Download, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiPaths, headerNames } from '../../src/shared/api';
import { localAdminEmail, localAdminPassword } from '../../scripts/local-settings.mjs';
import { chromiumLaunchOptions } from './chromium';

export const baseUrl = inject('baseUrl');
export const persistDir = inject('persistDir');
const artifactsDir = path.resolve(import.meta.dirname, 'artifacts');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Chromium as a visitor has it: a connection to the one browser the global setup started
 * (start-browser.ts). The file's `browser.close()` in its afterAll closes every context it opened
 * and disconnects, leaving the browser to the next file. With `lazyLoading: false` (chromium.ts
 * says why) the file gets a browser of its own, which its `browser.close()` ends.
 */
export function launchBrowser({ lazyLoading = true }: { lazyLoading?: boolean } = {}): Promise<Browser> {
  return lazyLoading ? chromium.connect(inject('browserEndpoint')) : chromium.launch(chromiumLaunchOptions({ lazyLoading }));
}

/** A download's content as text: the shared browser is a connection, where `download.path()` throws. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

/** What axe-core finds against WCAG 2.2 AA and its best practices, one line a rule with the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe skips describing every element that passed.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const desktopUserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Stands in for Turnstile's script (the network is closed here): renders nothing and hands the
 * form Cloudflare's documented dummy token, as the always-pass test site key would.
 */
const turnstileStub = `window.turnstile = {
  render(element, options) { setTimeout(() => options.callback('XXXX.DUMMY.TOKEN.XXXX'), 50); return 'widget-1'; },
  reset() {}, remove() {}, getResponse() { return 'XXXX.DUMMY.TOKEN.XXXX'; }
};`;

/**
 * Each visitor comes from its own network (a /64 in the documentation prefix 2001:db8::/32), as
 * Cloudflare's edge would tell the worker: per-client limits count a whole IPv6 /64 as one client
 * (src/worker/middleware/client-key.ts), so visitors within one /64 would share the 5 quotes and
 * 5 sign-ins a minute, and which test meets the 429 would depend on the order the files run in.
 */
export function visitorIp(): string {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${a.toString(16)}:${b.toString(16)}::1`;
}

/**
 * A fresh visitor: empty storage; third-party hosts (map, wa.me, Turnstile) answered locally.
 * `origin` is where the local worker is reached: baseUrl, or its localhost name for passkeys.
 */
export async function newVisitor(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  {
    serviceWorkers = 'allow',
    javaScriptEnabled = true,
    origin = baseUrl,
  }: { serviceWorkers?: 'allow' | 'block'; javaScriptEnabled?: boolean; origin?: string } = {},
) {
  // A real browser's user agent: the analytics endpoint drops headless Chromium as a bot.
  const userAgent = viewport.width < 600 ? phoneUserAgent : desktopUserAgent;
  const context: BrowserContext = await browser.newContext({
    viewport,
    userAgent,
    serviceWorkers,
    javaScriptEnabled,
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
  });
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().url().startsWith('https://challenges.cloudflare.com/turnstile/')
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: turnstileStub })
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  // Chromium logs most Content-Security-Policy refusals, but not one the page catches (a
  // swallowed `new Function`): report every violation as a console error the tests fail on.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match/i.test(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/**
 * Opens a dashboard page as the local operator (scripts/local-settings.mjs): the page sends the
 * browser to the sign-in form, which sends it back once the password is accepted.
 */
export async function signIn(page: Page, dashboardPath = '/admin') {
  await page.goto(`${baseUrl}${dashboardPath}`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(localAdminEmail);
  await page.getByLabel('Password').fill(localAdminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Waits until React has hydrated the whole document (src/ui/App.tsx marks <html> then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/**
 * Screenshots are for people to look at (test/e2e/artifacts/): a run on CI, where nobody does,
 * skips them unless E2E_SCREENSHOTS=1. A full-page PNG costs the browser up to seconds of CPU, and
 * a file takes dozens. Nothing may depend on one being taken: assert what you wait for.
 */
const takeScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string) {
  if (!takeScreenshots) return;
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** One part of a page (a panel, a table) as a screenshot of its own, skipped where screenshot() is. */
export async function partScreenshot(part: Locator, name: string) {
  if (!takeScreenshots) return;
  await mkdir(artifactsDir, { recursive: true });
  await part.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/**
 * Brings the quote form into view and waits until its code has loaded and hydrated (the form
 * is fetched as the visitor nears it and marks itself data-ready; before that, Send posts it
 * without scripts).
 */
export async function waitForQuoteForm(page: Page) {
  await page.locator('#quote').scrollIntoViewIfNeeded();
  await page.locator('#quote form[data-ready]').waitFor({ timeout: 20_000 });
}

/**
 * A request as the form sends it, through the development bot check's dummy token, with `fields`
 * in place of the defaults; answers the lead's id.
 */
export async function newLead(fields: Record<string, unknown> = {}) {
  const draftId = crypto.randomUUID();
  // A client of its own, as each visitor is: the quote limit (5 a minute) counts per client.
  const client = { 'cf-connecting-ip': visitorIp() };
  const check = await fetch(`${baseUrl}${apiPaths.botCheck}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [headerNames.quoteDraft]: draftId, ...client },
    body: JSON.stringify({ token: 'XXXX.DUMMY.TOKEN.XXXX' }),
  });
  const { ticket } = (await check.json()) as { ticket: string };
  const response = await fetch(`${baseUrl}${apiPaths.quote}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: draftId, ...client },
    body: JSON.stringify({
      fullName: 'Maria Clara Santos-Villanueva',
      email: 'maria.clara.santos.villanueva@santos-food-manufacturing.example',
      phone: '0917 555 0123',
      company: 'Santos Food Manufacturing Corporation',
      service: 'custom-fabrication',
      projectDetails: 'Wall brackets and base plates in 304, twenty pieces, to drawing.',
      grade: '304',
      finish: '2b',
      preferredContact: 'email',
      attachments: [],
      privacyConsent: true,
      ...fields,
      botTicket: ticket,
    }),
  });
  expect(response.status).toBe(201);
  const { lead } = (await response.json()) as { lead: { reference: string } };
  return Number(lead.reference.slice(-6));
}
