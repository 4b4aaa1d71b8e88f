// How an operator reaches a lead from a phone: the apps Filipino customers answer on. A mobile
// number (+639…) gets Call, SMS, WhatsApp and Viber; a landline only Call.

export interface ContactLink {
  label: string;
  href: string;
}

export function phoneContactLinks(e164: string, greeting: string): ContactLink[] {
  const call = { label: 'Call', href: `tel:${e164}` };
  if (!/^\+639\d{9}$/.test(e164)) return [call];
  const digits = e164.slice(1);
  return [
    call,
    { label: 'SMS', href: `sms:${e164}?body=${encodeURIComponent(greeting)}` },
    { label: 'WhatsApp', href: `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` },
    { label: 'Viber', href: `viber://chat?number=%2B${digits}` },
  ];
}
