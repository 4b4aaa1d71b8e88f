// The quote request the bench's simulated visitors send, as the form sends it.

/** `who`: the visitor's name and email (the load test finds its leads by the name); `extra`: the bot check and drawings. */
export const benchQuote = (who, extra) => ({
  fullName: who.name,
  email: who.email,
  phone: '0917 000 0000',
  service: 'custom-fabrication',
  projectDetails: 'Brackets and base plates in 304, twenty pieces, to drawing.',
  grade: '304',
  finish: '2b',
  preferredContact: 'email',
  privacyConsent: true,
  ...extra,
});
