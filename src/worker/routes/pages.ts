import { Hono } from 'hono';
import { offlinePath, sitePages } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { pageResponse } from '../render/page-response';
import { renderOfflinePage } from '../render/render-offline';
import { siteFacts } from '../published-facts/published';

export const pageRoutes = new Hono<AppEnv>();

for (const page of sitePages) {
  pageRoutes.get(page.path, (c) => pageResponse(c, 200));
}

// Fetched by the service worker when it installs; shown offline for pages not saved on the device.
pageRoutes.get(offlinePath, async (c) => {
  const stream = await renderOfflinePage(await siteFacts(c.env), c.get('logger'), c.req.raw.signal);
  return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
});
