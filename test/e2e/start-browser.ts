// One Chromium for the whole e2e run, started by the global setup beside the worker: each file
// connects to it (launchBrowser in browser.ts) rather than starting a browser of its own, which
// cost a second or more of CPU a file. Playwright's own protocol carries a 20 MB file as fast as a
// launched browser's pipe (the DevTools WebSocket took four times as long); the one thing it
// cannot do is hand a download's path() across: read a download with saveAs() or createReadStream().
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

export default async function startBrowser(project: TestProject) {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
