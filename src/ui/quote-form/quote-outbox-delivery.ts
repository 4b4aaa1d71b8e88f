// The page's side of the quote outbox (quote-outbox.ts). After a send fails on the network the
// form puts the request in the outbox here; then this page sends what the outbox holds now, when
// the connection returns, when the visitor comes back to the tab, and every 30 s while the signal
// is too weak to carry it, and announces every answer, including those the service worker got
// through Background Sync. Never in the first load: only ever imported dynamically, by the
// layout (quote-outbox-status.ts) and by the form (use-outbox-status.ts).
import { queuedQuoteToasts } from '../../content/offline';
import type { ToastInput } from '../hooks/toast';
import { removeQuoteLines } from '../quote-list/quote-list-store';
import { sentLineIds } from '../quote-list/sent-lines';
import { quoteDraftKey } from './draft-key';
import {
  outboxAvailable,
  outboxChangedMessage,
  outboxSize,
  outboxSyncTag,
  putInOutbox,
  sendOutbox,
  takeOutboxAnswers,
} from './quote-outbox';
import { outboxPendingKey, outboxStatus, subscribeToOutbox, updateOutboxStatus } from './quote-outbox-status';

/** While online with quotes still waiting (a weak signal rather than none), try again this often. */
const retryMs = 30_000;

/** Background Sync is not in TypeScript's DOM lib; the part used here. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

function setOutboxPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(outboxPendingKey, '1');
    else localStorage.removeItem(outboxPendingKey);
  } catch {
    // Storage blocked: this visit still sends; a later one may not know to look.
  }
}

/**
 * Clears the flag once the outbox is empty. Another tab sets it only after storing its quote, so
 * checking again after clearing catches a quote queued in between.
 */
async function clearPendingFlagIfEmpty(): Promise<void> {
  if ((await outboxSize()) > 0) return;
  setOutboxPending(false);
  if ((await outboxSize()) > 0) setOutboxPending(true);
}

/**
 * Keeps a quote the network refused on the device and arranges its sending: Background Sync
 * where the browser has it, and this page's own retries either way. False when the device
 * cannot store it (IndexedDB missing or blocked).
 */
export async function addToOutbox(draftId: string, body: unknown): Promise<boolean> {
  if (!outboxAvailable()) return false;
  try {
    await putInOutbox(draftId, JSON.stringify(body));
  } catch {
    return false;
  }
  setOutboxPending(true);
  updateOutboxStatus((current) => ({ ...current, queued: current.queued + 1 }));
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (registration?.active) await registration.sync?.register(outboxSyncTag);
  } catch {
    // No Background Sync permission or support: the page sends it when the connection returns.
  }
  return true;
}

/** Forgets the form's saved draft once its request is sent, unless the visitor has started another. */
function forgetDraft(draftId: string): void {
  try {
    const raw = localStorage.getItem(quoteDraftKey);
    if (raw && (JSON.parse(raw) as { draftId?: unknown }).draftId === draftId) localStorage.removeItem(quoteDraftKey);
  } catch {
    // Storage blocked or the draft unreadable: the form ignores it anyway.
  }
}

/** Starts sending and announcing the outbox's quotes from this page; returns the function that stops it. */
export function startOutboxDelivery(toast: (input: ToastInput) => string): () => void {
  if (!outboxAvailable()) return () => undefined;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const announce = async () => {
    for (const quote of await takeOutboxAnswers()) {
      if (quote.outcome.kind === 'sent') {
        const { reference } = quote.outcome;
        forgetDraft(quote.draftId);
        // Sent by this page or by the service worker while no page was open: either way the
        // lines it carried have arrived, and leave the quote list only now.
        removeQuoteLines(sentLineIds(quote.body));
        toast({
          variant: 'success',
          title: queuedQuoteToasts.sentTitle,
          description: reference ? queuedQuoteToasts.sentDescription(reference) : undefined,
          duration: 10_000,
        });
        updateOutboxStatus((current) => ({ ...current, sent: [...current.sent, { draftId: quote.draftId, reference }] }));
      } else {
        toast({
          variant: 'destructive',
          title: queuedQuoteToasts.rejectedTitle,
          description: queuedQuoteToasts.rejectedDescription(quote.outcome.message),
          duration: 15_000,
        });
      }
    }
  };

  const deliver = async () => {
    clearTimeout(retryTimer);
    try {
      const { waiting } = await sendOutbox();
      if (stopped) return;
      await announce();
      if (waiting === 0) await clearPendingFlagIfEmpty();
      else if (navigator.onLine) retryTimer = setTimeout(deliver, retryMs);
    } catch {
      // IndexedDB blocked: nothing can have been queued.
    }
  };
  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(deliver, retryMs);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void deliver();
  };
  const onServiceWorkerMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === outboxChangedMessage) void deliver();
  };

  void deliver();
  window.addEventListener('online', deliver);
  // A quote the form has just put in the outbox failed on the network a moment ago: not again at once.
  let { queued } = outboxStatus();
  const stopListening = subscribeToOutbox(() => {
    if (outboxStatus().queued === queued) return;
    queued = outboxStatus().queued;
    retryLater();
  });
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onServiceWorkerMessage);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', deliver);
    stopListening();
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onServiceWorkerMessage);
  };
}
