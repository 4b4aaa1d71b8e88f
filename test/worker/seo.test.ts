import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker/index';
import type { WorkerEnv } from '../../src/worker/app-env';
import { facebookPageHref, placeholderBusiness } from '../../src/content/business';
import { shareImage, siteIcons } from '../../src/content/share';
import { sitePages } from '../../src/shared/routes';

/** SITE_URL in the test config: the site's public address. */
const origin = 'https://stainless.example';
/** Nothing is published in these tests: the defaults in code. */
const business = placeholderBusiness;

/** "8:00 AM - 6:00 PM" -> { opens: '08:00', closes: '18:00' }; null for "Closed". */
function printedTimes(text: string) {
  const match = /^(\d{1,2}):(\d{2}) ([AP])M - (\d{1,2}):(\d{2}) ([AP])M$/.exec(text);
  if (!match) return null;
  const clock = (hour: string, minute: string, meridiem: string) =>
    `${String((Number(hour) % 12) + (meridiem === 'P' ? 12 : 0)).padStart(2, '0')}:${minute}`;
  return { opens: clock(match[1]!, match[2]!, match[3]!), closes: clock(match[4]!, match[5]!, match[6]!) };
}

async function get(path: string) {
  return SELF.fetch(origin + path, { redirect: 'manual' });
}

async function html(path: string) {
  return (await get(path)).text();
}

/** Every JSON-LD block of a page, parsed; the test fails if one is not valid JSON. */
function jsonLdBlocks(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function ofType(blocks: Record<string, unknown>[], type: string) {
  return blocks.filter((block) => block['@type'] === type);
}

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday - Friday" -> the five day names; "Saturday" -> ['Saturday']. */
function daysOf(label: string): string[] {
  const [first, last = first] = label.split(/\s+-\s+/);
  return weekDays.slice(weekDays.indexOf(first!), weekDays.indexOf(last!) + 1);
}

/**
 * The opening hours search engines should read, built from the hours printed in the page's
 * footer: one entry per printed day or day range that has a time range, none for "Closed".
 */
function hoursPrintedOn(page: string) {
  const list = /<dl class="footer-hours">(.*?)<\/dl>/s.exec(page)![1]!;
  const printed = [...list.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map(([, label, text]) => ({
    days: daysOf(label!),
    text: text!.replaceAll('&amp;', '&'),
  }));
  expect(printed.flatMap((day) => day.days)).toEqual(weekDays);
  return printed.flatMap(({ days, text }) => {
    const times = printedTimes(text);
    return times ? days.map((dayOfWeek) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, ...times })) : [];
  });
}

/** The content of <meta property|name="key">, with React's attribute escaping undone. */
function metaContent(page: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)"/>`).exec(page);
  return match?.[1]?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function pngAt(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('image/png');
  return pngSize(new Uint8Array(await response.arrayBuffer()));
}

describe('/sitemap.xml', () => {
  it('lists every page by its absolute URL, as XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locations = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<\/url>/g)].map((match) => match[1]);
    expect(locations).toEqual(sitePages.map((page) => `${origin}${page.path}`));
    // Well-formed: every element that opens closes, and nothing else is in the document.
    expect(xml.match(/<url>/g)).toHaveLength(sitePages.length);
    expect(xml.match(/<\/url>/g)).toHaveLength(sitePages.length);
    expect(xml.replace(/<\?xml[^>]*\?>|<\/?(urlset|url|loc)[^>]*>|https:\/\/[^<\s]+|\s/g, '')).toBe('');
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the dashboard and the API and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // No page of the site is hidden from search.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2);
  });
});

describe('structured data', () => {
  for (const page of sitePages) {
    it(`${page.path} describes the business as a LocalBusiness in Cavite`, async () => {
      const blocks = jsonLdBlocks(await html(page.path));
      const [localBusiness, ...others] = ofType(blocks, 'LocalBusiness');
      expect(others).toHaveLength(0);
      expect(localBusiness).toMatchObject({
        '@context': 'https://schema.org',
        name: business.name,
        url: `${origin}/`,
        telephone: '+639171234567',
        email: business.email,
        image: `${origin}${shareImage.path}`,
        logo: `${origin}${siteIcons.icon512}`,
        address: { '@type': 'PostalAddress', addressLocality: business.address.city, addressRegion: 'Cavite', addressCountry: 'PH' },
        geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
        sameAs: [facebookPageHref(business)],
      });
      expect(localBusiness!.sameAs).toEqual([`https://www.facebook.com/${business.messengerPage}`]);
    });

    it(`${page.path} gives search engines the opening hours printed on the page`, async () => {
      const body = await html(page.path);
      const [localBusiness] = ofType(jsonLdBlocks(body), 'LocalBusiness');
      expect(localBusiness!.openingHoursSpecification).toEqual(hoursPrintedOn(body));
    });

    // A page under another (a material family under /materials) has that page between Home and itself.
    const parent = sitePages.find((candidate) => candidate.path !== '/' && page.path.startsWith(`${candidate.path}/`));
    const trail = [...(parent ? [parent] : []), page];
    it(`${page.path} ${page.path === '/' ? 'has no breadcrumb trail' : `has the breadcrumb trail Home > ${trail.map((step) => step.navLabel).join(' > ')}`}`, async () => {
      const breadcrumbs = ofType(jsonLdBlocks(await html(page.path)), 'BreadcrumbList');
      if (page.path === '/') {
        expect(breadcrumbs).toHaveLength(0);
        return;
      }
      expect(breadcrumbs).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
            ...trail.map((step, index) => ({
              '@type': 'ListItem',
              position: index + 2,
              name: step.navLabel,
              item: `${origin}${step.path}`,
            })),
          ],
        },
      ]);
    });
  }

  it('is on the 404 page too, without a breadcrumb', async () => {
    const blocks = jsonLdBlocks(await html('/no-such-page'));
    expect(ofType(blocks, 'LocalBusiness')).toHaveLength(1);
    expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(0);
  });

  it('cannot be closed early by text in the data', async () => {
    const page = await html('/about');
    for (const [, json] of page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      expect(json).not.toMatch(/[<>]/);
    }
  });
});

describe('link previews', () => {
  for (const page of sitePages) {
    it(`${page.path} has Open Graph and X card tags with the 1200x630 image`, async () => {
      const body = await html(page.path);
      const title = /<title>([^<]+)<\/title>/.exec(body)![1]!.replaceAll('&amp;', '&');
      const description = metaContent(body, 'description');
      expect(metaContent(body, 'og:title')).toBe(title);
      expect(metaContent(body, 'og:description')).toBe(description);
      expect(metaContent(body, 'og:url')).toBe(`${origin}${page.path}`);
      expect(metaContent(body, 'og:type')).toBe('website');
      expect(metaContent(body, 'og:site_name')).toBe(business.name);
      expect(metaContent(body, 'og:locale')).toBe('en_PH');
      expect(metaContent(body, 'og:image')).toBe(`${origin}${shareImage.path}`);
      expect(metaContent(body, 'og:image:width')).toBe('1200');
      expect(metaContent(body, 'og:image:height')).toBe('630');
      expect(metaContent(body, 'og:image:alt')).toContain(business.name);
      expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
      // In <head>, where crawlers look: React hoists them there.
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).toContain('<meta property="og:image"');
    });
  }

  it('the 404 page has no og:url (it has no canonical address)', async () => {
    const body = await html('/no-such-page');
    expect(metaContent(body, 'og:url')).toBeUndefined();
    expect(metaContent(body, 'og:title')).toBeDefined();
  });

  it('the share image is a 1200x630 PNG', async () => {
    expect(await pngAt(shareImage.path)).toEqual({ width: 1200, height: 630 });
  });
});

describe('icons and the web app manifest', () => {
  it('links the favicon set and the manifest from every page', async () => {
    const head = (await html('/')).split('</head>')[0]!;
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"/>');
  });

  it('serves the manifest with its content type and icons that exist at their stated sizes', async () => {
    const response = await get('/site.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: business.name,
      start_url: '/',
      display: 'standalone',
      theme_color: '#10263f',
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(await pngAt(icon.src)).toEqual({ width, height });
    }
  });

  it('serves a 180x180 apple-touch-icon and a favicon.ico', async () => {
    expect(await pngAt('/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    const bytes = new Uint8Array(await ico.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then the image count.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThanOrEqual(1);
  });
});

describe('absolute URLs come from SITE_URL, never the Host header', () => {
  /** A request with `Host: evil.example` reaches the worker as this URL: its host is the Host header. */
  const foreign = 'https://evil.example';

  const checkedPaths = ['/', '/services', '/no-such-page', '/sitemap.xml', '/robots.txt'];

  /** Each checked response on `base`: its X-Robots-Tag, and the hosts its absolute links to this site name. */
  async function linkedHosts(base: string, request: (url: string) => Promise<Response> = (url) => SELF.fetch(url)) {
    const found: { path: string; robots: string | null; hosts: Set<string>; text: string }[] = [];
    for (const path of checkedPaths) {
      const response = await request(base + path);
      const text = await response.text();
      // Links to this site: the sitemap's and robots.txt's, and every page link with a path of ours.
      const hosts = new Set(
        [
          ...text.matchAll(
            /https?:\/\/([a-z0-9.:-]+)\/(?:sitemap\.xml|#business|about|services|clients|contact|privacy|og-|share|icon|"|<)/gi,
          ),
        ].map((match) => match[1]!),
      );
      found.push({ path, robots: response.headers.get('x-robots-tag'), hosts, text });
    }
    return found;
  }

  it('puts SITE_URL’s origin in the canonical link, og:url, og:image, JSON-LD, sitemap and robots.txt of a request to another host, marked noindex', async () => {
    const page = await (await SELF.fetch(`${foreign}/services`)).text();
    expect(page).toContain(`<link rel="canonical" href="${origin}/services"/>`);
    expect(metaContent(page, 'og:url')).toBe(`${origin}/services`);
    expect(metaContent(page, 'og:image')).toBe(`${origin}${shareImage.path}`);
    const [localBusiness] = ofType(jsonLdBlocks(page), 'LocalBusiness');
    expect(localBusiness).toMatchObject({
      '@id': `${origin}/#business`,
      url: `${origin}/`,
      image: `${origin}${shareImage.path}`,
      logo: `${origin}${siteIcons.icon512}`,
    });
    expect(ofType(jsonLdBlocks(page), 'BreadcrumbList')[0]).toMatchObject({
      itemListElement: [{ item: `${origin}/` }, { item: `${origin}/services` }],
    });

    const xml = await (await SELF.fetch(`${foreign}/sitemap.xml`)).text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      sitePages.map((sitePage) => `${origin}${sitePage.path}`),
    );
    expect(await (await SELF.fetch(`${foreign}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    for (const { path, robots, hosts, text } of await linkedHosts(foreign)) {
      expect(robots, path).toBe('noindex');
      expect([...hosts], path).toEqual(['stainless.example']);
      expect(text, path).not.toContain('evil.example');
    }
  });

  it('marks everything on another host noindex: a static file, an API answer, a redirect', async () => {
    for (const path of [shareImage.path, '/api/no-such-endpoint', '/About/']) {
      const response = await SELF.fetch(`${foreign}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      await response.body?.cancel();
    }
  });

  it('leaves SITE_URL’s own host indexable', async () => {
    for (const { path, robots, hosts } of await linkedHosts(origin)) {
      expect(robots, path).toBeNull();
      expect([...hosts], path).toEqual(['stainless.example']);
    }
    for (const path of [shareImage.path, '/api/no-such-endpoint']) {
      const response = await SELF.fetch(`${origin}${path}`);
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
      await response.body?.cancel();
    }
  });

  it('marks staging noindex on its own SITE_URL host too', async () => {
    const staging: WorkerEnv = { ...(env as unknown as WorkerEnv), ENVIRONMENT: 'staging' };
    for (const path of ['/', '/services', shareImage.path]) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${origin}${path}`), staging, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      await response.body?.cancel();
    }
  });

  it.each([
    ['missing', ''],
    ['not a URL', 'www.stainless.example'],
    ['not http', 'ftp://stainless.example'],
  ])('still serves pages when SITE_URL is %s: on the request’s origin, noindex, with an error logged', async (_, siteUrl) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const misconfigured: WorkerEnv = { ...(env as unknown as WorkerEnv), SITE_URL: siteUrl };
    const request = async (url: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(url), misconfigured, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const preview = 'https://cavite-stainless.owner.workers.dev';
    const page = await request(`${preview}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="${preview}/about"/>`);
    for (const { path, robots, hosts } of await linkedHosts(preview, request)) {
      expect(robots, path).toBe('noindex');
      expect([...hosts], path).toEqual(['cavite-stainless.owner.workers.dev']);
    }
    expect(errors.mock.calls.some((call) => call.join(' ').includes('SITE_URL'))).toBe(true);
  });
});
