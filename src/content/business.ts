// The business's contact details. PLACEHOLDER values: the owner replaces them here, or
// overrides any of them per deployment with the BUSINESS_* vars in wrangler.toml
// (read by src/worker/business-vars.ts).

/**
 * As printed for people, e.g. "8:00 AM - 6:00 PM" or "Closed". The 24-hour times in search
 * results' structured data are read from these same strings (openingTimes24h), so they stay
 * the one place the hours are written.
 */
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
  /** International number, digits only, for Viber chat links (often the same phone as WhatsApp). */
  viberNumber: string;
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
  viberNumber: '639171234567', // PLACEHOLDER
  messengerPage: 'cavitestainless', // PLACEHOLDER
  hours: {
    weekdays: '8:00 AM - 6:00 PM',
    saturday: '8:00 AM - 4:00 PM',
    sunday: 'Closed',
  },
  latitude: 14.4291, // PLACEHOLDER: Cavite; set to the workshop's location
  longitude: 120.9367, // PLACEHOLDER
};

/** "+63 917 123 4567" -> "+639171234567": the international form, for tel: links and structured data. */
export function internationalPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

export interface OpeningTimes {
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

const clockTime = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?`;
const timeRange = new RegExp(String.raw`^\s*${clockTime}\s*(?:-|–|—|to)\s*${clockTime}\s*$`, 'i');

function to24h(hour: string, minute: string | undefined, meridiem: string | undefined): string | null {
  let h = Number(hour);
  const m = Number(minute ?? '0');
  if (m > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 24) {
    return null;
  }
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * "8:00 AM - 6:00 PM", "8am-6pm" or "08:00-18:00" -> { opens: '08:00', closes: '18:00' };
 * null when the text is not a time range ("Closed", "By appointment").
 */
export function openingTimes24h(hours: string): OpeningTimes | null {
  const match = timeRange.exec(hours);
  if (!match) return null;
  const [, openHour, openMinute, openMeridiem, closeHour, closeMinute, closeMeridiem] = match;
  const opens = to24h(openHour!, openMinute, openMeridiem);
  const closes = to24h(closeHour!, closeMinute, closeMeridiem);
  return opens && closes ? { opens, closes } : null;
}

/** The Facebook page behind the Messenger link: the business's profile elsewhere, for search engines. */
export function facebookPageHref(business: Business): string {
  return `https://www.facebook.com/${encodeURIComponent(business.messengerPage)}`;
}

export const whatsappGreeting = "Hello! I'm interested in your stainless steel fabrication services.";

export function whatsappHref(business: Business): string {
  return `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(whatsappGreeting)}`;
}

/** Opens a chat with the number in the Viber app (viber://chat?number=%2B639171234567). */
export function viberHref(business: Business): string {
  return `viber://chat?number=%2B${business.viberNumber}`;
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
