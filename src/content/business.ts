// The business's contact details. PLACEHOLDER values: the owner replaces them here, or
// overrides any of them per deployment with the BUSINESS_* vars in wrangler.toml
// (read by src/worker/business-vars.ts).

export interface BusinessHours {
  weekdays: string;
  saturday: string;
  sunday: string;
}

export interface Business {
  name: string;
  /** As printed for people, e.g. "+63 917 123 4567". */
  phone: string;
  email: string;
  address: string;
  /** International number, digits only, for wa.me links. */
  whatsappNumber: string;
  /** Facebook page username for m.me links. */
  messengerPage: string;
  hours: BusinessHours;
  latitude: number;
  longitude: number;
}

export const placeholderBusiness: Business = {
  name: 'Cavite Stainless Fabrication & Trading', // PLACEHOLDER
  phone: '+63 917 123 4567', // PLACEHOLDER
  email: 'sales@cavitestainless.example', // PLACEHOLDER
  address: 'Cavite, Philippines', // PLACEHOLDER: add street and barangay
  whatsappNumber: '639171234567', // PLACEHOLDER
  messengerPage: 'cavitestainless', // PLACEHOLDER
  hours: {
    weekdays: '8:00 AM - 6:00 PM',
    saturday: '8:00 AM - 4:00 PM',
    sunday: 'Closed',
  },
  latitude: 14.4291, // PLACEHOLDER: Cavite; set to the workshop's location
  longitude: 120.9367, // PLACEHOLDER
};

/** "+63 917 123 4567" -> "+639171234567" for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const whatsappGreeting = "Hello! I'm interested in your stainless steel fabrication services.";

export function whatsappHref(business: Business): string {
  return `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(whatsappGreeting)}`;
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
