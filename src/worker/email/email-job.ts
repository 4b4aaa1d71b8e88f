// The EMAIL_QUEUE message: producers (the quote route, the reply route, the cron) and the
// consumer share it. It carries ids only; the consumer reads the rest from D1 and R2. Each kind
// is told by its id's name.

/** The email_deliveries row to send (a new lead's notification or receipt). */
export interface QuoteEmailJob {
  deliveryId: number;
}

/** The lead_messages row to send (an operator's reply). */
export interface ReplyEmailJob {
  leadMessageId: number;
}

/** The lead_alerts row to send (a new-lead alert or a reminder). */
export interface AlertJob {
  alertId: number;
}

/** The Manila day (YYYY-MM-DD) whose daily_digests row to send. */
export interface DigestJob {
  digestDay: string;
}

/** The Monday (YYYY-MM-DD, Manila) of the week whose weekly_reports row to send. */
export interface WeeklyReportJob {
  reportWeek: string;
}

export type EmailJob = QuoteEmailJob | ReplyEmailJob | AlertJob | DigestJob | WeeklyReportJob;
