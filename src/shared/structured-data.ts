// schema.org data for search engines: the business on every page, the breadcrumb trail on inner
// pages. The worker writes both into each page's head (render-page.tsx), outside React's tree:
// the browser never needs this code, and a crawler reads each page as the server sends it.
import { facebookPageHref, internationalPhone, type Business } from '../content/business';
import { dayName, weekdays } from './opening-hours';
import { shareImage, siteIcons } from '../content/share';
import { sitePages } from './routes';
import type { Closure } from './site-facts';

export type JsonLd = Record<string, unknown>;

/** One entry per open day; a closed day is left out, which schema.org reads as closed. */
function openingHoursSpecification(business: Business): JsonLd[] {
  return weekdays.flatMap((day) => {
    const hours = business.hours[day];
    return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayName(day), ...hours }] : [];
  });
}

/** A closure's days: opens and closes at 00:00 is schema.org's "closed all day"; else its special hours. */
function specialOpeningHoursSpecification(closures: readonly Closure[]): JsonLd[] {
  return closures.map(({ from, to, hours }) => ({
    '@type': 'OpeningHoursSpecification',
    ...(hours ?? { opens: '00:00', closes: '00:00' }),
    validFrom: from,
    validThrough: to,
  }));
}

export function localBusinessJsonLd(business: Business, closures: readonly Closure[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': new URL('/#business', origin).href,
    name: business.name,
    url: new URL('/', origin).href,
    telephone: internationalPhone(business.phone),
    email: business.email,
    image: new URL(shareImage.path, origin).href,
    logo: new URL(siteIcons.icon512, origin).href,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${business.address.street}, ${business.address.barangay}`,
      addressLocality: business.address.city,
      addressRegion: 'Cavite',
      addressCountry: 'PH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
    openingHoursSpecification: openingHoursSpecification(business),
    ...(closures.length ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(closures) } : {}),
    sameAs: [facebookPageHref(business)],
  };
}

export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * Home, then each page whose path begins this one (Materials for a family page), then the page
 * itself, named as in the navigation; empty for the home page and unknown paths.
 */
export function breadcrumbTrail(path: string): BreadcrumbStep[] {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page || page.path === '/') return [];
  const parents = sitePages.filter((candidate) => candidate.path !== '/' && path.startsWith(`${candidate.path}/`));
  return [{ name: 'Home', path: '/' }, ...[...parents, page].map((step) => ({ name: step.navLabel, path: step.path }))];
}

export function breadcrumbJsonLd(path: string, origin: string): JsonLd | null {
  const trail = breadcrumbTrail(path);
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}
