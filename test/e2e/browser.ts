// Debian Chromium driven by playwright-core, kept off the network: only the local worker answers.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const persistDir = inject('persistDir');
export const artifactsDir = path.resolve(import.meta.dirname, 'artifacts');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Stands in for Turnstile's script (the network is closed here): renders nothing and hands the
 * form Cloudflare's documented dummy token, as the always-pass test site key would.
 */
const turnstileStub = `window.turnstile = {
  render(element, options) { setTimeout(() => options.callback('XXXX.DUMMY.TOKEN.XXXX'), 50); return 'widget-1'; },
  reset() {}, remove() {}, getResponse() { return 'XXXX.DUMMY.TOKEN.XXXX'; }
};`;

/** A fresh visitor: empty storage; third-party hosts (map, wa.me, Turnstile) answered locally. */
export async function newVisitor(browser: Browser, viewport: { width: number; height: number } = viewports.desktop) {
  const context: BrowserContext = await browser.newContext({ viewport });
  await context.route(
    (url) => url.origin !== baseUrl,
    (route) =>
      route.request().url().startsWith('https://challenges.cloudflare.com/turnstile/')
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: turnstileStub })
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
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

/** Waits until React has hydrated the whole document (src/ui/App.tsx marks <html> then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

export async function screenshot(page: Page, name: string) {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
