// The form's answer to the bot check: the Turnstile widget's token, swapped for the worker's
// ticket (bot-ticket.ts) as soon as it arrives; none at all when the check is switched off.
import type { QuoteField } from '../../shared/quote-request';
import { useOnlineStatus } from '../hooks/online-status';
import { useSite } from '../site-context';
import { usableTicket, useBotTicket } from './bot-ticket';
import type { QuoteFormState } from './form-state';
import type { QuoteFormStore } from './form-store';
import { useTurnstile } from './turnstile';

type BotCheckAnswer = Pick<Record<QuoteField, string | undefined>, 'turnstileToken' | 'botTicket'>;

export function useBotCheck(state: QuoteFormState, store: QuoteFormStore) {
  const { flags, environment, turnstileSiteKey } = useSite();
  const online = useOnlineStatus();
  const widget = useTurnstile({
    enabled: flags.captchaTurnstile,
    siteKey: turnstileSiteKey,
    development: environment === 'development',
  });
  useBotTicket({ token: widget.token, issued: state.ticket, draftId: state.draftId, store, online, resetWidget: widget.reset });
  const ticket = usableTicket(state.ticket);

  // The ticket once the form has one: unlike the token, it is still good when a queued request goes hours later.
  const answer: BotCheckAnswer = !flags.captchaTurnstile
    ? { turnstileToken: undefined, botTicket: undefined }
    : ticket
      ? { turnstileToken: undefined, botTicket: ticket }
      : { turnstileToken: widget.token ?? '', botTicket: undefined };

  return {
    enabled: flags.captchaTurnstile,
    widget,
    answer,
    passed: Boolean(widget.token || ticket),
    /** Turnstile tokens are single-use: whatever happened to a send, the next try needs a new one. */
    retry: widget.reset,
    /** A refused bot check, or a new draft id: the ticket is no good either. */
    startOver() {
      store.dispatch({ type: 'ticketIssued', ticket: null });
      widget.reset();
    },
  };
}
