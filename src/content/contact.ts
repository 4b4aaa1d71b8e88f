// Copy for the Contact page. Phone, email, address and hours come from ./business.ts.
import type { PageHeaderContent, PageMetaContent, SectionIntroContent } from './types';

export interface ContactContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  details: {
    intro: SectionIntroContent;
    labels: {
      phone: string;
      whatsapp: string;
      whatsappAction: string;
      viber: string;
      viberAction: string;
      email: string;
      location: string;
      hours: string;
    };
    visitNote: string;
  };
  checklist: { intro: SectionIntroContent; items: string[]; note: string };
  quote: { eyebrow: string; title: string; text: string };
  map: { intro: SectionIntroContent; frameTitle: string; linkLabel: string };
}

export const contact: ContactContent = {
  meta: {
    title: 'Contact Us and Request a Quote',
    description:
      'Request a quote from our Cavite stainless steel shop. Send drawings by WhatsApp or email, or call us about fabrication, installation and material supply.',
  },
  header: {
    eyebrow: 'Contact',
    title: 'Contact us and request a quote',
    lead: 'Call, message or email us with your drawings and requirements. Our estimating team replies on working days with questions or a quotation.',
  },
  details: {
    intro: { eyebrow: 'Get in touch', title: 'Talk to our estimating team' },
    labels: {
      phone: 'Call or text',
      whatsapp: 'WhatsApp',
      whatsappAction: 'Message us on WhatsApp',
      viber: 'Viber',
      viberAction: 'Message us on Viber',
      email: 'Email',
      location: 'Workshop',
      hours: 'Business hours',
    },
    visitNote: 'Workshop visits and material pick-ups by appointment. Please call ahead.',
  },
  checklist: {
    intro: {
      eyebrow: 'Faster quotations',
      title: 'What to send for a fast quote',
      text: 'The more of these you include, the fewer questions we need to ask before pricing your job.',
    },
    items: [
      'Drawings or sketches in PDF, DWG, DXF, JPG or PNG',
      'Dimensions, and thickness if you know it',
      'Quantity of each item',
      'Grade: 304, 316, 201, or “please advise”',
      'Finish: 2B, No. 4 / hairline or mirror',
      'Site location, and whether you need installation',
      'Your target delivery or installation date',
    ],
    note: 'Photos of the site or of the equipment you are replacing help too.',
  },
  quote: {
    eyebrow: 'Online quote',
    title: 'Request a Quote',
    text: 'Tell us what you need and attach your drawings or photos. We reply within one working day with questions or a quotation.',
  },
  map: {
    intro: { eyebrow: 'Location', title: 'Find our workshop' },
    frameTitle: 'Workshop location map',
    linkLabel: 'Open in OpenStreetMap',
  },
};
