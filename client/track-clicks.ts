// Conversions from link clicks, seen in one place: WhatsApp, Messenger, Viber, phone, email and
// "Request a Quote". The label is where on the page the link sits, never who clicked.
import type { ConversionAction, Tracker } from '../src/shared/analytics-event';
import { conversionAreas, pageSectionArea } from '../src/shared/analytics-labels';
import { quotePath } from '../src/shared/routes';

function conversionFor(link: HTMLAnchorElement): ConversionAction | null {
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('https://wa.me/')) return 'whatsapp_click';
  if (href.startsWith('https://m.me/')) return 'messenger_click';
  if (href.startsWith('viber://')) return 'viber_click';
  if (href.startsWith('tel:')) return 'phone_click';
  if (href.startsWith('mailto:')) return 'email_click';
  const pointsAtQuote = link.pathname === quotePath || href === '#quote';
  if (link.origin === window.location.origin && pointsAtQuote && /quote/i.test(link.textContent ?? '')) return 'quote_click';
  return null;
}

function area(link: HTMLAnchorElement): string {
  if (link.closest('.floating-contact')) return conversionAreas.floatingButton;
  if (link.closest('header')) return conversionAreas.header;
  if (link.closest('footer')) return conversionAreas.footer;
  const section = link.closest('section[id], section[aria-labelledby]');
  return section ? pageSectionArea(section.id || section.getAttribute('aria-labelledby')!) : conversionAreas.page;
}

export function trackConversionClicks(tracker: Tracker): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      const action = conversionFor(link);
      if (action) tracker.conversion(action, area(link));
    },
    { capture: true },
  );
}
