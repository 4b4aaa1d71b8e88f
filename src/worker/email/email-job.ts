// The EMAIL_QUEUE message: producers (the quote route, the cron) and the consumer share it.
// A quote email carries only its delivery id (the shape queued before alerts existed); the
// other jobs say their kind.

export interface QuoteEmailJob {
  /** The email_deliveries row to send. */
  deliveryId: number;
}

export interface AlertJob {
  kind: 'alert';
  /** The lead_alerts row to send. */
  alertId: number;
}

export interface DigestJob {
  kind: 'digest';
  /** The Manila day the digest is for, YYYY-MM-DD (its daily_digests row). */
  day: string;
}

export type EmailJob = QuoteEmailJob | AlertJob | DigestJob;
