// The EMAIL_QUEUE message: producers (the quote route, the reply route, the cron sweep) and the
// consumer share it. It carries ids only; the consumer reads the rest from D1 and R2.

/** The email_deliveries row to send (a new lead's notification or receipt). */
export interface QuoteEmailJob {
  deliveryId: number;
}

/** The lead_messages row to send (an operator's reply). */
export interface ReplyEmailJob {
  leadMessageId: number;
}

export type EmailJob = QuoteEmailJob | ReplyEmailJob;
