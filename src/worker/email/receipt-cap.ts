// The hourly cap on receipts. A receipt goes to whatever address was typed into the form, so a
// flood of fake quote requests must not make the business's domain a spam sender: past the cap
// a receipt waits (pending) until the cron sweep finds the hour has room. Only receipts are
// capped; the business's own notification always goes.
import * as z from 'zod';
import type { Logger } from '../../shared/logger';

export const defaultReceiptsPerHour = 20;

const receiptCapVars = z.object({
  RECEIPTS_PER_HOUR: z.string().regex(/^\d+$/, 'a whole number of receipts').transform(Number).optional(),
});

/** RECEIPTS_PER_HOUR, or the default (with an error logged) when it is not a whole number. */
export function receiptsPerHour(vars: object, logger: Logger): number {
  const parsed = receiptCapVars.safeParse(vars);
  if (!parsed.success) {
    logger.error('RECEIPTS_PER_HOUR is not a whole number; using the default', { default: defaultReceiptsPerHour });
    return defaultReceiptsPerHour;
  }
  return parsed.data.RECEIPTS_PER_HOUR ?? defaultReceiptsPerHour;
}
