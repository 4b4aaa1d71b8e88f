// The dashboard's service worker (served as /admin-service-worker.js with scope /admin, registered
// by client/admin/push.ts): it shows the push notifications and opens the lead on a tap. It has no
// fetch handler, so it never caches or serves a dashboard page: the network answers every request,
// as without it.
import { adminPaths } from '../../src/shared/admin-paths';
declare const self: ServiceWorkerGlobalScope;

interface Notice {
  title: string;
  body: string;
  url: string;
}

self.addEventListener('push', (event) => {
  let notice: Notice = { title: 'Dashboard', body: '', url: adminPaths.overview };
  try {
    notice = { ...notice, ...event.data?.json() };
  } catch {
    // Every push must show a notification (iOS revokes the permission otherwise): the default one.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      tag: notice.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a dashboard path is opened: the payload is ours, but a path keeps the tap on this site.
  const path = String(event.notification.data?.url ?? '');
  const url = new URL(path.startsWith(adminPaths.overview) ? path : adminPaths.overview, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

export {};
