// The events a dashboard phone may choose to be notified of, in the order the settings list them.

/**
 * The most phones and computers one person has push on at: more would only multiply each alert's
 * sends. Turning it on at one more turns it off at the one set up or changed longest ago.
 */
export const pushDevicesPerPerson = 10;

/** The dashboard page with the "Notifications on this phone" panel. */

export const pushEvents = {
  'new-lead': 'A new lead',
  'customer-reply': "A customer's reply",
  'quotation-viewed': 'A quotation viewed',
  'quotation-accepted': 'A quotation accepted',
  'quotation-declined': 'A quotation declined',
  'follow-up': 'A follow-up due',
  'quotation-paid': 'A payment received or a proof of payment sent',
  'drawing-answered': 'A shop drawing approved or changes asked',
} as const;

export type PushEvent = keyof typeof pushEvents;

export const isPushEvent = (value: unknown): value is PushEvent => typeof value === 'string' && Object.hasOwn(pushEvents, value);
