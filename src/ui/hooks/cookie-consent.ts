// Cookie consent: accepted is remembered in local storage under one key (what the page's code reads)
// and in a cookie (what the server reads); dismissing only hides the banner for this page and stores nothing.
import { useCallback, useSyncExternalStore } from 'react';
import { consentCookie, consentCookieMaxAgeSeconds } from '../../shared/visitor-cookies';

export const cookieConsentKey = 'cookie-consent-accepted';

export type ConsentState = 'unknown' | 'accepted' | 'absent';

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): ConsentState {
  if (!storage) return 'unknown';
  try {
    return storage.getItem(cookieConsentKey) === 'true' ? 'accepted' : 'absent';
  } catch {
    // Storage can throw (privacy modes, blocked cookies): ask again rather than crash.
    return 'absent';
  }
}

export function storeConsent(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(cookieConsentKey, 'true');
  } catch {
    // Nothing to remember it in; the banner comes back on the next visit.
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The visitor's consent; 'unknown' on the server and during hydration. */
export function useCookieConsent(): [ConsentState, () => void] {
  const state = useSyncExternalStore(
    subscribe,
    () => readConsent(window.localStorage),
    () => 'unknown' as const,
  );
  const accept = useCallback(() => {
    storeConsent(window.localStorage);
    // The server's copy of the answer: later pages are written without the notice.
    document.cookie = `${consentCookie}=accepted;path=/;max-age=${consentCookieMaxAgeSeconds}`;
    for (const listener of listeners) listener();
  }, []);
  return [state, accept];
}
