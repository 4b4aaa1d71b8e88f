// Web Push to a dashboard phone through the delivery runner: the exact request a push service
// gets (VAPID, aes128gcm decrypted here as a browser would), a gone subscription removed, and
// 429 and 5xx retried no sooner than Retry-After.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadReference } from '../../src/shared/quote-request';
import type { WorkerEnv } from '../../src/worker/app-env';
import { createAlerts } from '../../src/worker/lead-records/alerts';
import { createTestPush, fanOutAlert, pushDeliveryById, saveSubscription, subscriptionByEndpoint } from '../../src/worker/push/push-store';
import { insertLead } from './lead-rows';
import { mockOutbound } from './outbound';
import { browserSubscription, decryptPush, pushEnv, verifiedVapidClaims } from './push-helpers';
import { runJobs } from './queue-helpers';
import { loadPushSender } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadPushSender);

const at = '2027-02-01T01:00:00.000Z';
let environment: WorkerEnv;
let verifyKey: CryptoKey;
let vapidPublicKey: string;

beforeAll(async () => {
  const made = await pushEnv();
  environment = made.environment;
  verifyKey = made.keys.verifyKey;
  vapidPublicKey = made.keys.publicKey;
});

/** FCM's answer to an accepted message (Mozilla autopush answers 201 too, with a Location). */
const created = () => new Response(null, { status: 201, headers: { Location: 'https://fcm.googleapis.com/fcm/send/message/0:1' } });

/** A phone of Ana's, a staff member, that chose `events`. */
async function subscribedPhone(token: string, events = 'new-lead', person = 'ana@stainless.example') {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES ('ana@stainless.example', 'Ana', 'staff', NULL, ?, 'test')",
  )
    .bind(at)
    .run();
  const endpoint = `https://fcm.googleapis.com/fcm/send/${token}`;
  const phone = await browserSubscription(endpoint);
  await saveSubscription(env.DB, { person, endpoint, ...phone.keys, events: [] }, at);
  await env.DB.prepare('UPDATE push_subscriptions SET events = ? WHERE endpoint = ?').bind(events, endpoint).run();
  const { id } = (await subscriptionByEndpoint(env.DB, endpoint))!;
  const ana = (await env.DB.prepare("SELECT id FROM accounts WHERE email = 'ana@stainless.example'").first<{ id: number }>())!;
  return { ...phone, subscriptionId: id, test: { accountId: ana.id, subscriptionId: id } };
}

describe('a push notification', () => {
  it('is posted to the endpoint with VAPID, a TTL, Urgency and an aes128gcm body a browser decrypts to the reference and name only', async () => {
    await insertLead({ id: 9101, createdAt: at, fullName: 'Maria Santos' });
    const phone = await subscribedPhone('push-exact');
    const [alertId] = await createAlerts(env.DB, 9101, 'new-lead', ['push'], at);
    const [pushId] = await fanOutAlert(env.DB, alertId, 'new-lead', at);
    const requests = mockOutbound({ [phone.endpoint]: created });

    const result = await runJobs([{ job: { kind: 'push', pushId }, attempts: 1 }], environment);

    expect(result.explicitAcks).toEqual(['job-0']);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      ttl: '86400',
      urgency: 'high',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    const vapid = await verifiedVapidClaims(request.headers.authorization, verifyKey);
    expect(vapid.k).toBe(vapidPublicKey);
    expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe('https://fcm.googleapis.com');
    expect(vapid.claims.sub).toBe('mailto:owner@stainless.example');
    // RFC 8292 §2: no more than 24 hours ahead.
    expect(vapid.claims.exp - Date.now() / 1000).toBeLessThanOrEqual(24 * 60 * 60);
    // A push service must take 4096 octets; the whole message fits.
    expect(request.bytes.length).toBeLessThanOrEqual(4096);
    const notice = JSON.parse(await decryptPush(request.bytes, phone)) as Record<string, string>;
    expect(notice).toEqual({ title: 'A new lead', body: `${leadReference(9101, at)} · Maria Santos`, url: '/admin/leads/9101' });
    expect(JSON.stringify(notice)).not.toMatch(/santosfood|\+63917|mixing tanks/);
    expect(await pushDeliveryById(env.DB, pushId)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('goes only to people still on the team, even if a phone was subscribed as they were removed', async () => {
    await insertLead({ id: 9108, createdAt: at, fullName: 'Rosa Lim' });
    const kept = await subscribedPhone('push-kept');
    const left = await subscribedPhone('push-left', 'new-lead', 'left-the-team@stainless.example');
    const [alertId] = await createAlerts(env.DB, 9108, 'new-lead', ['push'], at);
    const pending = await fanOutAlert(env.DB, alertId, 'new-lead', at);
    const subscriptions = await Promise.all(pending.map(async (id) => (await pushDeliveryById(env.DB, id))!.subscription_id));
    expect(subscriptions).toContain(kept.subscriptionId);
    expect(subscriptions).not.toContain(left.subscriptionId);
  });

  for (const [status, body] of [
    [410, 'push subscription has unsubscribed or expired.\n'],
    [404, '{"code": 404, "errno": 102, "error": "Not Found", "message": "Request did not validate invalid token"}'],
  ] as const) {
    it(`removes a subscription the push service answers ${status} for, and does not retry`, async () => {
      const phone = await subscribedPhone(`push-gone-${status}`);
      const pushId = (await createTestPush(env.DB, phone.test, new Date(at), 0))!;
      const requests = mockOutbound({ [phone.endpoint]: () => new Response(body, { status }) });

      const result = await runJobs([{ job: { kind: 'push', pushId }, attempts: 1 }], environment);

      expect(requests).toHaveLength(1);
      expect(result.explicitAcks).toEqual(['job-0']);
      expect(await subscriptionByEndpoint(env.DB, phone.endpoint)).toBeNull();
      expect(await pushDeliveryById(env.DB, pushId)).toBeNull();
    });
  }

  it('retries a 429 no sooner than its Retry-After, and a 5xx with the runner backoff, keeping the subscription', async () => {
    const phone = await subscribedPhone('push-busy');
    const limited = (await createTestPush(env.DB, phone.test, new Date(at), 0))!;
    const down = (await createTestPush(env.DB, phone.test, new Date(at), 0))!;
    let calls = 0;
    mockOutbound({
      [phone.endpoint]: () =>
        ++calls === 1
          ? new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '600' } })
          : new Response('{"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}', {
              status: 503,
            }),
    });

    const result = await runJobs(
      [
        { job: { kind: 'push', pushId: limited }, attempts: 1 },
        { job: { kind: 'push', pushId: down }, attempts: 2 },
      ],
      environment,
    );

    expect(result.retryDelays).toEqual([600, 120]);
    expect(await subscriptionByEndpoint(env.DB, phone.endpoint)).not.toBeNull();
    expect(await pushDeliveryById(env.DB, limited)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await pushDeliveryById(env.DB, limited))!.last_error).toContain('429');
    expect(await pushDeliveryById(env.DB, down)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('waits, unsent and unattempted, while the VAPID keys are not set', async () => {
    const phone = await subscribedPhone('push-unconfigured');
    const pushId = (await createTestPush(env.DB, phone.test, new Date(at), 0))!;
    const requests = mockOutbound({});

    await runJobs([{ job: { kind: 'push', pushId }, attempts: 1 }], { ...environment, VAPID_PRIVATE_KEY: undefined });

    expect(requests).toHaveLength(0);
    expect(await pushDeliveryById(env.DB, pushId)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
