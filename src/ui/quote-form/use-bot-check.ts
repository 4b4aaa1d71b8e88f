// The form's answer to the bot check: the Turnstile widget's token, swapped for the worker's
// ticket (bot-ticket.ts) as soon as it arrives; none at all when the check is switched off.
import type { QuoteField } from '../../shared/quote-request';
import { useOnlineStatus } from '../hooks/online-status';
import { useSite } from '../site-context';
import { useBotTicket } from './bot-ticket';
import { useTurnstile } from './turnstile';

type BotCheckAnswer = Pick<Record<QuoteField, string | undefined>, 'turnstileToken' | 'botTicket'>;

export function useBotCheck(draftId: () => string) {
  const { flags, environment, turnstileSiteKey } = useSite();
  const online = useOnlineStatus();
  const widget = useTurnstile({
    enabled: flags.captchaTurnstile,
    siteKey: turnstileSiteKey,
    development: environment === 'development',
  });
  const ticket = useBotTicket({ token: widget.token, draftId, online, resetWidget: widget.reset });

  // The ticket once the form has one: unlike the token, it is still good when a queued request goes hours later.
  const answer: BotCheckAnswer = !flags.captchaTurnstile
    ? { turnstileToken: undefined, botTicket: undefined }
    : ticket.ticket
      ? { turnstileToken: undefined, botTicket: ticket.ticket }
      : { turnstileToken: widget.token ?? '', botTicket: undefined };

  return {
    enabled: flags.captchaTurnstile,
    widget,
    answer,
    passed: Boolean(widget.token || ticket.ticket),
    /** What uploads carry: the ticket, null while there is none, '' with the check off. */
    uploadTicket: flags.captchaTurnstile ? ticket.ticket : '',
    issued: ticket.issued,
    restore: ticket.restore,
    /** Turnstile tokens are single-use: whatever happened to a send, the next try needs a new one. */
    retry: widget.reset,
    /** A refused bot check, or a new draft id: the ticket is no good either. */
    startOver() {
      ticket.forget();
      widget.reset();
    },
  };
}
