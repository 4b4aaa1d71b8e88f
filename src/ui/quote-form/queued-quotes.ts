// The page's side of the offline quote queue (quote-outbox.ts): after a failed send the form
// queues the request here; this hook, mounted once in the Layout, sends what is queued when
// the page opens, when the connection returns and when the visitor comes back to the tab, and
// announces every answer, including those the service worker got through Background Sync.
// Kept small and free of zod: it is part of every page's first load.
import { useEffect } from 'react';
import { queuedQuoteToasts } from '../../content/offline';
import { useToast } from '../hooks/toast';
import { quoteDraftKey } from './draft-key';
import { outboxAvailable, outboxChangedMessage, queueQuote, quoteSyncTag, sendQueuedQuotes, takeFinishedQuotes } from './quote-outbox';

/** Dispatched on window when a queued quote has been sent: the form shows its thank-you panel. */
export const queuedQuoteSentEvent = 'queued-quote-sent';
export interface QueuedQuoteSent {
  draftId: string;
  reference: string | null;
}

const quoteQueuedEvent = 'quote-queued';
/** While online with quotes still waiting (a weak signal rather than none), try again this often. */
const retryMs = 30_000;

/** Background Sync is not in TypeScript's DOM lib; the part used here. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

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

export function useQueuedQuoteDelivery(): void {
  const { toast } = useToast();

  useEffect(() => {
    if (!outboxAvailable()) return;
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
        if (waiting > 0 && navigator.onLine) retryTimer = setTimeout(deliver, retryMs);
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
      if (event.data?.type === outboxChangedMessage) void announce().catch(() => undefined);
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
  }, [toast]);
}
