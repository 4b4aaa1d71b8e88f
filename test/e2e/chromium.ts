// How the e2e tests start Debian's Chromium (or CHROME_PATH's): headless, without the background
// services that would reach for the network.
import type { LaunchOptions } from 'playwright-core';

/**
 * With `lazyLoading: false` images and frames load at once, wherever they are on the page: axe
 * then tests the frames below the fold, which @axe-core/playwright otherwise waits a second for
 * each and leaves untested (they never load).
 */
export function chromiumLaunchOptions({ lazyLoading = true }: { lazyLoading?: boolean } = {}): LaunchOptions {
  return {
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
      ...(lazyLoading ? [] : ['--blink-settings=lazyLoadEnabled=false']),
    ],
  };
}
