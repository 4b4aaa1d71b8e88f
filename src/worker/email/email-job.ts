// The EMAIL_QUEUE message: producers (the quote route, the cron sweep) and the consumer share it.
export interface EmailJob {
  /** The email_deliveries row to send. */
  deliveryId: number;
}
