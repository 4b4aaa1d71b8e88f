// A site page's response: the draft preview for a signed-in operator, the quote form's stamp on
// /contact, and the React stream with its status fixed before the first byte.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { manilaDay } from '../../shared/business-time';
import { pageIdForPath } from '../../shared/routes';
import type { QuoteFormHandover } from '../../shared/site-config';
import type { SiteFacts } from '../../shared/site-facts';
import { localBusinessJsonLd } from '../../content/structured-data';
import { consentCookie, noticeCookie } from '../../shared/visitor-cookies';
import { signInMethod } from '../admin/sign-in-method';
import { signedInPerson } from '../admin/signed-in-person';
import type { AppEnv } from '../app-env';
import { readDraft } from '../published-facts/store';
import { cspNonce } from '../middleware/security-headers';
import { newFormStamp } from '../quote-form-stamp';
import { publicOrigin, siteConfig } from '../site-config';
import { siteFacts } from '../published-facts/published';
import { renderPage } from './render-page';

/** `?preview=draft` from a signed-in operator: the page with the draft applied (read from D1). */
async function draftPreview(c: Context<AppEnv>): Promise<SiteFacts | null> {
  if (c.req.query('preview') !== 'draft') return null;
  const method = signInMethod(c.env);
  if (method.kind === 'unconfigured' || (await signedInPerson(c, method))?.role !== 'owner') return null;
  return (await readDraft(c.env.DB)) ?? (await siteFacts(c.env));
}

/** Streams a page's HTML; the status is fixed before React writes the first byte. */
export async function pageResponse(
  c: Context<AppEnv>,
  status: 200 | 400 | 404 | 411 | 413 | 422 | 429 | 503,
  quoteForm?: QuoteFormHandover,
) {
  const { pathname: path, search } = new URL(c.req.url);
  const preview = await draftPreview(c);
  if (preview) {
    c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'no-store');
  }
  const pageId = status === 404 ? 'not-found' : pageIdForPath(path);
  const facts = preview ?? (await siteFacts(c.env));
  const now = new Date();
  const site = siteConfig(c.env, publicOrigin(c), facts, now);
  // What this visitor already answered: the page is written without those notices, so nothing moves as it hydrates.
  const config = {
    ...site,
    notice: site.notice && getCookie(c, noticeCookie) === site.notice.key ? null : site.notice,
    consented: getCookie(c, consentCookie) === 'accepted',
  };
  const stamp = pageId === 'contact' && !quoteForm ? await newFormStamp(c.env) : null;
  const stream = await renderPage({
    config: { ...config, ...(quoteForm ? { quoteForm } : stamp ? { quoteForm: { stamp } } : {}) },
    localBusiness: localBusinessJsonLd(facts.business, facts, manilaDay(now), config.origin),
    path,
    search,
    pageId,
    logger: c.get('logger'),
    signal: c.req.raw.signal,
    nonce: cspNonce(c),
  });
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': preview ? 'no-store' : 'no-cache',
  });
}
