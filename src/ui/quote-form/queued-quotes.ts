// Quote requests queued on this device (see queued-quote-delivery.ts) are sent and announced
// from every page, because the connection may come back anywhere. This part is in every page's
// first load, so it only checks a flag: the sending code loads when the device has something
// queued, or with the quote form (which queues through it).
import { useEffect } from 'react';
import { useToast } from '../hooks/toast';

/** Set in local storage while this device holds queued quotes or answers not yet shown. */
export const queuedQuotesKey = 'quote-outbox-pending';
/** Dispatched on window by the form once it has queued a quote. */
export const quoteQueuedEvent = 'quote-queued';
/** Dispatched on window when a queued quote has been sent: the form shows its thank-you panel. */
export const queuedQuoteSentEvent = 'queued-quote-sent';

export interface QueuedQuoteSent {
  draftId: string;
  reference: string | null;
}

/** The sending code: not in the first load; fetched when this device has something to send, and by the form. */
export const loadQueuedQuoteDelivery = () => import('./queued-quote-delivery');

function hasQueuedQuotes(): boolean {
  try {
    return localStorage.getItem(queuedQuotesKey) !== null;
  } catch {
    // Storage blocked: the form could not have queued anything either.
    return false;
  }
}

export function useQueuedQuoteDelivery(): void {
  const { toast } = useToast();

  useEffect(() => {
    let unmounted = false;
    let loading = false;
    let stopDelivery: (() => void) | undefined;
    const start = () => {
      if (loading) return;
      loading = true;
      loadQueuedQuoteDelivery().then(
        ({ startQueuedQuoteDelivery }) => {
          if (!unmounted) stopDelivery = startQueuedQuoteDelivery(toast);
        },
        () => (loading = false),
      );
    };
    // Offline, the sending code itself may not load (no service worker to serve it): the
    // connection coming back is another chance, in browsers that retry a failed import.
    const startIfQueued = () => {
      if (hasQueuedQuotes()) start();
    };
    startIfQueued();
    window.addEventListener(quoteQueuedEvent, start);
    window.addEventListener('online', startIfQueued);
    return () => {
      unmounted = true;
      stopDelivery?.();
      window.removeEventListener(quoteQueuedEvent, start);
      window.removeEventListener('online', startIfQueued);
    };
  }, [toast]);
}
