import { Hono } from 'hono';
import { offlinePath, pageIdForPath, sitePages } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { businessFromVars } from '../business-vars';
import { renderOfflinePage } from '../render/render-offline';
import { renderPage } from '../render/render-page';
import { publicOrigin, siteConfig } from '../site-config';
import type { Context } from 'hono';

/** Streams a page's HTML; the status is fixed before React writes the first byte. */
export async function pageResponse(c: Context<AppEnv>, status: 200 | 404) {
  const { pathname: path, search } = new URL(c.req.url);
  const stream = await renderPage({
    config: siteConfig(c.env, publicOrigin(c)),
    path,
    search,
    pageId: status === 404 ? 'not-found' : pageIdForPath(path),
    logger: c.get('logger'),
    signal: c.req.raw.signal,
    nonce: c.get('cspNonce'),
  });
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}

export const pages = new Hono<AppEnv>();

for (const page of sitePages) {
  pages.get(page.path, (c) => pageResponse(c, 200));
}

// Fetched by the service worker when it installs; shown offline for pages not saved on the device.
pages.get(offlinePath, async (c) => {
  const stream = await renderOfflinePage(businessFromVars(c.env), c.get('logger'), c.req.raw.signal);
  return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
});
