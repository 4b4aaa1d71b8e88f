import { Hono } from 'hono';
import { offlinePath, pageIdForPath, sitePages } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { renderOfflinePage } from '../render/render-offline';
import { renderPage } from '../render/render-page';
import { publicOrigin, siteConfig } from '../site-config';
import { siteFacts } from '../site-facts/published';
import { signInMethod } from '../admin/sign-in-method';
import { readDraft } from '../db/site-facts';
import { signedInOperator } from '../middleware/admin-auth';
import type { SiteFacts } from '../../shared/site-facts';
import type { QuoteFormHandover } from '../../shared/site-config';
import { newFormStamp } from '../quote-form-stamp';
import type { Context } from 'hono';

/** `?preview=draft` from a signed-in operator: the page with the draft applied (read from D1). */
async function draftPreview(c: Context<AppEnv>): Promise<SiteFacts | null> {
  if (c.req.query('preview') !== 'draft') return null;
  const method = signInMethod(c.env);
  if (method.kind === 'unconfigured' || !(await signedInOperator(c, method))) return null;
  return (await readDraft(c.env.DB)) ?? (await siteFacts(c.env));
}

/** Streams a page's HTML; the status is fixed before React writes the first byte. */
export async function pageResponse(c: Context<AppEnv>, status: 200 | 400 | 404 | 413 | 422 | 503, quoteForm?: QuoteFormHandover) {
  const { pathname: path, search } = new URL(c.req.url);
  const preview = await draftPreview(c);
  if (preview) {
    c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'no-store');
  }
  const pageId = status === 404 ? 'not-found' : pageIdForPath(path);
  const config = siteConfig(c.env, publicOrigin(c), preview ?? (await siteFacts(c.env)));
  const stamp = pageId === 'contact' && !quoteForm ? await newFormStamp(c.env) : null;
  const stream = await renderPage({
    config: { ...config, ...(quoteForm ? { quoteForm } : stamp ? { quoteForm: { stamp } } : {}) },
    path,
    search,
    pageId,
    logger: c.get('logger'),
    signal: c.req.raw.signal,
    nonce: c.get('cspNonce'),
  });
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': preview ? 'no-store' : 'no-cache',
  });
}

export const pages = new Hono<AppEnv>();

for (const page of sitePages) {
  pages.get(page.path, (c) => pageResponse(c, 200));
}

// Fetched by the service worker when it installs; shown offline for pages not saved on the device.
pages.get(offlinePath, async (c) => {
  const stream = await renderOfflinePage((await siteFacts(c.env)).business, c.get('logger'), c.req.raw.signal);
  return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
});
