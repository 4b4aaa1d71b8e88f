// The form's bot-check ticket. As soon as the Turnstile widget hands over a token, it is swapped
// in the background (POST /api/bot-check) for the worker's ticket, which the form's uploads and
// its request then carry for a day: also a request that waits on the device through an outage,
// long after the token's 5 minutes. Nobody waits for it: without one, the request sends the token.
import { useEffect, useRef } from 'react';
import { apiPaths, headerNames, type BotTicketIssued } from '../../shared/api';
import type { QuoteFormStore } from './form-store';

/** Clocks differ: a ticket this close to its end counts as expired. */
const expiryMarginMs = 5 * 60 * 1000;
/** With less than this left, the widget's next token renews it, so a request queued then has hours. */
const renewWithinMs = 12 * 60 * 60 * 1000;
/** Fresh tokens asked for after siteverify refused one; past this, a misconfigured site stops retrying. */
const maxRefusedTokens = 2;

const msLeft = (issued: BotTicketIssued) => Date.parse(issued.expiresAt) - Date.now();

/** The ticket to send, or null when there is none still good. */
export function usableTicket(issued: BotTicketIssued | null | undefined): string | null {
  return issued && msLeft(issued) > expiryMarginMs ? issued.ticket : null;
}

/** What uploads carry: the ticket, null while there is none, '' with the check off. */
export function uploadTicket(issued: BotTicketIssued | null, botCheck: boolean): string | null {
  return botCheck ? usableTicket(issued) : '';
}

/** 'refused' when siteverify turned the token down; null without an answer (offline, 429, 5xx). */
async function swapToken(token: string, draftId: string): Promise<BotTicketIssued | 'refused' | null> {
  try {
    const response = await fetch(apiPaths.botCheck, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [headerNames.quoteDraft]: draftId },
      body: JSON.stringify({ token }),
    });
    if (response.status === 403) return 'refused';
    const issued = (await response.json()) as Partial<BotTicketIssued>;
    if (!response.ok || typeof issued.ticket !== 'string' || typeof issued.expiresAt !== 'string') return null;
    return { ticket: issued.ticket, expiresAt: issued.expiresAt };
  } catch {
    return null;
  }
}

interface BotTicketOptions {
  /** The widget's latest token. */
  token: string | null;
  /** The form's ticket and draft id, as rendered; the store takes a new ticket. */
  issued: BotTicketIssued | null;
  draftId: string;
  store: QuoteFormStore;
  online: boolean;
  /** Asks the widget for a fresh token. */
  resetWidget(): void;
}

/** Swaps each new token for a ticket, kept in the form's state. */
export function useBotTicket({ token, issued, draftId, store, online, resetWidget }: BotTicketOptions) {
  // Each token is swapped at most once (again only if the network lost the answer).
  const swappedToken = useRef<string | null>(null);
  const refusedTokens = useRef(0);

  useEffect(() => {
    if (!token || !online || !draftId || token === swappedToken.current) return;
    if (issued && msLeft(issued) > renewWithinMs) return;
    swappedToken.current = token;
    void swapToken(token, draftId).then((answer) => {
      // The visitor started over under a new id meanwhile: this ticket is for the old one.
      if (store.getState().draftId !== draftId) return;
      if (answer === 'refused') {
        refusedTokens.current += 1;
        if (refusedTokens.current <= maxRefusedTokens) resetWidget();
      } else if (answer) {
        refusedTokens.current = 0;
        store.dispatch({ type: 'ticketIssued', ticket: answer });
      } else {
        // No answer: the same token may be tried again when the connection returns.
        swappedToken.current = null;
      }
    });
  }, [token, online, issued, draftId, store, resetWidget]);
}
