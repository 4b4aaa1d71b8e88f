// What the service worker may keep on the device: never the dashboard or the API, and never an
// answer the worker marked private. Kept apart from the worker's events so it can be unit-tested.

/** The API, the dashboard and the service worker itself always go to the network. */
export function neverCached(pathname: string): boolean {
  let path: string;
  try {
    // The worker's router decodes "/%61dmin" to "/admin", so this must too; a lower-cased
    // comparison also covers any host that matches paths regardless of case.
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    // A malformed escape names no page worth saving (and the router may still decode part of it).
    return true;
  }
  // Written out, not taken from src/shared/admin-paths.ts: that would put the dashboard's whole map
  // in the public site's service worker (test/unit/admin-path-literals.test.ts lists this one).
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/admin') || path === '/service-worker.js';
}

/** Cache-Control's no-store and private are for every cache, this one included. */
export function mayStore(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.ok && !/(^|[\s,])(no-store|private)\b/i.test(cacheControl);
}
