// /api/admin/push: a dashboard device turns push on or off, chooses its events and asks for a
// test notification. The device is named by its push endpoint, which only that browser knows.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { isPushEvent, type PushEvent } from '../../shared/push-events';
import type { DashboardEnv } from '../app-env';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { pushEndpointProblem } from './push-endpoint';
import {
  createTestPush,
  deleteSubscription,
  saveSubscription,
  setSubscriptionEvents,
  subscriptionByEndpoint,
  subscriptionEvents,
} from './push-store';
import { isPushConfigured } from './push-config';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { enqueue } from '../queue/enqueue';
import { staffMay } from '../admin/roles';

export const pushRoutes = new Hono<DashboardEnv>();

/** A subscription with its keys and every event is well under 1 KB. */
const pushBodyLimitBytes = 4 * 1024;
pushRoutes.use(limitBody(pushBodyLimitBytes, `A push settings request is at most ${pushBodyLimitBytes / 1024} KB.`));

const base64url = (length: number) =>
  z
    .string()
    .regex(/^[\w-]+$/)
    .length(length);
// An endpoint is a URL the browser's push service chose: FCM's and Apple's are under 600 characters.
const endpoint = z.string().min(1).max(2000);
const events = z
  .array(z.string().refine(isPushEvent, 'not a push event'))
  .max(20)
  .transform((list) => [...new Set(list)] as PushEvent[]);

/** What PushSubscription.toJSON() gives (a P-256 point of 65 bytes and a 16-byte auth secret, base64url), and the events. */
const subscribeBody = z.object({ endpoint, keys: z.object({ p256dh: base64url(87), auth: base64url(22) }), events });
const deviceBody = z.object({ endpoint });

/** A p256dh that is not a point on P-256 would fail every send: refused when it is saved instead. */
async function isP256Point(base64urlKey: string): Promise<boolean> {
  const bytes = Uint8Array.from(atob(base64urlKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  try {
    await crypto.subtle.importKey('raw', bytes, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}
const eventsBody = z.object({ endpoint, events });

/** The body, parsed by its schema, or the 400 answer saying what is wrong. */
async function parsedBody<Schema extends z.ZodType<{ endpoint: string }>>(
  c: Context<DashboardEnv>,
  schema: Schema,
): Promise<z.infer<Schema> | Response> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return apiError(c, 400, 'invalid_push_request', `The request is not what this page sends: ${z.prettifyError(parsed.error)}`);
  const problem = pushEndpointProblem(parsed.data.endpoint);
  if (problem) return apiError(c, 400, 'invalid_push_endpoint', problem);
  return parsed.data;
}

/** Test notifications a person may ask for, on all their phones together: one every 10 seconds, so the button cannot flood the queue. */
const testPushSpacingMs = 10_000;

const unknownDevice = (c: Context<DashboardEnv>) =>
  apiError(c, 404, 'push_not_on', 'Notifications are not on for this device. Turn them on first.');

pushRoutes.post('/subscription', staffMay, async (c) => {
  const body = await parsedBody(c, subscribeBody);
  if (body instanceof Response) return body;
  const { endpoint, keys, events } = body;
  if (!(await isP256Point(keys.p256dh))) {
    return apiError(c, 400, 'invalid_push_request', "The subscription's p256dh key is not a P-256 public key.");
  }
  // Checked after the request itself, so a malformed one is told what is wrong with it.
  if (!isPushConfigured(c.env)) {
    return apiError(c, 503, 'push_not_configured', 'Push notifications are not set up on this site yet (VAPID keys). Ask whoever runs it.');
  }
  const turnedOff = await saveSubscription(c.env.DB, { person: c.get('operator'), endpoint, ...keys, events }, new Date().toISOString());
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'push-turned-on', detail: events.join(', ') });
  return c.json({ events: body.events, turnedOff }, 201);
});

/** This device's chosen events (the settings panel asks on load). POST, because the endpoint is not for a URL's log. */
pushRoutes.post('/subscription/lookup', staffMay, async (c) => {
  const body = await parsedBody(c, deviceBody);
  if (body instanceof Response) return body;
  const subscription = await subscriptionByEndpoint(c.env.DB, body.endpoint);
  return subscription ? c.json({ events: subscriptionEvents(subscription) }) : unknownDevice(c);
});

pushRoutes.put('/subscription/events', staffMay, async (c) => {
  const body = await parsedBody(c, eventsBody);
  if (body instanceof Response) return body;
  if (!(await setSubscriptionEvents(c.env.DB, body.endpoint, body.events, new Date().toISOString()))) return unknownDevice(c);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'push-events-chosen',
    detail: body.events.join(', ') || 'nothing',
  });
  return c.json({ events: body.events });
});

pushRoutes.delete('/subscription', staffMay, async (c) => {
  const body = await parsedBody(c, deviceBody);
  if (body instanceof Response) return body;
  await deleteSubscription(c.env.DB, { endpoint: body.endpoint });
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'push-turned-off' });
  return c.json({ removed: true });
});

pushRoutes.post('/test', staffMay, async (c) => {
  const body = await parsedBody(c, deviceBody);
  if (body instanceof Response) return body;
  const subscription = await subscriptionByEndpoint(c.env.DB, body.endpoint);
  if (!subscription) return unknownDevice(c);
  const pushId = await createTestPush(
    c.env.DB,
    { accountId: c.get('person').id, subscriptionId: subscription.id },
    new Date(),
    testPushSpacingMs,
  );
  if (pushId === null) {
    c.header('Retry-After', String(testPushSpacingMs / 1000));
    return apiError(
      c,
      429,
      'push_test_too_soon',
      'A test notification was just sent to one of your phones or computers: wait a few seconds before the next.',
    );
  }
  await enqueue(c.env, [{ kind: 'push', pushId }]);
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'push-tested' });
  return c.json({ queued: true }, 202);
});
