// Whether the browser thinks it has a connection. It can be wrong in one direction only: "online"
// on a signal too weak to carry a request, so this only ever adds a hint, never blocks anything.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True on the server and during hydration, so the server HTML never says "offline". */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
