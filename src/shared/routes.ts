// The site's pages: one list feeds the router, the header, the footer, the sitemap and analytics.
import { materialFamilies, materialFamilyPath, materialsPath } from './material-families';

export type PageId =
  'home' | 'about' | 'services' | 'clients' | 'contact' | 'materials' | 'material-family' | 'weight-calculator' | 'privacy' | 'not-found';

export interface SitePage {
  id: Exclude<PageId, 'not-found'>;
  path: string;
  /** Label in the header and mobile menu. */
  navLabel: string;
  /** Label in the footer's Quick Links. */
  footerLabel: string;
  /** Listed in the header and mobile menu, and (all but Materials: footerQuickLinkPages) the footer's Quick Links. */
  inNavigation: boolean;
}

export const sitePages: readonly SitePage[] = [
  { id: 'home', path: '/', navLabel: 'Home', footerLabel: 'Home', inNavigation: true },
  { id: 'about', path: '/about', navLabel: 'About', footerLabel: 'About Us', inNavigation: true },
  { id: 'services', path: '/services', navLabel: 'Services', footerLabel: 'Services', inNavigation: true },
  { id: 'materials', path: materialsPath, navLabel: 'Materials', footerLabel: 'Materials', inNavigation: true },
  ...materialFamilies.map((family): SitePage => ({
    id: 'material-family',
    path: materialFamilyPath(family.id),
    navLabel: family.label,
    footerLabel: family.label,
    inNavigation: false,
  })),
  {
    id: 'weight-calculator',
    path: `${materialsPath}/weight-calculator`,
    navLabel: 'Weight calculator',
    footerLabel: 'Weight calculator',
    inNavigation: false,
  },
  { id: 'clients', path: '/clients', navLabel: 'Clients', footerLabel: 'Our Clients', inNavigation: true },
  { id: 'contact', path: '/contact', navLabel: 'Contact', footerLabel: 'Contact', inNavigation: true },
  { id: 'privacy', path: '/privacy', navLabel: 'Privacy', footerLabel: 'Privacy Notice', inNavigation: false },
];

export const navigationPages = sitePages.filter((page) => page.inNavigation);

/** The footer's Quick Links: not Materials, which heads the footer's own list of the catalogue. */
export const footerQuickLinkPages = navigationPages.filter((page) => page.id !== 'materials');

/**
 * Pages the service worker saves as it installs, so they open offline. Not the family pages:
 * eight pages of size tables would cost every first visit's phone data for pages most visitors
 * never open; a family page is saved once visited, like any page.
 */
export const precachedPages = sitePages.filter((page) => page.id !== 'material-family');

/** The path of a page that has one (every family page has its own: materialFamilyPath). */
export function pagePath(id: Exclude<SitePage['id'], 'material-family'>): string {
  return sitePages.find((page) => page.id === id)!.path;
}

export const privacyPath = pagePath('privacy');

export const quotePath = pagePath('contact');

/** The quote list as part of the quote form on /contact: the header's badge opens it. */
export const quoteListHref = `${quotePath}#quote-list`;

/** The page the service worker shows offline for a page not saved on the device; not in the sitemap. */
export const offlinePath = '/offline';

/** The page for a canonical path, or 'not-found'. */
export function pageIdForPath(path: string): PageId {
  return sitePages.find((page) => page.path === path)?.id ?? 'not-found';
}

/**
 * The canonical form of a path that differs only by case or a trailing slash,
 * or null when the path is already canonical or names no page.
 */
export function canonicalRedirect(path: string): string | null {
  if (path === '/') return null;
  const normalised = path.replace(/\/+$/, '').toLowerCase() || '/';
  if (normalised === path) return null;
  return sitePages.some((page) => page.path === normalised) ? normalised : null;
}
