import { pagePath } from '../shared/routes';

export const footerContent = {
  about:
    'Professional stainless steel fabrication and trading services for commercial and industrial applications: kitchen equipment, tanks, railings and process equipment built to your drawings, plus sheets, pipes and fittings in 304 and 316.',
  /** The map's heading, and its frame's title for screen readers. */
  mapTitle: 'Find Us',
  /** The year the business's copyright notice starts. */
  copyrightYear: 2024,
  /** The trading side's pages, listed apart from the Quick Links (which mirror the header). */
  materials: {
    title: 'Materials',
    links: [
      { label: 'Stock catalogue', href: pagePath('materials') },
      { label: 'Weight calculator', href: pagePath('weight-calculator') },
    ],
  },
};
