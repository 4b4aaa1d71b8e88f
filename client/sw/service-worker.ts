// The service worker: keeps the pages and the hashed build on the device for offline visits,
// and sends quote requests queued while offline (Background Sync). scripts/build-client.mjs
// bundles it into dist/public/service-worker.js with the list of files to keep and a version
// that changes whenever the file does, so every deploy gets a fresh cache.
import { offlinePath, precachedPages, sitePages } from '../../src/shared/routes';
import { outboxChangedMessage, outboxSyncTag, sendOutbox } from '../../src/ui/quote-form/quote-outbox';
import { mayStore, neverCached } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the hashed assets and the small static files to keep on the device. */
declare const PRECACHE_URLS: string[];
/** Set by the build: a hash of this file's final text. */
declare const CACHE_VERSION: string;

/** Background Sync is not in TypeScript's lib; the part used here. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const cachePrefix = 'cavite-stainless-';
const cacheName = `${cachePrefix}${CACHE_VERSION}`;
/** Saved under their canonical paths only, so a saved page always hydrates as itself. */
const pagePaths = [...sitePages.map((page) => page.path), offlinePath];
const installedPagePaths = [...precachedPages.map((page) => page.path), offlinePath];
/**
 * On a weak signal, a navigation that has had no answer for this long shows the saved copy;
 * the network's answer, when it comes, still refreshes the copy for next time.
 */
const slowNetworkMs = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // One file at a time: on a phone's weak link, the visitor's own next page must not wait
      // behind fifty downloads started at once. Any failure fails the install, retried next visit.
      for (const url of [...installedPagePaths, ...PRECACHE_URLS]) await cache.add(url);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(cachePrefix) && name !== cacheName);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // Starts the page request while the service worker boots (not in every browser).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || neverCached(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event));
  else event.respondWith(staleWhileRevalidate(event));
});

/** Stores a copy of a good response in the background, without holding back the original. */
function keep(event: FetchEvent, key: RequestInfo, response: Response): Response {
  if (response.type === 'basic' && mayStore(response)) {
    // Cloned now: once the page starts reading the body it can no longer be copied.
    const copy = response.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
  }
  return response;
}

function saved(key: RequestInfo): Promise<Response | undefined> {
  return caches.match(key, { cacheName });
}

/** Network first: the saved page when the network fails or stalls, else the offline page. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  const network = (async () => {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    return pagePaths.includes(url.pathname) ? keep(event, url.pathname, response) : response;
  })();
  event.waitUntil(network.catch(() => undefined));
  const slow = new Promise<void>((resolve) => setTimeout(resolve, slowNetworkMs));
  try {
    return await Promise.race([network, slow.then(async () => (await saved(url.pathname)) ?? network)]);
  } catch {
    return (await saved(url.pathname)) ?? (await saved(offlinePath)) ?? Response.error();
  }
}

/** Hashed file names never change content: the saved copy is always right. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  return (await saved(event.request)) ?? keep(event, event.request, await fetch(event.request));
}

/** Favicon, images and other static files: the saved copy now, refreshed for next time. */
async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request).then((response) => keep(event, event.request, response));
  event.waitUntil(network.catch(() => undefined));
  return (await saved(event.request)) ?? network;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === outboxSyncTag) sync.waitUntil(sendQuoteOutbox());
});

async function sendQuoteOutbox(): Promise<void> {
  const { finished, waiting } = await sendOutbox();
  if (finished > 0) {
    // The pages announce the answers (toasts) and clear the sent drafts.
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of pages) client.postMessage({ type: outboxChangedMessage });
  }
  // A failed sync is retried by the browser later, with its own back-off.
  if (waiting > 0) throw new Error(`${waiting} queued quote request(s) still waiting for a connection`);
}
