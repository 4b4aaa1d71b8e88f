// Copy for the offline page (/offline), which the service worker shows when the visitor has no
// connection and the page asked for is not saved on the device, and for the offline quote queue.

export interface OfflineContent {
  title: string;
  eyebrow: string;
  lead: string;
  tryAgain: string;
  call: string;
  whatsapp: string;
  hoursTitle: string;
  savedPagesTitle: string;
  quoteNote: string;
}

export const offline: OfflineContent = {
  title: "You're offline",
  eyebrow: 'No connection',
  lead: 'This page is not saved on your device yet. Check your mobile data or Wi-Fi and try again. Pages you have opened before still work.',
  tryAgain: 'Try again',
  call: 'Call us',
  whatsapp: 'WhatsApp us',
  hoursTitle: 'Business hours',
  savedPagesTitle: 'Pages saved on this device',
  quoteNote:
    'You can still request a quote: the form keeps what you enter, and a request sent without a connection is saved on this device and sent when you are back online.',
};

/** Toasts for a quote request that is queued on the device, and for its answer later. */
export const queuedQuoteToasts = {
  queuedTitle: 'Saved on this device',
  queuedDescription: "We'll send your request when you're back online.",
  sentTitle: 'Quote request sent',
  sentDescription: (reference: string) => `Reference ${reference}`,
  rejectedTitle: 'Your saved quote request was not sent',
  rejectedDescription: (message: string | null) =>
    `${message ?? 'Our server refused it.'} Your details are kept on the Contact page: please check them and send again.`,
};
