// False in the server's HTML and while hydrating, true once the page's code runs: a control can
// render its no-JavaScript form first and swap to its scripted form without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
