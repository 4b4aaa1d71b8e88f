// The form's side of the quote outbox: puts a request the network dropped in the outbox (through
// the page's delivery code, loaded with the form), says while this form's request waits there,
// and hears when the page's delivery or the service worker has sent it.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { QuoteFormStore } from './form-store';
import { isInOutbox, outboxAvailable, removeFromOutbox } from './quote-outbox';
import { outboxStatus, subscribeToOutbox } from './quote-outbox-status';

const loadOutboxDelivery = () => import('./quote-outbox-delivery');

/** `draftId`: the form's, as rendered. `onSent`: this form's queued request has gone, with its reference. */
export function useOutboxStatus(store: QuoteFormStore, draftId: string, onSent: (reference: string | null) => void) {
  const sent = useSyncExternalStore(
    subscribeToOutbox,
    // The same object for as long as it is there: a stable snapshot.
    () => outboxStatus().sent.find((quote) => quote.draftId === draftId),
    // Server renders: nothing is ever sent there.
    () => undefined,
  );
  const announceSent = useEffectEvent(onSent);
  useEffect(() => {
    if (sent) announceSent(sent.reference);
  }, [sent]);

  // The page's delivery code, fetched while the form is on screen and online: should the send
  // fail offline with no service worker, nothing could fetch it then, and Chromium does not
  // retry an import that failed.
  useEffect(() => {
    loadOutboxDelivery().catch(() => undefined);
  }, []);

  const setQueued = (queued: boolean) => store.dispatch({ type: 'queued', queued });
  return {
    /** A restored draft may still wait in the outbox from an earlier visit. */
    checkQueued(restoredDraftId: string) {
      if (outboxAvailable()) isInOutbox(restoredDraftId).then(setQueued, () => undefined);
    },
    /** Keeps the request on the device to be sent later; false when it cannot. */
    async queue(body: unknown): Promise<boolean> {
      const forDraft = store.getState().draftId;
      const added = await loadOutboxDelivery().then(
        ({ addToOutbox }) => addToOutbox(forDraft, body),
        () => false,
      );
      if (added) setQueued(true);
      return added;
    },
    /** The form has sent the request itself: an earlier attempt still waiting must not be announced again. */
    forget() {
      if (outboxAvailable()) void removeFromOutbox(store.getState().draftId).catch(() => undefined);
    },
  };
}
