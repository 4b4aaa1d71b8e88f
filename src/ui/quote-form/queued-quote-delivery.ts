// The page's side of the offline quote queue (quote-outbox.ts). After a send fails on the
// network the form queues the request here; then this page sends what is queued now, when the
// connection returns, when the visitor comes back to the tab, and every 30 s while the signal is
// too weak to carry it, and announces every answer, including those the service worker got
// through Background Sync. Loaded on demand by queued-quotes.ts and by the form.
import { queuedQuoteToasts } from '../../content/offline';
import type { ToastInput } from '../hooks/toast';
import { quoteDraftKey } from './draft-key';
import { queuedQuoteSentEvent, queuedQuotesKey, quoteQueuedEvent, type QueuedQuoteSent } from './queued-quotes';
import {
  outboxAvailable,
  outboxChangedMessage,
  outboxSize,
  queueQuote,
  quoteSyncTag,
  sendQueuedQuotes,
  takeFinishedQuotes,
} from './quote-outbox';

/** While online with quotes still waiting (a weak signal rather than none), try again this often. */
const retryMs = 30_000;

/** Background Sync is not in TypeScript's DOM lib; the part used here. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

function setPendingFlag(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(queuedQuotesKey, '1');
    else localStorage.removeItem(queuedQuotesKey);
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
  setPendingFlag(false);
  if ((await outboxSize()) > 0) setPendingFlag(true);
}

/**
 * Keeps a quote the network refused on the device and arranges its sending: Background Sync
 * where the browser has it, and this page's own retries either way. False when the device
 * cannot store it (IndexedDB missing or blocked).
 */
export async function queueQuoteForLater(draftId: string, body: unknown): Promise<boolean> {
  if (!outboxAvailable()) return false;
  try {
    await queueQuote(draftId, JSON.stringify(body));
  } catch {
    return false;
  }
  setPendingFlag(true);
  window.dispatchEvent(new Event(quoteQueuedEvent));
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (registration?.active) await registration.sync?.register(quoteSyncTag);
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

/** Starts sending and announcing queued quotes from this page; returns the function that stops it. */
export function startQueuedQuoteDelivery(toast: (input: ToastInput) => string): () => void {
  if (!outboxAvailable()) return () => undefined;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const announce = async () => {
    for (const quote of await takeFinishedQuotes()) {
      if (quote.outcome.kind === 'sent') {
        const { reference } = quote.outcome;
        forgetDraft(quote.draftId);
        toast({
          variant: 'success',
          title: queuedQuoteToasts.sentTitle,
          description: reference ? queuedQuoteToasts.sentDescription(reference) : undefined,
          duration: 10_000,
        });
        const detail: QueuedQuoteSent = { draftId: quote.draftId, reference };
        window.dispatchEvent(new CustomEvent(queuedQuoteSentEvent, { detail }));
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
      const { waiting } = await sendQueuedQuotes();
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
  window.addEventListener(quoteQueuedEvent, retryLater);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onServiceWorkerMessage);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', deliver);
    window.removeEventListener(quoteQueuedEvent, retryLater);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onServiceWorkerMessage);
  };
}
