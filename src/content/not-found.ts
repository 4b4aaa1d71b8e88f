// Copy for the 404 page.
import type { CallToAction, PageMetaContent } from './types';

export interface NotFoundContent {
  meta: PageMetaContent;
  eyebrow: string;
  title: string;
  text: string;
  linksTitle: string;
  links: CallToAction[];
}

export const notFound: NotFoundContent = {
  meta: {
    title: 'Page not found',
    description:
      'This page could not be found. Browse our stainless steel fabrication services in Cavite, or contact us for a quote on equipment, tanks and railings.',
  },
  eyebrow: 'Error 404',
  title: 'Page not found',
  text: 'The page you are looking for may have moved, or the link may be mistyped. These pages should help:',
  linksTitle: 'Popular pages',
  links: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Browse our fabrication services', href: '/services' },
    { label: 'Contact us for a quote', href: '/contact' },
  ],
};
