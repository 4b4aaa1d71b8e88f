// For search engines and phones: /sitemap.xml and /robots.txt from the route list, and the web
// app manifest with this deployment's business name. URLs are absolute on SITE_URL's origin.
import { Hono } from 'hono';
import { siteIcons, webApp } from '../../content/share';
import { sitePages } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import { publicOrigin } from '../site-config';
import { adminAssets, adminPaths } from '../../shared/admin-paths';

export const seoRoutes = new Hono<AppEnv>();

/** The same rule as the static files that are not hashed. */
const cacheControl = 'public, max-age=3600, must-revalidate';

/** Every public page; none of them is private, so none is left out. */
function sitemapXml(origin: string): string {
  const urls = sitePages.map((page) => `  <url>\n    <loc>${escapeXml(new URL(page.path, origin).href)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

seoRoutes.get('/sitemap.xml', (c) =>
  c.body(sitemapXml(publicOrigin(c)), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': cacheControl,
  }),
);

seoRoutes.get('/robots.txt', (c) =>
  c.body(robotsTxt(publicOrigin(c)), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cacheControl,
  }),
);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

const anyIcons: ManifestIcon[] = [
  { src: siteIcons.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: siteIcons.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
];

/** The fields both manifests share (colours, language, standalone display) around each one's own. */
function webManifest(own: { id: string; name: string; short_name: string; description?: string; icons: ManifestIcon[] }): string {
  const manifest = {
    ...own,
    start_url: own.id,
    scope: own.id,
    display: 'standalone',
    theme_color: webApp.themeColor,
    background_color: webApp.backgroundColor,
    lang: 'en-PH',
  };
  return JSON.stringify(manifest, null, 2);
}

const manifestHeaders = { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': cacheControl };

seoRoutes.get('/site.webmanifest', async (c) => {
  const { business } = await siteFacts(c.env);
  const manifest = webManifest({
    id: '/',
    name: business.name,
    short_name: webApp.shortName,
    description: webApp.description,
    icons: [...anyIcons, { src: siteIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' }],
  });
  return c.body(manifest, 200, manifestHeaders);
});

/**
 * The dashboard's own installable app, apart from the site's: added to an iPhone's Home Screen it
 * is what lets Safari deliver push. Scope /admin (not /admin/): the start URL must be inside it,
 * and the dashboard's home is /admin.
 */
seoRoutes.get(adminAssets.manifest, async (c) => {
  const { business } = await siteFacts(c.env);
  const manifest = webManifest({ id: adminPaths.overview, name: `${business.name} dashboard`, short_name: 'Dashboard', icons: anyIcons });
  return c.body(manifest, 200, manifestHeaders);
});
