// The address bar as an external store (React's useSyncExternalStore): the router reads the path
// and query from it; a navigation writes it with pushState or replaceState and tells the readers,
// as the browser itself does with popstate for Back and Forward.
export interface SiteLocation {
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
}

const listeners = new Set<() => void>();

/**
 * The path and query as one string: compared by value, so the server's snapshot and the
 * browser's are the same while hydrating and React has nothing to render again (a render then
 * would reach parts still waiting to hydrate and replace their HTML, with what was typed in it).
 */
export const readLocation = () => window.location.pathname + window.location.search;

/** A snapshot taken apart: the path, and the query with its "?" (or empty). */
export function siteLocation(snapshot: string): SiteLocation {
  const query = snapshot.indexOf('?');
  return query < 0 ? { path: snapshot, search: '' } : { path: snapshot.slice(0, query), search: snapshot.slice(query) };
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
