// POST /api/analytics: the tracker's beacon. Only this site's pages may send one (403), at most
// 60 a minute per address (429). Bad input is refused with 400 (never 500); a valid event, a
// bot's, or one from a browser staff signed in with (admin/staff-browser.ts), is answered 204
// at once, the last two recording nothing. The browser never reads the answer.
import { Hono } from 'hono';
import { analyticsBodyLimitBytes, analyticsEventSchema } from '../../shared/analytics-event';
import type { AppEnv } from '../app-env';
import { collectEvent, edgeFacts } from '../analytics/collect';
import { isBot } from '../analytics/device';
import { isStaffBrowser } from '../admin/staff-browser';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { siteOrigin } from '../site-config';

export const analyticsRoutes = new Hono<AppEnv>();

const fromOurPages = sameOriginOnly({ what: 'Analytics events' });
const perAddressLimit = rateLimit({ binding: 'ANALYTICS_RATE_LIMIT', what: 'analytics events' });
const boundedBody = limitBody(analyticsBodyLimitBytes, `An analytics event is at most ${analyticsBodyLimitBytes} bytes.`);

analyticsRoutes.post('/', fromOurPages, perAddressLimit, boundedBody, async (c) => {
  if (isBot(c.req.header('user-agent')) || isStaffBrowser(c)) return c.body(null, 204);

  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    return apiError(c, 400, 'json_required', 'Send the analytics event as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return apiError(c, 400, 'invalid_json', 'The analytics event is not valid JSON.');
  }

  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) {
    // The first message for each field; the names come from the posted JSON, so a map, not an object.
    const fields = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'event';
      if (!fields.has(field)) fields.set(field, issue.message);
    }
    return apiError(c, 400, 'validation_failed', 'The analytics event is not one this site sends.', Object.fromEntries(fields));
  }

  try {
    await collectEvent(c.env, parsed.data, edgeFacts(c.req.raw, siteOrigin(c.env)));
  } catch (error) {
    // Losing one page view is better than an error the browser would never read anyway.
    c.get('logger').error('analytics event not recorded', { error: String(error) });
  }
  return c.body(null, 204);
});
