// Copy for the Request a Quote form on the Contact page: labels, hints, status messages and
// the thank-you panel. Option lists (services, grades, finishes) live in src/shared/quote-request.ts.
import { allowedExtensionsText, maxAttachments, uploadLimitText } from '../shared/upload-rules';

export interface QuoteFormContent {
  requiredNote: string;
  /** The spam trap's label: only screen-reader users meet this field, and should leave it alone. */
  honeypotLabel: string;
  groups: { contact: string; lines: string; project: string; drawings: string; send: string };
  labels: {
    fullName: string;
    company: string;
    email: string;
    phone: string;
    service: string;
    projectDetails: string;
    dimensions: string;
    quantity: string;
    grade: string;
    finish: string;
    targetDate: string;
    preferredContact: string;
    attachments: string;
  };
  hints: {
    email: string;
    phone: string;
    projectDetails: string;
    dimensions: string;
    quantity: string;
    targetDate: string;
    attachments: string;
  };
  placeholders: { projectDetails: string; dimensions: string; quantity: string };
  servicePrompt: string;
  /** The quote list's lines inside the form (#quote-list). */
  lines: {
    intro: string;
    empty: string;
    browse: string;
    emptyRest: string;
    /** "Quantity (sheets)". */
    quantity: (units: string) => string;
    note: string;
    noteHint: string;
    remove: (line: number, item: string) => string;
    removeText: string;
    /** The project details hint once the request has lines: then they are optional. */
    projectDetailsHint: string;
  };
  consent: { before: string; linkText: string; after: string };
  attachments: {
    dropHint: string;
    listLabel: string;
    /** A file chosen before the bot check has passed: it uploads once it has. */
    waitingForBotCheck: string;
    uploading: (percent: number) => string;
    uploaded: string;
    progressLabel: (fileName: string) => string;
    remove: (fileName: string) => string;
    retry: (fileName: string) => string;
    retryText: string;
    removeText: string;
    tooMany: (names: string[]) => string;
    duplicate: (fileName: string) => string;
    networkError: string;
    /** Files the network dropped: the request is not sent (nor saved) without them. */
    needConnection: (names: string[]) => string;
    failed: (status: number) => string;
    count: (attached: number) => string;
  };
  turnstile: {
    /** Names the widget's group for screen readers. */
    label: string;
    loading: string;
    devFallback: string;
    unavailable: string;
    failed: string;
    whatsappLink: string;
  };
  submit: {
    idle: string;
    busy: string;
    waitingForUploads: (count: number) => string;
    invalidSummary: (count: number) => string;
    /** Shown while the device has no connection. */
    offline: string;
    /** Shown while a request waits on the device to be sent. */
    queued: string;
  };
  toasts: {
    sentTitle: string;
    sentDescription: (reference: string) => string;
    failedTitle: string;
    failedFallback: string;
    offlineTitle: string;
    offlineDescription: string;
    rateLimited: (seconds: number | null) => string;
  };
  draftRestored: string;
  startOver: string;
  thanks: {
    title: string;
    referenceLabel: string;
    referenceNote: string;
    nextTitle: string;
    /** Each step may use {hours} (the open days and their hours) and {contact} (the chosen method). */
    nextSteps: string[];
    /** How {contact} reads for each preferred contact method. */
    contactPhrases: Record<'email' | 'phone' | 'whatsapp' | 'viber', string>;
    whatsapp: string;
    another: string;
  };
  aside: { title: string; steps: string[]; hoursTitle: string };
  alternatives: { text: string; whatsapp: string; call: string; or: string; email: string };
  /** The form sent without its scripts: what the worker's re-rendered form says (src/worker/routes/quote-form-post.ts). */
  noScript: {
    /** Browsers never fill a file field again: after any problem, the files must be chosen again. */
    chooseFilesAgain: string;
    /** The form's signed render time was missing, out of date or altered: what they typed is shown again. */
    expired: string;
    /** The post could not be read as a form at all. */
    unreadable: string;
    unavailable: string;
    tooLarge: string;
    /** The text fields together passed their room (only a crafted post gets there). */
    fieldsTooLarge: string;
    tooManyFiles: string;
  };
}

export const quoteForm: QuoteFormContent = {
  requiredNote: 'Fields marked * are required.',
  honeypotLabel: 'Leave this field empty (it catches automated spam)',
  groups: {
    contact: 'Your contact details',
    lines: 'Your quote list',
    project: 'Your project',
    drawings: 'Drawings and photos',
    send: 'Send your request',
  },
  labels: {
    fullName: 'Full name',
    company: 'Company',
    email: 'Email address',
    phone: 'Phone number',
    service: 'Service needed',
    projectDetails: 'Project details',
    dimensions: 'Dimensions',
    quantity: 'Quantity',
    grade: 'Stainless steel grade',
    finish: 'Finish',
    targetDate: 'Target date',
    preferredContact: 'How should we contact you?',
    attachments: 'Attach drawings or photos',
  },
  hints: {
    email: 'We send the quotation here.',
    phone: 'Mobile 09XX XXX XXXX or +63 9XX XXX XXXX, or a landline such as (046) 471 2345.',
    projectDetails: 'What you need, rough dimensions and quantity, and the site location if we install. At least 20 characters.',
    dimensions: 'e.g. 1200 x 600 x 900 mm, 1.2 mm thick',
    quantity: 'e.g. 3 units, or 25 metres',
    targetDate: 'When you need delivery or installation.',
    attachments: `Up to ${maxAttachments} files, ${allowedExtensionsText}, ${uploadLimitText} each. Each file uploads as soon as you choose it.`,
  },
  placeholders: {
    projectDetails: 'e.g. Two work tables with undershelf and backsplash for a restaurant kitchen in Imus, plus a 3-compartment sink.',
    dimensions: '',
    quantity: '',
  },
  servicePrompt: 'Choose a service',
  lines: {
    intro: 'The stock sizes you added from the catalogue go with this request. Change a quantity, add a note or remove a line here.',
    empty: 'Your quote list is empty.',
    browse: 'Browse stock materials',
    emptyRest: ' to add sheets, pipes, bars and fittings by size, or describe what you need below.',
    quantity: (units) => `Quantity (${units})`,
    note: 'Note',
    noteHint: 'Optional: cut length, finish, "with mill certificate"',
    remove: (line, item) => `Remove line ${line}: ${item}`,
    removeText: 'Remove',
    projectDetailsHint: 'Optional with a quote list: anything the lines do not say, such as the delivery site or cutting.',
  },
  consent: {
    before: 'I agree that you may use my details and files to prepare a quotation and contact me, as described in the ',
    linkText: 'privacy notice',
    after: '.',
  },
  attachments: {
    dropHint: 'or drag and drop files here',
    listLabel: 'Attached files',
    waitingForBotCheck: 'Waiting for the bot check at the end of the form, then it uploads.',
    uploading: (percent) => `Uploading... ${percent}%`,
    uploaded: 'Uploaded',
    progressLabel: (fileName) => `Upload progress of ${fileName}`,
    remove: (fileName) => `Remove ${fileName}`,
    retry: (fileName) => `Try uploading ${fileName} again`,
    retryText: 'Try again',
    removeText: 'Remove',
    tooMany: (names) =>
      `You can attach up to ${maxAttachments} files, so ${names.join(', ')} ${names.length === 1 ? 'was' : 'were'} not attached. Remove a file to attach another, or send the rest by WhatsApp or email.`,
    duplicate: (fileName) => `${fileName} is already attached.`,
    networkError: 'The upload stopped: files need a connection. When you are back online, press Try again.',
    needConnection: (names) =>
      `${names.join(', ')} did not upload: files need a connection and cannot be saved on this device. When you are back online, press Try again, or remove ${names.length === 1 ? 'it' : 'them'} to send your request without ${names.length === 1 ? 'it' : 'them'}.`,
    failed: (status) => `The upload failed (error ${status}). Please try again.`,
    count: (attached) => `${attached} of ${maxAttachments} files attached.`,
  },
  turnstile: {
    label: 'Bot check',
    loading: 'Loading the bot check...',
    devFallback: "Bot check unavailable offline: using Cloudflare's test token (development only).",
    unavailable:
      'The bot check could not load, so the form cannot be sent yet. Please reload the page, or send your request by WhatsApp instead.',
    failed: 'The bot check ran into a problem. Please wait a moment for it to retry, or reload the page.',
    whatsappLink: 'Send by WhatsApp',
  },
  submit: {
    idle: 'Send quote request',
    busy: 'Sending...',
    waitingForUploads: (count) =>
      `Please wait: ${count === 1 ? 'a file is' : `${count} files are`} still uploading. You can send your request when ${count === 1 ? 'it has' : 'they have'} finished.`,
    invalidSummary: (count) => (count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`),
    offline:
      "You're offline. You can still send: your request is saved on this device and sent when you're back online. Files need a connection to upload.",
    queued:
      "Saved on this device: we'll send your request when you're back online. If you close this page, it goes the next time you open our website.",
  },
  toasts: {
    sentTitle: 'Quote request sent',
    sentDescription: (reference) => `Reference ${reference}`,
    failedTitle: 'Your request was not sent',
    failedFallback: 'Something went wrong on our side. Your details are kept: please try again in a minute, or send them by WhatsApp.',
    offlineTitle: 'Your request was not sent',
    offlineDescription: 'We could not reach our server. Please check your connection and press Send again: everything you entered is kept.',
    rateLimited: (seconds) =>
      seconds
        ? `Too many requests from your connection. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`
        : 'Too many requests from your connection. Please try again in a few minutes.',
  },
  draftRestored: 'We kept the details you entered earlier on this device.',
  startOver: 'Clear the form',
  thanks: {
    title: 'Thank you: we have your request',
    referenceLabel: 'Your reference number',
    referenceNote: 'Please mention it when you call or message us about this request.',
    nextTitle: 'What happens next',
    nextSteps: [
      'Our estimating team reviews your details and drawings.',
      'We reply within one working day during business hours: {hours}.',
      'If we need measurements, a site visit or a drawing, we ask before pricing.',
      'We contact you by {contact} with any questions, then send the quotation.',
    ],
    contactPhrases: { email: 'email', phone: 'phone', whatsapp: 'WhatsApp', viber: 'Viber' },
    whatsapp: 'Message us on WhatsApp',
    another: 'Send another request',
  },
  aside: {
    title: 'How it works',
    steps: [
      'Fill in the form and attach drawings, sketches or photos if you have them.',
      'Our estimating team reviews your request and may call or message you with questions.',
      'We reply within one working day, and send the quotation once the details are clear.',
    ],
    hoursTitle: 'Business hours',
  },
  alternatives: {
    text: 'Prefer to chat or talk?',
    whatsapp: 'WhatsApp us your drawings',
    call: 'call',
    or: 'or',
    email: 'email',
  },
  noScript: {
    chooseFilesAgain: 'Please choose your drawings again before sending.',
    expired:
      'This form was open too long or could not be checked, so it was not sent. What you typed is below: please check it and send it again, or use WhatsApp, email or call us.',
    unreadable: 'This form could not be read. Please fill it in again and send it, or use WhatsApp, email or call us.',
    unavailable:
      'We could not save your request just now. Nothing was sent; please try again in a minute, or use WhatsApp, email or call us.',
    tooLarge: 'The drawings are too large to send together. Please send fewer files, or WhatsApp them to us.',
    fieldsTooLarge: 'What you typed is longer than this form can take. Please shorten the project details and notes, and send it again.',
    tooManyFiles: 'This form has already sent as many files as it can. Please reload the page and fill it in again.',
  },
};

/**
 * What the business's email, the dashboard and the CSV export call each field of a lead: the
 * form's own label, or a shorter one where the form asks the visitor a question.
 */
export const leadFieldLabels = {
  ...quoteForm.labels,
  fullName: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  grade: 'Grade',
  preferredContact: 'Preferred contact',
  lines: 'Quote list',
  /** Not asked: the edge's guess from the visitor's connection. */
  country: 'Country',
};

/** How operators see a request sent by the form without its scripts (so without the bot check). */
export const unverifiedLead = {
  label: 'unverified',
  explanation:
    'Sent without the bot check: the visitor’s browser ran no scripts. No receipt went to the address given; check the details are real before replying.',
};
