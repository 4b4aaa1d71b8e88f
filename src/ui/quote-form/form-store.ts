// The quote form's state (form-state.ts) as a store made for each form on screen: the hooks
// dispatch to it and read it as it is now (an upload's answer, a submit after a quick edit), the
// markup reads it through useSyncExternalStore. Never module-level: the worker renders many forms.
import { useState, useSyncExternalStore } from 'react';
import { quoteFormReducer, type QuoteFormAction, type QuoteFormState } from './form-state';

export interface QuoteFormStore {
  getState(): QuoteFormState;
  dispatch(action: QuoteFormAction): void;
  subscribe(listener: () => void): () => void;
}

export function createQuoteFormStore(initial: QuoteFormState): QuoteFormStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = quoteFormReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The form's store, made once for this form, and its state for this render. */
export function useQuoteFormStore(initial: () => QuoteFormState): [QuoteFormState, QuoteFormStore] {
  const [store] = useState(() => createQuoteFormStore(initial()));
  // The server's snapshot is the state the form started with, as the store's is until hydration.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store];
}
