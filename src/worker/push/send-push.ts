// One Web Push message to one subscription: VAPID (RFC 8292) and aes128gcm (RFC 8291) by
// @block65/webcrypto-web-push, the POST and the push service's answer by us (RFC 8030). Loaded on
// demand (src/worker/lazy-modules.ts): only a push delivery pays for it.
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { WorkerEnv } from '../app-env';
import { alertTimeoutMs, answerDetail, isRetryableStatus, retryAfterSeconds, unreachable } from '../queue/send-result';
import type { PushNotice, PushResult, PushTarget } from './push-config';
import { pushEndpointProblem } from './push-endpoint';

/** A notice about a lead is worth a day; after that the lead's page says it better. */
const ttlSeconds = 24 * 60 * 60;

export async function sendPush(env: WorkerEnv, target: PushTarget, notice: PushNotice): Promise<PushResult> {
  const problem = pushEndpointProblem(target.endpoint);
  if (problem) return { ok: false, gone: true, detail: problem };
  const message = await buildPushPayload(
    { data: notice, options: { ttl: ttlSeconds, urgency: 'high' } },
    { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    { subject: env.VAPID_SUBJECT!, publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
  );
  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      method: 'POST',
      headers: message.headers,
      body: message.body,
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
  } catch (error) {
    return unreachable('The push service', error);
  }
  if (response.ok) return { ok: true };
  const detail = `The push service answered ${response.status}: ${answerDetail(await response.text())}`;
  // RFC 8030 §7.3 (410) and what FCM and Mozilla answer for an unknown subscription (404): it will never work again.
  if (response.status === 404 || response.status === 410) return { ok: false, gone: true, detail };
  return { ok: false, retryable: isRetryableStatus(response.status), detail, retryAfterSeconds: retryAfterSeconds(response.headers) };
}
