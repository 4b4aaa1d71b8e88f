import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { placeholderBusiness, telHref, whatsappGreeting } from '../../src/content/business';
import { footerContent } from '../../src/content/footer';
import { consentCookie, noticeCookie } from '../../src/shared/visitor-cookies';
import { images } from '../../src/content/images';
import { notFound } from '../../src/content/not-found';
import { offline } from '../../src/content/offline';
import manifest from '../../dist/manifest.json';
import { footerQuickLinkPages, sitePages } from '../../src/shared/routes';
import { hoursRows } from '../../src/shared/opening-hours';

const origin = 'https://stainless.example';
/** Nothing is published in these tests: the defaults in code. */
const business = placeholderBusiness;

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

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** An attribute's value as the browser reads it. */
const unescaped = (value: string) =>
  value.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Every <img> of a page with its attributes. */
function imagesOf(html: string) {
  return [...html.matchAll(/<img\s([^>]*?)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescaped(value!)])),
  );
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
      expect(title).toContain(escaped(business.name));
      titles.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expectInHtml(html, `<link rel="canonical" href="${origin}${page.path}"/>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);

      // The shared layout is in the server HTML, readable with JavaScript off.
      if (page.inNavigation) expectInHtml(html, `<a href="${page.path}" class="nav-link" aria-current="page">`);
      for (const linked of footerQuickLinkPages) expectInHtml(html, `<li><a href="${linked.path}">${linked.footerLabel}</a></li>`);
      expectInHtml(html, footerContent.about);
      expectInHtml(html, `href="${telHref(business.phone)}"`);
      expectInHtml(html, `href="mailto:${business.email}"`);
      expectInHtml(html, `title="${footerContent.mapTitle}"`);
      expectInHtml(html, `© ${footerContent.copyrightYear} ${escaped(business.name)}. All rights reserved.`);
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
  it('renders the WhatsApp link to the business with the greeting, and the hours of every day', async () => {
    const html = await (await get('/contact')).text();
    const links = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map(([, href]) => new URL(unescaped(href!)));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.pathname).toBe(`/${business.whatsappNumber}`);
      expect(link.searchParams.get('text')).toBe(whatsappGreeting);
    }
    for (const row of hoursRows(business.hours)) expectInHtml(html, escaped(row.hours));
  });

  it('centres every map on the business’s coordinates', async () => {
    for (const path of ['/', '/contact']) {
      const html = await (await get(path)).text();
      const embeds = [...html.matchAll(/<iframe[^>]*src="([^"]*openstreetmap[^"]*)"/g)].map(([, src]) => new URL(unescaped(src!)));
      const links = [...html.matchAll(/href="(https:\/\/www\.openstreetmap\.org\/\?[^"]*)"/g)].map(([, href]) => new URL(unescaped(href!)));
      expect(embeds.length, path).toBeGreaterThan(0);
      for (const embed of embeds) expect(embed.searchParams.get('marker'), path).toBe(`${business.latitude},${business.longitude}`);
      for (const link of links)
        expect([link.searchParams.get('mlat'), link.searchParams.get('mlon')], path).toEqual([
          String(business.latitude),
          String(business.longitude),
        ]);
    }
  });
});

describe('images', () => {
  it('draws every image with its width, height and alt text', async () => {
    for (const page of sitePages) {
      for (const image of imagesOf(await (await get(page.path)).text())) {
        expect(image, `${page.path} ${image.src}`).toEqual(
          expect.objectContaining({
            width: expect.stringMatching(/^\d+$/),
            height: expect.stringMatching(/^\d+$/),
            alt: expect.any(String),
          }),
        );
      }
    }
  });

  it('shows every image slot of images.ts somewhere on the site, at the slot’s size', async () => {
    const drawn = (await Promise.all(sitePages.map(async (page) => imagesOf(await (await get(page.path)).text())))).flat();
    for (const [slot, image] of Object.entries(images)) {
      expect(drawn, slot).toContainEqual(
        expect.objectContaining({ src: image.src, width: String(image.width), height: String(image.height) }),
      );
    }
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/services/tanks', '/about.php', '/assets/missing.js'])('%s is the 404 page with status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expectInHtml(html, '<meta name="robots" content="noindex"/>');
    expect(textOf(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(escaped(notFound.title));
  });

  it.each(['/api', '/api/nothing-here', '/api/quotes/extra'])('%s is a JSON 404', async (path) => {
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
    expectInHtml(html, `<h1 id="page-heading">${escaped(offline.title)}</h1>`);
    expectInHtml(html, '<meta name="robots" content="noindex"/>');
    expectInHtml(html, `href="${telHref(business.phone)}"`);
    expectInHtml(html, `href="https://wa.me/${business.whatsappNumber}?text=`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css"\/>/);
    expectNotInHtml(html, '<script');
    // It lists the pages saved as the service worker installs: not the family pages, saved only once visited.
    for (const page of sitePages) {
      if (page.id === 'material-family') expectNotInHtml(html, `<a href="${page.path}">`);
      else expectInHtml(html, `<a href="${page.path}">`);
    }
  });
});

describe('the cookie notice', () => {
  const notice = '<section class="cookie-banner" aria-label="Cookie notice">';

  it('is written into every page under the header until the visitor accepts, then left out', async () => {
    for (const path of ['/', '/contact', '/materials/pipes']) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`<main id="main" class="site-main">${notice}`);
      const accepted = await (await get(path, { headers: { cookie: `${consentCookie}=accepted` } })).text();
      expect(accepted, path).not.toContain(notice);
      expect(accepted, path).toContain('"consented":true');
    }
  });

  it('is still written for a cookie that says anything else, garbled ones included', async () => {
    for (const cookie of [
      `${consentCookie}=yes; other=1`,
      `${consentCookie}=%E0%A4%A; ${noticeCookie}=%%%`,
      `${consentCookie}=${'a'.repeat(4000)}`,
    ]) {
      const response = await get('/', { headers: { cookie } });
      expect(response.status, cookie.slice(0, 40)).toBe(200);
      expect(await response.text()).toContain(notice);
    }
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
