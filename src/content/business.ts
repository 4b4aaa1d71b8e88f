// The business's contact details as the code ships them. PLACEHOLDER values: the defaults the
// site shows until the owner publishes real ones from the dashboard (Site facts), and the layer
// every published snapshot replaces whole. Their shape and checks: src/shared/site-facts.ts.
import type { SiteFacts } from '../shared/site-facts';
import { defaultQuotationSettings } from './quotation-terms';

export type Business = SiteFacts['business'];

export const placeholderBusiness: Business = {
  name: 'Cavite Stainless Fabrication & Trading', // PLACEHOLDER
  phone: '+63 917 123 4567', // PLACEHOLDER
  email: 'sales@cavitestainless.example', // PLACEHOLDER
  address: { street: 'Street to follow', barangay: 'Barangay to follow', city: 'City to follow' }, // PLACEHOLDER
  whatsappNumber: '639171234567', // PLACEHOLDER
  viberNumber: '639171234567', // PLACEHOLDER (null: no Viber link)
  messengerPage: 'cavitestainless', // PLACEHOLDER
  hours: {
    monday: { opens: '08:00', closes: '18:00' },
    tuesday: { opens: '08:00', closes: '18:00' },
    wednesday: { opens: '08:00', closes: '18:00' },
    thursday: { opens: '08:00', closes: '18:00' },
    friday: { opens: '08:00', closes: '18:00' },
    saturday: { opens: '08:00', closes: '16:00' },
    sunday: null,
  },
  latitude: 14.4291, // PLACEHOLDER: Cavite; set to the workshop's location
  longitude: 120.9367, // PLACEHOLDER
};

/** What the site shows before the owner's first publish. */
export const defaultSiteFacts: SiteFacts = {
  business: placeholderBusiness,
  closures: [],
  temporaryHours: [],
  notice: null,
  projects: null,
  availability: {},
  quotations: defaultQuotationSettings,
};

/** The province and country every address is in: the specification's last words of the footer's contact block. */
export const addressRegion = 'Cavite, Philippines';

/** "Street, Barangay, City, Cavite, Philippines": one line, for the footer and the contact page. */
export function addressText({ address }: Business): string {
  return [address.street, address.barangay, address.city, addressRegion].join(', ');
}

/** "+63 917 123 4567" -> "+639171234567": the international form, for tel: links and structured data. */
export function internationalPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

/** The Facebook page behind the Messenger link: the business's profile elsewhere, for search engines. */
export function facebookPageHref(business: Business): string {
  return `https://www.facebook.com/${encodeURIComponent(business.messengerPage)}`;
}

export const whatsappGreeting = "Hello! I'm interested in your stainless steel fabrication services.";

export function whatsappHref(business: Business): string {
  return `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(whatsappGreeting)}`;
}

/** Opens a chat with the number in the Viber app (viber://chat?number=%2B639171234567); null without a Viber number. */
export function viberHref(business: Pick<Business, 'viberNumber'>): string | null {
  return business.viberNumber ? `viber://chat?number=%2B${business.viberNumber}` : null;
}

export function messengerHref(business: Business): string {
  return `https://m.me/${encodeURIComponent(business.messengerPage)}`;
}

/** OpenStreetMap's embed needs no API key. */
export function mapEmbedSrc(business: Business): string {
  const span = 0.02;
  const { latitude: lat, longitude: lon } = business;
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

export function mapLinkHref(business: Business): string {
  return `https://www.openstreetmap.org/?mlat=${business.latitude}&mlon=${business.longitude}#map=15/${business.latitude}/${business.longitude}`;
}
