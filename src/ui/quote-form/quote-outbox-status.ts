// What every page knows about the quote outbox (quote-outbox.ts), in the first load: a flag in
// local storage while something waits, one small store shared by the form, the page's delivery
// (quote-outbox-delivery.ts) and the layout, and the layout's hook that loads the delivery code
// only when there is something to send. The store only changes in the browser, from event
// handlers and effects; server renders read a constant snapshot, so no visitor's state can
// reach another's page.
import { useEffect } from 'react';
import { useToast } from '../hooks/toast';

/** Set in local storage while this device holds queued quotes or answers not yet shown. Name kept as first published. */
export const outboxPendingKey = 'quote-outbox-pending';

function outboxPending(): boolean {
  try {
    return localStorage.getItem(outboxPendingKey) !== null;
  } catch {
    // Storage blocked: the form could not have queued anything either.
    return false;
  }
}

interface OutboxSent {
  draftId: string;
  reference: string | null;
}

export interface OutboxStatus {
  /** Counts the quotes this page has put in the outbox. */
  queued: number;
  /** The queued quotes this page has seen sent. */
  sent: readonly OutboxSent[];
}

let status: OutboxStatus = { queued: 0, sent: [] };
const listeners = new Set<() => void>();

/** For useSyncExternalStore, and for code outside React that reacts to the same changes. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxStatus = () => status;

/** Replaces the snapshot (never changes it in place) and tells every subscriber. */
export function updateOutboxStatus(change: (current: OutboxStatus) => OutboxStatus): void {
  status = change(status);
  listeners.forEach((listener) => listener());
}

/** What the lazily loaded sending code offers (quote-outbox-delivery.ts); named here, not imported, so the two never form a cycle. */
interface OutboxDelivery {
  startOutboxDelivery(toast: ReturnType<typeof useToast>['toast']): () => void;
}

/**
 * Sends and announces the outbox's quotes from every page, because the connection may come back
 * anywhere. `load` fetches the sending code (never in the first load) when the device has
 * something queued, or the form has just queued something.
 */
export function useQuoteOutboxDelivery(load: () => Promise<OutboxDelivery>): void {
  const { toast } = useToast();

  useEffect(() => {
    let unmounted = false;
    let loading = false;
    let stopDelivery: (() => void) | undefined;
    const start = () => {
      if (loading) return;
      loading = true;
      load().then(
        ({ startOutboxDelivery }) => {
          if (!unmounted) stopDelivery = startOutboxDelivery(toast);
        },
        () => (loading = false),
      );
    };
    // Offline, the sending code itself may not load (no service worker to serve it): the
    // connection coming back is another chance, in browsers that retry a failed import.
    const startIfPending = () => {
      if (outboxPending()) start();
    };
    startIfPending();
    // The form has put a quote in the outbox.
    const stopListening = subscribeToOutbox(start);
    window.addEventListener('online', startIfPending);
    return () => {
      unmounted = true;
      stopDelivery?.();
      stopListening();
      window.removeEventListener('online', startIfPending);
    };
  }, [toast, load]);
}
