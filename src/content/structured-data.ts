// schema.org data for search engines: the business on every page, the breadcrumb trail on inner
// pages. The worker writes both into each page's head (render-page.tsx), outside React's tree:
// the browser never needs this code, and a crawler reads each page as the server sends it.
import { facebookPageHref, internationalPhone, type Business } from './business';
import { dayName, weekdays } from '../shared/opening-hours';
import { shareImage, siteIcons } from './share';
import { sitePages } from '../shared/routes';
import type { SiteFacts } from '../shared/site-facts';

export type JsonLd = Record<string, unknown>;

/** One entry per open day; a closed day is left out, which schema.org reads as closed. */
function openingHoursSpecification(business: Business): JsonLd[] {
  return weekdays.flatMap((day) => {
    const hours = business.hours[day];
    return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayName(day), ...hours }] : [];
  });
}

type HoursFacts = Pick<SiteFacts, 'closures' | 'temporaryHours'>;

const closedAllDay = { opens: '00:00', closes: '00:00' };

/**
 * What overrides the weekly hours for a while (schema.org's specialOpeningHoursSpecification):
 * a closure's days, and a temporary change's weekday from today through its last day. Opens and
 * closes at 00:00 is schema.org's "closed all day". Both ends are inclusive dates, as a closure's.
 */
function specialOpeningHoursSpecification(facts: HoursFacts, today: string): JsonLd[] {
  const closures = facts.closures.map(({ from, to, hours }) => ({
    '@type': 'OpeningHoursSpecification',
    ...(hours ?? closedAllDay),
    validFrom: from,
    validThrough: to,
  }));
  const temporary = facts.temporaryHours
    .filter((change) => change.until >= today)
    .map(({ day, hours, from, until }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dayName(day),
      ...(hours ?? closedAllDay),
      validFrom: from && from > today ? from : today,
      validThrough: until,
    }));
  return [...closures, ...temporary];
}

/**
 * The business with its weekly hours as published (never today's temporary ones: those would read
 * as for good) and, on `today` (Manila's date), what overrides them for a while.
 */
export function localBusinessJsonLd(business: Business, facts: HoursFacts, today: string, origin: string): JsonLd {
  const special = specialOpeningHoursSpecification(facts, today);
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
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
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
