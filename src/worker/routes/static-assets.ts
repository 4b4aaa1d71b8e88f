import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

const hashedAssetPrefix = '/assets/';
const immutable = 'public, max-age=31536000, immutable';
const revalidateHourly = 'public, max-age=3600, must-revalidate';

/** A file from the built public folder with its caching rule, or null when there is none. */
export async function staticAsset(c: Context<AppEnv>): Promise<Response | null> {
  const url = new URL(c.req.url);
  if (url.pathname === '/service-worker.js') {
    const response = await c.env.ASSETS.fetch(c.req.raw);
    return withCacheControl(response, 'no-cache');
  }
  const response = await c.env.ASSETS.fetch(c.req.raw);
  if (response.status === 404) return null;
  return withCacheControl(response, url.pathname.startsWith(hashedAssetPrefix) ? immutable : revalidateHourly);
}

function withCacheControl(response: Response, cacheControl: string): Response {
  if (!response.ok) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', cacheControl);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
