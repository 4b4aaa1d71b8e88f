// What the service worker may keep on the device (client/sw/cache-rules.ts): never the
// dashboard or the API, however the path is spelled, and never a response marked private.
import { describe, expect, it } from 'vitest';
import { mayStore, neverCached } from '../../client/sw/cache-rules';

describe('service worker cache rules', () => {
  it.each([
    '/admin',
    '/admin/leads',
    '/%61dmin/leads',
    '/ADMIN/leads',
    '/Admin',
    '/%41DMIN/leads',
    '/api',
    '/api/admin/leads',
    '/%61pi/admin/leads',
    '/API/quotes',
    '/service-worker.js',
    '/%73ervice-worker.js',
    '/admin/%E0%A4%A',
  ])('never keeps %s', (path) => expect(neverCached(path)).toBe(true));

  it.each(['/', '/services', '/offline', '/assets/entry-abc123.js', '/favicon.svg', '/images/tank-640.webp', '/apiary'])(
    'may keep %s',
    (path) => expect(neverCached(path)).toBe(false),
  );

  it.each(['no-store', 'private', 'private, max-age=0', 'No-Store', 'max-age=0,no-store', 'public, private="set-cookie"'])(
    'never stores a response marked %s',
    (cacheControl) => {
      expect(mayStore(new Response('signed-in data', { headers: { 'Cache-Control': cacheControl } }))).toBe(false);
    },
  );

  it('stores a good response the site lets caches keep', () => {
    for (const cacheControl of [null, 'no-cache', 'public, max-age=31536000, immutable', 'public, max-age=3600, must-revalidate']) {
      const headers: HeadersInit = cacheControl ? { 'Cache-Control': cacheControl } : {};
      expect(mayStore(new Response('page', { headers })), String(cacheControl)).toBe(true);
    }
    expect(mayStore(new Response('gone', { status: 404 }))).toBe(false);
  });
});
