import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { placeholderBusiness, whatsappHref } from '../../src/content/business';
import { footerContent } from '../../src/content/footer';
import manifest from '../../dist/manifest.json';
import { navigationPages, sitePages } from '../../src/shared/routes';

const origin = 'https://stainless.example';

async function get(path: string, init?: RequestInit) {
  return SELF.fetch(origin + path, { redirect: 'manual', ...init });
}

// Pages are long: report the missing fragment, not the whole document.
function expectInHtml(html: string, fragment: string) {
  expect(html.includes(fragment), `expected the HTML to contain ${fragment}`).toBe(true);
}

function expectNotInHtml(html: string, fragment: string) {
  expect(html.includes(fragment), `expected the HTML not to contain ${fragment}`).toBe(false);
}

function textOf(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('page routes', () => {
  const titles = new Set<string>();

  for (const page of sitePages) {
    it(`GET ${page.path} streams the whole ${page.id} page`, async () => {
      const response = await get(page.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();

      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expectInHtml(html, '<html lang="en">');
      const title = textOf(html, /<title>([^<]+)<\/title>/);
      expect(title).toContain(placeholderBusiness.name.replace('&', '&amp;'));
      titles.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expectInHtml(html, `<link rel="canonical" href="${origin}${page.path}"/>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);

      // The shared layout is in the server HTML, readable with JavaScript off.
      if (page.inNavigation) expectInHtml(html, `<a href="${page.path}" class="nav-link" aria-current="page">`);
      for (const linked of navigationPages) expectInHtml(html, `<li><a href="${linked.path}">${linked.footerLabel}</a></li>`);
      expectInHtml(html, footerContent.about);
      expectInHtml(html, `href="tel:+63281234567"`);
      expectInHtml(html, `href="mailto:${placeholderBusiness.email}"`);
      expectInHtml(html, 'title="Find Us"');
      expectInHtml(html, `© ${footerContent.copyrightYear} ${placeholderBusiness.name.replace('&', '&amp;')}. All rights reserved.`);
      // The last thing in the document starts the client code (once the page has loaded).
      expect(html).toMatch(/<script[^>]*>[^<]*"\/assets\/main-[A-Z0-9]+\.js"[^<]*<\/script><\/body><\/html>$/);
    });
  }

  it('gives every page its own title', () => {
    expect(titles.size).toBe(sitePages.length);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/about', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('business data', () => {
  it('takes BUSINESS_* vars over the defaults (the test config sets BUSINESS_PHONE)', async () => {
    const html = await (await get('/contact')).text();
    expectInHtml(html, '+63 2 8123 4567');
    expectNotInHtml(html, placeholderBusiness.phone);
  });

  it('renders the WhatsApp link with the greeting and the hours', async () => {
    const html = await (await get('/contact')).text();
    expectInHtml(html, `href="${whatsappHref(placeholderBusiness).replaceAll("'", '&#x27;')}"`);
    expect(whatsappHref(placeholderBusiness)).toBe(
      `https://wa.me/${placeholderBusiness.whatsappNumber}?text=Hello!%20I'm%20interested%20in%20your%20stainless%20steel%20fabrication%20services.`,
    );
    expectInHtml(html, placeholderBusiness.hours.weekdays);
    expectInHtml(html, placeholderBusiness.hours.saturday);
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/services/tanks', '/about.php', '/assets/missing.js'])('%s is the 404 page with status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expectInHtml(html, '<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it.each(['/api', '/api/nothing-here', '/api/send-email/extra'])('%s is a JSON 404', async (path) => {
    const response = await get(path, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain(path);
  });
});

describe('canonical redirects', () => {
  it.each([
    ['/about/', '/about'],
    ['/About', '/about'],
    ['/SERVICES/', '/services'],
    ['/contact//', '/contact'],
    ['/clients/?ref=flyer', '/clients?ref=flyer'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('does not redirect unknown paths that only differ in case', async () => {
    expect((await get('/Nowhere/')).status).toBe(404);
  });
});

describe('offline page', () => {
  it('GET /offline is a script-free page with the business phone and WhatsApp, kept out of search', async () => {
    const response = await get('/offline');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expectInHtml(html, "<h1 id=\"page-heading\">You&#x27;re offline</h1>");
    expectInHtml(html, '<meta name="robots" content="noindex"/>');
    // BUSINESS_PHONE is overridden in vitest.config.ts: the page follows the deployment's vars.
    expectInHtml(html, 'href="tel:+63281234567"');
    expectInHtml(html, `href="https://wa.me/${placeholderBusiness.whatsappNumber}?text=`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css"\/>/);
    expectNotInHtml(html, '<script');
    for (const page of sitePages) expectInHtml(html, `<a href="${page.path}">`);
  });
});

describe('static assets', () => {
  it('inlines the stylesheet in the head, with the nonce', async () => {
    const response = await get('/');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];
    expect(html.startsWith(`<!DOCTYPE html><html lang="en"><head><style nonce="${nonce}">:root{`)).toBe(true);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await get('/')).text();
    const script = textOf(html, /"(\/assets\/main-[A-Z0-9]+\.js)"/);
    for (const path of [manifest.stylesheet, script]) {
      expect(path).toBeDefined();
      const response = await get(path!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('serves un-hashed files with a short cache and the service worker uncached', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const serviceWorker = await get('/service-worker.js');
    expect(serviceWorker.status).toBe(200);
    expect(serviceWorker.headers.get('content-type')).toContain('javascript');
    expect(serviceWorker.headers.get('cache-control')).toBe('no-cache');
    // Built by scripts/build-client.mjs: it lists the hashed files it keeps, with a versioned cache name.
    const script = await serviceWorker.text();
    const entryScript = textOf(await (await get('/')).text(), /"(\/assets\/main-[A-Z0-9]+\.js)"/);
    expect(script).toContain('addEventListener("install"');
    expect(script).toContain(`"${entryScript}"`);
    expect(script).toMatch(/[0-9a-f]{12}[`"]/);
    expect(script).not.toContain('@@CACHE_VERSION@@');
  });
});
