// What the rest of the worker knows of Web Push without loading its sender: whether the VAPID keys
// are set, and the shapes of a push's target, notice and result. The sender (send-push.ts, with
// @block65/webcrypto-web-push) is a module loaded on demand (src/worker/lazy-modules.ts).
import type { WorkerEnv } from '../app-env';
import type { SendResult } from '../queue/send-result';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the dashboard's service worker shows: a title, one line and the dashboard page a tap opens. */
export type PushNotice = {
  title: string;
  body: string;
  /** A path on the dashboard, e.g. /admin/leads/12. */
  url: string;
};

export type PushResult = SendResult | { ok: false; gone: true; detail: string };

export const isPushConfigured = (env: WorkerEnv) => Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT);
