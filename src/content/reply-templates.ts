// The dashboard's reply templates as first written: the owner rewords them on the dashboard's
// "Reply templates" page (kept in D1); these stay the defaults. In a subject or body, {name}
// becomes the customer's name and {reference} the request's reference (Q-2026-000123).

export const replyTemplateIds = ['quotation-attached', 'quotation-follow-up', 'need-details', 'site-visit', 'cannot-take'] as const;
export type ReplyTemplateId = (typeof replyTemplateIds)[number];

export interface ReplyTemplateDefault {
  /** What the dashboard calls it. */
  label: string;
  subject: string;
  body: string;
  /**
   * The lead's status once this reply is sent, when the lead is earlier in the pipeline
   * (new → contacted → quoted); a lead already won or lost keeps its status.
   */
  movesStatusTo: 'contacted' | 'quoted' | 'lost';
}

export const replyTemplateDefaults: Record<ReplyTemplateId, ReplyTemplateDefault> = {
  'quotation-attached': {
    label: 'Quotation attached',
    subject: 'Quotation for your request {reference}',
    body: `Hi {name},

Thank you for your request. Please find our quotation attached (PDF). It lists the materials, grade and finish we priced, the lead time, how long the prices hold and the terms of payment.

If anything should change (dimensions, quantity, grade or finish), reply to this email and we will revise the quotation.`,
    movesStatusTo: 'quoted',
  },
  'quotation-follow-up': {
    label: 'Quotation follow-up',
    subject: 'Following up on our quotation {reference}',
    body: `Hi {name},

We are following up on our quotation {reference}: its prices hold for two more working days. You can accept it online from the link in our earlier email.

If anything should change (sizes, quantities, grade, finish or delivery), reply to this email and we will revise it the same day. If the project is on hold, just let us know.`,
    movesStatusTo: 'quoted',
  },
  'need-details': {
    label: 'Need drawings or details',
    subject: 'A few details for your request {reference}',
    body: `Hi {name},

Thank you for your request. To quote it accurately we need a little more:

- a drawing or sketch with the main dimensions (PDF, DWG, DXF or a photo is fine)
- the material thickness, if you know it
- the quantity and the date you need it by

Reply to this email with what you have and we will send the quotation.`,
    movesStatusTo: 'contacted',
  },
  'site-visit': {
    label: 'Site visit',
    subject: 'Site visit for your request {reference}',
    body: `Hi {name},

Thank you for your request. For this job we would like to see the site and take measurements before quoting. Please reply with two or three days and times that suit you, the site address and a contact person on site.`,
    movesStatusTo: 'contacted',
  },
  'cannot-take': {
    label: 'Cannot take this job',
    subject: 'Your request {reference}',
    body: `Hi {name},

Thank you for thinking of us. We are sorry, but we cannot take this job on: it is outside what our workshop can deliver on your timeline.

We hope to work with you on a future project.`,
    movesStatusTo: 'lost',
  },
};
