// schema.org data for search engines: the business on every page, the breadcrumb trail on inner pages.
import {
  facebookPageHref,
  internationalPhone,
  openingTimes24h,
  type Business,
  type OpeningTimes,
} from '../../content/business';
import { shareImage, siteIcons } from '../../content/share';
import { scriptSafeJson } from '../../shared/script-safe-json';
import { sitePages } from '../../shared/routes';
import { useSite } from '../site-context';

type JsonLd = Record<string, unknown>;

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function openingHoursSpecification(dayOfWeek: string | string[], times: OpeningTimes | null): JsonLd[] {
  // A day without opening times (Closed, By appointment) is left out: schema.org reads that as closed.
  return times ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, ...times }] : [];
}

export function localBusinessJsonLd(business: Business, origin: string): JsonLd {
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
      streetAddress: business.address,
      addressLocality: 'Cavite',
      addressRegion: 'Cavite',
      addressCountry: 'PH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
    openingHoursSpecification: [
      ...openingHoursSpecification(weekdays, openingTimes24h(business.hours.weekdays)),
      ...openingHoursSpecification('Saturday', openingTimes24h(business.hours.saturday)),
      ...openingHoursSpecification('Sunday', openingTimes24h(business.hours.sunday)),
    ],
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

/**
 * Rendered in the page tree, so client navigation swaps the breadcrumb with the page.
 * A JSON-LD block is data, never run, so a script-src policy does not apply to it.
 */
export function StructuredData({ path }: { path?: string }) {
  const { business, origin } = useSite();
  const breadcrumb = path === undefined ? null : breadcrumbJsonLd(path, origin);
  return (
    <>
      <JsonLdScript data={localBusinessJsonLd(business, origin)} />
      {breadcrumb && <JsonLdScript data={breadcrumb} />}
    </>
  );
}

export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
