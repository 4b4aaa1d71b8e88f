// Dashboard only (/admin/notifications; served as /admin-push.js): "Notifications on this phone".
// Registers the dashboard's service worker, asks for permission only from a tap (iOS refuses
// otherwise), subscribes with the site's VAPID key and saves this device's events at /api/admin/push.
import { adminAssets, adminPaths } from '../../src/shared/admin-paths';
/** What /api/admin/push answers; `found` is false on a 404 (a subscription it does not hold). */
type PushAnswer = { found: boolean; events?: string[]; turnedOff?: number };

const panel = document.querySelector<HTMLElement>('[data-push-panel]');
if (panel) pushPanel(panel);

async function api(method: string, path: string, body: unknown): Promise<PushAnswer> {
  const response = await fetch(`${adminPaths.push}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok && response.status !== 404) throw new Error(answer.error?.message ?? `The dashboard answered ${response.status}.`);
  return { found: response.ok, ...answer };
}

// RFC 8292 keys travel base64url; PushManager wants the raw bytes.
const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const message = (error: unknown) => (error as Error).message;

function pushPanel(panel: HTMLElement) {
  const status = panel.querySelector('[data-push-status]')!;
  const iosHint = panel.querySelector<HTMLElement>('[data-push-ios]')!;
  const turnOn = panel.querySelector<HTMLButtonElement>('[data-push-on]')!;
  const turnOff = panel.querySelector<HTMLButtonElement>('[data-push-off]')!;
  const test = panel.querySelector<HTMLButtonElement>('[data-push-test]')!;
  const eventsBox = panel.querySelector<HTMLFieldSetElement>('[data-push-events]')!;
  const boxes = [...eventsBox.querySelectorAll<HTMLInputElement>('input[name="event"]')];

  const say = (text: string) => {
    status.textContent = text;
  };
  const chosenEvents = () => boxes.filter((box) => box.checked).map((box) => box.value);

  function show(on: boolean) {
    turnOn.hidden = on;
    turnOff.hidden = !on;
    test.hidden = !on;
    eventsBox.disabled = !on;
  }

  async function start() {
    const isIos = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
    // navigator.standalone is Safari's own (a Home Screen app), not in TypeScript's DOM types.
    const standalone =
      window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      if (isIos && !standalone) {
        iosHint.hidden = false;
        say('This browser cannot show notifications from here yet.');
      } else say('This browser cannot show push notifications. Try Chrome, Edge, Firefox or Safari (on an iPhone, from the Home Screen).');
      return;
    }
    if (Notification.permission === 'denied') {
      say("Notifications are blocked for this site in the browser's settings. Allow them there, then reload this page.");
      return;
    }
    const registration = await navigator.serviceWorker.register(adminAssets.serviceWorker, { scope: adminPaths.overview });
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      const saved = await api('POST', '/subscription/lookup', { endpoint: subscription.endpoint });
      if (saved.found) {
        for (const box of boxes) box.checked = (saved.events ?? []).includes(box.value);
        show(true);
        say('Notifications are on for this phone.');
        return;
      }
    }
    show(false);
    say('Notifications are off for this phone. Choose the events, then turn them on.');
    eventsBox.disabled = false;

    turnOn.addEventListener('click', async () => {
      turnOn.disabled = true;
      try {
        if ((await Notification.requestPermission()) !== 'granted') {
          say('Notifications were not allowed. To turn them on later, allow them in the browser settings for this site.');
          return;
        }
        const ready = await navigator.serviceWorker.ready;
        const created = await ready.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(panel.dataset.vapidPublicKey ?? ''),
        });
        const saved = await api('POST', '/subscription', { ...created.toJSON(), events: chosenEvents() });
        show(true);
        say(
          (saved.turnedOff ?? 0) > 0
            ? 'Notifications are on for this phone, and off at your phone or computer set up longest ago (see the limit above).'
            : 'Notifications are on for this phone.',
        );
      } catch (error) {
        say(`Notifications could not be turned on: ${message(error)}`);
      } finally {
        turnOn.disabled = false;
      }
    });
  }

  const current = async () => (await navigator.serviceWorker.ready).pushManager.getSubscription();

  eventsBox.addEventListener('change', async () => {
    const subscription = await current();
    if (!subscription || turnOn.hidden === false) return;
    try {
      await api('PUT', '/subscription/events', { endpoint: subscription.endpoint, events: chosenEvents() });
      say(chosenEvents().length ? 'Saved: this phone gets the events ticked.' : 'Saved: no events are ticked, so this phone gets none.');
    } catch (error) {
      say(`Not saved: ${message(error)}`);
    }
  });

  test.addEventListener('click', async () => {
    const subscription = await current();
    if (!subscription) return;
    try {
      await api('POST', '/test', { endpoint: subscription.endpoint });
      say('Test notification sent: it should arrive within a minute.');
    } catch (error) {
      say(`The test could not be sent: ${message(error)}`);
    }
  });

  turnOff.addEventListener('click', async () => {
    const subscription = await current();
    try {
      if (subscription) {
        await api('DELETE', '/subscription', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      show(false);
      say('Notifications are off for this phone.');
    } catch (error) {
      say(`Notifications could not be turned off: ${message(error)}`);
    }
  });

  start().catch((error) => say(`Notifications could not be checked: ${message(error)}`));
}
