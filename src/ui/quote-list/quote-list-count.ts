// The quote list's size for the header's badge, on every page: read straight from local storage,
// so the list's own code (quote-list-store.ts) stays out of the always-loaded bundle.
import { useSyncExternalStore } from 'react';

export const quoteListStorageKey = 'quote-list';
/** Dispatched on window by the store after each change in this tab; other tabs get `storage`. */
export const quoteListChangedEvent = 'quote-list-changed';

/** For useSyncExternalStore: called on every change to the list, here or in another tab. */
export function subscribeQuoteList(listener: () => void): () => void {
  // Any key's storage event: reading the list again is cheap, and an unchanged list renders nothing.
  addEventListener('storage', listener);
  addEventListener(quoteListChangedEvent, listener);
  return () => {
    removeEventListener('storage', listener);
    removeEventListener(quoteListChangedEvent, listener);
  };
}

function storedCount(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(quoteListStorageKey) ?? '[]');
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    // Storage blocked (the list then lives in the page's memory only) or edited by hand.
    return 0;
  }
}

/** 0 on the server and while hydrating: the badge shows once the page knows the list. */
export function useQuoteListCount(): number {
  return useSyncExternalStore(subscribeQuoteList, storedCount, () => 0);
}
