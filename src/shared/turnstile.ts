import type { Logger } from './logger';

/** The action the quote form's widget names and siteverify must answer with. */
export const quoteAction = 'quote';

/** Production Turnstile site keys start with 0x; anything else is a test key or a typo. */
export function warnOnSuspectTurnstileSiteKey(siteKey: string, logger: Logger): boolean {
  if (siteKey.startsWith('0x')) return false;
  logger.warn(
    `Turnstile site key "${siteKey}" does not start with 0x: it is a test key or a mistake, and real visitors will not be verified.`,
  );
  return true;
}
