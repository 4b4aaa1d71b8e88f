// The address bar as an external store (React's useSyncExternalStore): the router reads the path
// and query from it; a navigation writes it with pushState or replaceState and tells the readers,
// as the browser itself does with popstate for Back and Forward.
export interface SiteLocation {
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
}

const listeners = new Set<() => void>();
let snapshot: SiteLocation | undefined;

/** The same object while the address is the same, as useSyncExternalStore requires. */
export function readLocation(): SiteLocation {
  const { pathname, search } = window.location;
  if (snapshot?.path !== pathname || snapshot.search !== search) snapshot = { path: pathname, search };
  return snapshot;
}

export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** `url`: a path with its query and fragment, on this site. */
export function changeLocation(url: string, how: 'push' | 'replace') {
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
  for (const listener of listeners) listener();
}
