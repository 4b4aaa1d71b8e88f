// The dashboard's push settings: a device turns push on, chooses events, asks for a test and turns
// it off, signed in and from the dashboard's origin like every dashboard route; an endpoint the
// worker must not call is refused with a 400 that says why.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { app } from '../../src/worker/index';
import { pushDevicesPerPerson } from '../../src/shared/push-events';
import { createAlerts } from '../../src/worker/lead-records/alerts';
import { fanOutAlert, pushDeliveryById, subscriptionByEndpoint } from '../../src/worker/push/push-store';
import { operator, operatorEmail, signedInStaff, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { browserSubscription, pushEnv } from './push-helpers';
import { origin } from './quote-helpers';

let environment: WorkerEnv;
let session: OperatorSession;

beforeAll(async () => {
  environment = (await pushEnv()).environment;
  session = await operator();
});

function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}, environmentUsed = environment) {
  return app.request(
    `${origin}/api/admin/push${path}`,
    {
      method,
      headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    environmentUsed,
  );
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('push settings for this device', () => {
  it('turns push on with the chosen events under the signed-in person, changes them, and turns it off', async () => {
    const phone = await browserSubscription('https://web.push.apple.com/QGmX1exampleToken');

    const on = await call('POST', '/subscription', {
      endpoint: phone.endpoint,
      expirationTime: null,
      keys: phone.keys,
      events: ['new-lead', 'quotation-accepted'],
    });
    expect(on.status).toBe(201);
    expect(await subscriptionByEndpoint(env.DB, phone.endpoint)).toMatchObject({
      person: operatorEmail,
      p256dh: phone.keys.p256dh,
      auth: phone.keys.auth,
      events: 'new-lead,quotation-accepted',
    });

    const lookup = await call('POST', '/subscription/lookup', { endpoint: phone.endpoint });
    expect(await lookup.json()).toEqual({ events: ['new-lead', 'quotation-accepted'] });

    const changed = await call('PUT', '/subscription/events', { endpoint: phone.endpoint, events: ['follow-up'] });
    expect(changed.status).toBe(200);
    expect((await subscriptionByEndpoint(env.DB, phone.endpoint))!.events).toBe('follow-up');

    const off = await call('DELETE', '/subscription', { endpoint: phone.endpoint });
    expect(off.status).toBe(200);
    expect(await subscriptionByEndpoint(env.DB, phone.endpoint)).toBeNull();
    const gone = await call('PUT', '/subscription/events', { endpoint: phone.endpoint, events: [] });
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toMatch(/not on for this device/);
  });

  it('queues a test notification to this device', async () => {
    const phone = await browserSubscription('https://fcm.googleapis.com/fcm/send/test-button');
    await call('POST', '/subscription', { endpoint: phone.endpoint, keys: phone.keys, events: [] });
    const send = vi.spyOn(environment.DELIVERY_QUEUE, 'sendBatch');

    const response = await call('POST', '/test', { endpoint: phone.endpoint });

    expect(response.status).toBe(202);
    const job = [...send.mock.calls[0][0]][0]!.body as DeliveryJob;
    expect(job.kind).toBe('push');
    const delivery = await pushDeliveryById(env.DB, (job as { pushId: number }).pushId);
    expect(delivery).toMatchObject({ alert_id: null, status: 'pending' });
    // One test a phone every few seconds: the button cannot flood the queue.
    const again = await call('POST', '/test', { endpoint: phone.endpoint });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('10');
    expect((await errorOf(again)).message).toMatch(/wait a few seconds/);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("takes each browser's push service: Google's, Mozilla's, Apple's and Microsoft's", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGmX1exampleToken2',
      'https://wns2-sg2p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const phone = await browserSubscription(endpoint);
      const response = await call('POST', '/subscription', { endpoint, keys: phone.keys, events: ['new-lead'] });
      expect(response.status, endpoint).toBe(201);
      expect(await subscriptionByEndpoint(env.DB, endpoint)).not.toBeNull();
    }
  });

  for (const [endpoint, why] of [
    ['http://fcm.googleapis.com/fcm/send/plain', /must be an https address/],
    // A denylist of private addresses would miss some spelling: only browsers' push services are taken.
    ['https://localhost/push', /not a browser push service/],
    ['https://localhost./push', /not a browser push service/],
    ['https://127.0.0.1/push', /not a browser push service/],
    ['https://10.0.0.8/push', /not a browser push service/],
    ['https://169.254.169.254/latest/meta-data', /not a browser push service/],
    ['https://[::7f00:1]/push', /not a browser push service/],
    ['https://[64:ff9b::a9fe:a9fe]/push', /not a browser push service/],
    ['https://127.0.0.1.nip.io/push', /not a browser push service/],
    ['https://fcm.googleapis.com.attacker.example/push', /not a browser push service/],
    ['https://evilpush.apple.com.example/push', /not a browser push service/],
    ['https://fcm.googleapis.com:8443/fcm/send/port', /not a browser push service/],
    ['not a url', /not a URL/],
  ] as const) {
    it(`refuses the endpoint ${endpoint} with a 400 that says why, storing nothing`, async () => {
      const phone = await browserSubscription(endpoint);
      const response = await call('POST', '/subscription', { endpoint, keys: phone.keys, events: ['new-lead'] });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_push_endpoint');
      expect(error.message).toMatch(why);
      expect(await subscriptionByEndpoint(env.DB, endpoint)).toBeNull();
    });
  }

  it('refuses keys that are not a browser subscription and events it does not know, with a 400', async () => {
    const phone = await browserSubscription('https://fcm.googleapis.com/fcm/send/bad-keys');
    const badKeys = await call('POST', '/subscription', {
      endpoint: phone.endpoint,
      keys: { p256dh: 'short', auth: phone.keys.auth },
      events: [],
    });
    expect(badKeys.status).toBe(400);
    expect((await errorOf(badKeys)).code).toBe('invalid_push_request');
    const offCurve = await call('POST', '/subscription', {
      endpoint: phone.endpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: phone.keys.auth },
      events: [],
    });
    expect(offCurve.status).toBe(400);
    expect((await errorOf(offCurve)).message).toMatch(/not a P-256 public key/);
    const badEvent = await call('POST', '/subscription', { endpoint: phone.endpoint, keys: phone.keys, events: ['everything'] });
    expect(badEvent.status).toBe(400);
    const notJson = await app.request(
      `${origin}/api/admin/push/subscription`,
      { method: 'POST', headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/json' }, body: '{' },
      environment,
    );
    expect(notJson.status).toBe(400);
  });

  it('refuses a body over 4 KB with a 413', async () => {
    const phone = await browserSubscription(`https://fcm.googleapis.com/fcm/send/${'x'.repeat(5000)}`);
    const response = await call('POST', '/subscription', { endpoint: phone.endpoint, keys: phone.keys, events: [] });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('request_too_large');
  });

  it('answers 503 with a message when the site has no VAPID keys', async () => {
    const phone = await browserSubscription('https://fcm.googleapis.com/fcm/send/no-keys');
    const response = await call(
      'POST',
      '/subscription',
      { endpoint: phone.endpoint, keys: phone.keys, events: [] },
      {},
      { ...environment, VAPID_PUBLIC_KEY: undefined },
    );
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toMatch(/VAPID/);
  });

  it('refuses a request from another site (CSRF) and one without sign-in, as every dashboard route', async () => {
    const phone = await browserSubscription('https://fcm.googleapis.com/fcm/send/csrf');
    const crossSite = await call(
      'POST',
      '/subscription',
      { endpoint: phone.endpoint, keys: phone.keys, events: [] },
      {
        Origin: 'https://evil.example',
        'Content-Type': 'text/plain',
      },
    );
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).code).toBe('cross_site_request');

    const signedOut = await app.request(
      `${origin}/api/admin/push/subscription`,
      {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: phone.endpoint, keys: phone.keys, events: [] }),
      },
      environment,
    );
    expect(signedOut.status).toBe(401);
    expect(await subscriptionByEndpoint(env.DB, phone.endpoint)).toBeNull();
  });
});

describe('push per person, not per device (issue 36, L1)', () => {
  /** Turns push on at a new device of the person signed in as `who`. */
  async function turnOn(who: OperatorSession, endpoint: string) {
    const phone = await browserSubscription(endpoint);
    const response = await call('POST', '/subscription', { endpoint, keys: phone.keys, events: ['new-lead'] }, { Cookie: who.cookie });
    expect(response.status).toBe(201);
    return ((await response.json()) as { turnedOff: number }).turnedOff;
  }
  const devicesOf = async (email: string) =>
    (
      await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE person = ? ORDER BY endpoint').bind(email).all<{
        endpoint: string;
      }>()
    ).results.map((row) => row.endpoint);
  const device = (who: string, n: number) => `https://fcm.googleapis.com/fcm/send/${who}-${String(n).padStart(2, '0')}`;

  it(`keeps at most ${pushDevicesPerPerson} devices a person, turning off the one set up or changed longest ago`, async () => {
    const staff = await signedInStaff('many-phones@stainless.example');
    const colleague = await signedInStaff('one-phone@stainless.example');
    expect(await turnOn(colleague, device('colleague', 1))).toBe(0);
    for (let n = 1; n <= pushDevicesPerPerson; n++) expect(await turnOn(staff, device('staff', n))).toBe(0);
    // Set up a second apart, in order (the worker's clock may not move between two requests).
    await env.DB.prepare(
      "UPDATE push_subscriptions SET updated_at = '2026-11-01T00:00:' || substr(endpoint, -2) || '.000Z' WHERE person = ?",
    )
      .bind(staff.email)
      .run();
    // The first device turned on again (its keys renewed): it is the newest now, and the second the oldest.
    expect(await turnOn(staff, device('staff', 1))).toBe(0);
    expect(await turnOn(staff, device('staff', 11))).toBe(1);
    expect(await turnOn(staff, device('staff', 12))).toBe(1);
    const kept = [1, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => device('staff', n));
    expect(await devicesOf(staff.email)).toEqual(kept);
    // Someone else's devices are theirs to keep.
    expect(await devicesOf(colleague.email)).toEqual([device('colleague', 1)]);

    // A new lead notifies each person at most that many times, however often they turned push on.
    await insertLead({ id: 36_001, createdAt: new Date().toISOString() });
    const [alertId] = await createAlerts(env.DB, 36_001, 'new-lead', ['push'], new Date().toISOString());
    await fanOutAlert(env.DB, alertId, 'new-lead', new Date().toISOString());
    const byPerson = await env.DB.prepare(
      'SELECT s.person, COUNT(*) AS n FROM push_deliveries AS d JOIN push_subscriptions AS s ON s.id = d.subscription_id WHERE d.alert_id = ? GROUP BY s.person',
    )
      .bind(alertId)
      .all<{ person: string; n: number }>();
    expect(Object.fromEntries(byPerson.results.map((row) => [row.person, row.n]))).toMatchObject({
      [staff.email]: pushDevicesPerPerson,
      [colleague.email]: 1,
    });
  });

  it('gives a person one test notification every few seconds, whichever of their devices asks', async () => {
    const staff = await signedInStaff('tester@stainless.example');
    const colleague = await signedInStaff('other-tester@stainless.example');
    await turnOn(staff, device('tester', 1));
    await turnOn(staff, device('tester', 2));
    await turnOn(colleague, device('other-tester', 1));
    const send = vi.spyOn(environment.DELIVERY_QUEUE, 'sendBatch');
    const test = (who: OperatorSession, endpoint: string) => call('POST', '/test', { endpoint }, { Cookie: who.cookie });

    expect((await test(staff, device('tester', 1))).status).toBe(202);
    const secondPhone = await test(staff, device('tester', 2));
    expect(secondPhone.status).toBe(429);
    expect(secondPhone.headers.get('retry-after')).toBe('10');
    expect((await errorOf(secondPhone)).message).toMatch(/one of your phones or computers: wait a few seconds/);
    // Turning the phone off and on again is no way round it.
    expect((await call('DELETE', '/subscription', { endpoint: device('tester', 1) }, { Cookie: staff.cookie })).status).toBe(200);
    await turnOn(staff, device('tester', 1));
    expect((await test(staff, device('tester', 1))).status).toBe(429);
    // Another person's test is their own.
    expect((await test(colleague, device('other-tester', 1))).status).toBe(202);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('the notifications page', () => {
  it('shows the panel with the VAPID public key, its script allowed by the page policy, and the dashboard manifest', async () => {
    const response = await app.request(`${origin}/admin/notifications`, { headers: { Cookie: session.cookie } }, environment);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Notifications on this phone');
    expect(html).toContain(`data-vapid-public-key="${environment.VAPID_PUBLIC_KEY}"`);
    expect(html).toContain('<script src="/admin-push.js" defer=""></script>');
    expect(html).toContain('<link rel="manifest" href="/admin.webmanifest"/>');
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('says push is not set up, with no script, when the site has no VAPID keys', async () => {
    const response = await app.request(
      `${origin}/admin/notifications`,
      { headers: { Cookie: session.cookie } },
      { ...environment, VAPID_PRIVATE_KEY: undefined },
    );
    const html = await response.text();
    expect(html).toContain('Not set up');
    expect(html).not.toContain('admin-push.js');
  });

  it('serves the dashboard manifest: its own start URL and scope, standalone', async () => {
    const response = await app.request(`${origin}/admin.webmanifest`, {}, environment);
    expect(response.headers.get('Content-Type')).toContain('application/manifest+json');
    expect(await response.json()).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
  });
});
