// The privacy notice (Data Privacy Act of 2012, RA 10173). The retention periods and the Data
// Protection Officer are the owner's policy to confirm: edit them here. In the text,
// {business} becomes the business name; contact details come from ./business.ts.
import { leadRetentionYears, unclaimedUploadLifetimeDays } from '../shared/retention';
import type { PageHeaderContent, PageMetaContent } from './types';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Text after the list. */
  after?: string[];
}

export interface PrivacyContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  lastUpdatedLabel: string;
  lastUpdated: string;
  contentsLabel: string;
  sections: PrivacySection[];
  contact: {
    id: string;
    title: string;
    text: string;
    dpoLabel: string;
    /** Name (or title) of the Data Protection Officer registered with the NPC. */
    dpoName: string;
    /** The DPO's own address; null uses the business email. */
    dpoEmail: string | null;
    emailLabel: string;
    phoneLabel: string;
    addressLabel: string;
    npcText: string;
    npcLinkText: string;
    npcHref: string;
  };
  backToQuote: string;
}

export const privacy: PrivacyContent = {
  meta: {
    title: 'Privacy Notice',
    description:
      'How we collect, use, keep and protect the details and drawings you send with a quote request, and your rights under the Philippine Data Privacy Act of 2012.',
  },
  header: {
    eyebrow: 'Privacy',
    title: 'Privacy notice',
    lead: 'How {business} handles the personal information you give us through this website, in line with the Data Privacy Act of 2012 (Republic Act No. 10173) and its implementing rules.',
  },
  lastUpdatedLabel: 'Last updated',
  lastUpdated: '22 November 2026', // PLACEHOLDER: the date the owner approves this notice
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      paragraphs: ['When you request a quote, we collect what you type into the form and the files you attach:'],
      items: [
        'Your full name, company (if you give it), email address and phone number, and how you prefer to be contacted.',
        'Details of your project: the service you need, description, dimensions, quantity, stainless steel grade, finish and target date.',
        'The stock items on your quote list (size, grade, finish, quantity and any note) when you send them with your request.',
        'Drawings, sketches and photos you attach (PDF, DWG, DXF, JPG or PNG). Please leave out personal information about other people that we do not need.',
        'Your IP address and the time of your request, used only to stop spam and abuse of the form. The bot check is provided by Cloudflare Turnstile.',
      ],
      after: [
        'We also count visits to this website anonymously (pages viewed, device type, country), without cookies that identify you, to improve the site. Your browser keeps an unsent quote form on your device only, so you do not lose your work; it is deleted when the request is sent.',
        'So a visit counts once however many pages you open, your browser keeps a random visit number in this tab\'s session storage ("analytics-session"), with the time of your last page view or click and where the visit came from (described below). Until you accept cookies, the same number also counts you as one visitor for that visit. It says nothing about who you are, ends after 30 minutes without activity, and is deleted when you close the tab.',
        `Your answers to our notices are kept in two cookies that hold no personal information: "cookie-consent" says you accepted the cookie notice (kept one year, so later pages come without it), and "notice-dismissed" names the announcement you closed (until you close the browser). Dismissing the cookie notice with × stores nothing.`,
        'Our own staff who sign in to this website\'s dashboard get a cookie ("staff_browser", kept up to 400 days) so their own visits to the site are left out of the counts. It holds no personal information, and visitors who do not sign in never receive it.',
        'So we know which of our advertisements and listings work, your browser also keeps, for this visit only (until you close the tab), where the visit came from: the campaign tags in the link you followed (such as utm_source or utm_campaign), whether it came from a Google or Facebook ad (not the ad click id itself), the name of the website that linked to us and the first page you opened. It holds nothing that identifies you, and is sent with the first page view of each visit, with your quote request and with clicks on our chat and phone buttons.',
        "Your quote list (the materials you add from our catalogue) is kept in your browser's local storage on your device, and is not sent to us until you send a quote request. This is functional storage that makes the list work, so it needs no consent; the lines you sent are removed from it once we have received your request, and you can remove any line yourself on the quote form.",
      ],
    },
    {
      id: 'why',
      title: 'Why we collect it',
      items: [
        'To prepare and send you a quotation, and to ask questions about your project.',
        'To reply to you by your preferred method: email, phone, WhatsApp or Viber.',
        'To follow up on a quotation you asked for, and to keep a record of quotations we issued.',
        'To protect the form and our systems from spam and abuse.',
      ],
      after: ['We do not sell your personal information and we do not use it for marketing without asking you separately.'],
    },
    {
      id: 'legal-basis',
      title: 'Legal basis',
      paragraphs: [
        'We process your information based on your consent, which you give by ticking the privacy consent box on the quote form (Section 12(a) of the Data Privacy Act), and because it is needed to respond to your request for a quotation before any contract (Section 12(b)). You may withdraw your consent at any time by contacting us; this does not affect what we did before you withdrew it.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      // Retention periods: owner's policy, set in src/shared/retention.ts (the code deletes by the same numbers).
      items: [
        `Quote requests, the files attached to them, the emails about them and our notes: ${plural(leadRetentionYears, 'year')} from the request, then deleted automatically, unless they become part of a contract or invoice, which we keep as long as the law requires.`,
        `Files uploaded to a form that was never sent: deleted automatically after ${plural(unclaimedUploadLifetimeDays, 'day')}.`,
        'IP addresses kept for abuse prevention: no longer than 30 days.',
        'Anonymous visit counts: kept as statistics; they do not identify you.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who receives it',
      paragraphs: [
        'Only our own staff who prepare quotations and serve customers see your request. We use service providers (personal information processors) who handle it on our instructions and under agreements that require them to protect it:',
      ],
      items: [
        'Cloudflare, Inc.: hosts this website and stores quote requests and attachments; also provides the Turnstile bot check.',
        'Resend: delivers the emails about your request.',
      ],
      after: [
        'These providers may store data on servers outside the Philippines; we only use providers that protect it to a standard comparable to the Data Privacy Act. We disclose information to government authorities only when the law requires it.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      paragraphs: [
        'The website uses encrypted connections (HTTPS). Quote requests and files are stored with access limited to authorised staff, and files are checked for type and size when uploaded. If a personal data breach ever puts your information at risk, we will notify you and the National Privacy Commission as the law requires.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: ['Under the Data Privacy Act you have the right:'],
      items: [
        'To be informed whether, how and why your personal information is processed.',
        'To access the personal information we hold about you and obtain a copy.',
        'To object to processing, including withdrawing your consent.',
        'To erasure or blocking: to have your information deleted or its processing stopped when it is no longer needed, incomplete, outdated or unlawfully processed.',
        'To rectification: to have inaccurate or incomplete information corrected.',
        'To data portability: to get your information in an electronic, commonly used format.',
        'To damages, if you are harmed by inaccurate, incomplete, outdated, false or unlawfully obtained or used personal information.',
        'To file a complaint with the National Privacy Commission.',
      ],
      after: [
        'To use any of these rights, contact us as below. We reply within 15 working days and may ask you to confirm your identity first.',
      ],
    },
  ],
  contact: {
    id: 'contact',
    title: 'Contact us about your privacy',
    text: 'Questions, requests and complaints about your personal information go to our Data Protection Officer:',
    dpoLabel: 'Data Protection Officer',
    dpoName: 'Data Protection Officer, {business}', // PLACEHOLDER: the DPO's name as registered with the NPC
    dpoEmail: null, // PLACEHOLDER: e.g. 'privacy@yourdomain.ph'; null uses the business email
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    npcText: 'If you are not satisfied with our answer, you may complain to the National Privacy Commission:',
    npcLinkText: 'privacy.gov.ph',
    npcHref: 'https://privacy.gov.ph/',
  },
  backToQuote: 'Back to the quote form',
};
