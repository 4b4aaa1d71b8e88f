// POST /api/analytics: the tracker's beacon. Bad input is refused with 400 (never 500); a
// valid event, or a bot's, is answered 204 at once. The browser never reads the answer.
import { Hono } from 'hono';
import { analyticsBodyLimitBytes, analyticsEventSchema } from '../../shared/analytics-event';
import type { AppEnv } from '../app-env';
import { collectEvent, edgeFacts } from '../analytics/collect';
import { isBot } from '../analytics/device';
import { apiError } from '../errors';
import { limitBody } from '../middleware/body-limit';

export const analytics = new Hono<AppEnv>();

/** The body as text, or null once it passes `limit` bytes (read no further than that). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

analytics.post('/', limitBody(analyticsBodyLimitBytes, `An analytics event is at most ${analyticsBodyLimitBytes} bytes.`), async (c) => {
  if (isBot(c.req.header('user-agent'))) return c.body(null, 204);

  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    return apiError(c, 400, 'json_required', 'Send the analytics event as JSON (Content-Type: application/json).');
  }
  const tooLarge = () => apiError(c, 400, 'request_too_large', `An analytics event is at most ${analyticsBodyLimitBytes} bytes.`);
  if (Number(c.req.header('content-length') ?? 0) > analyticsBodyLimitBytes) return tooLarge();

  let body: unknown;
  try {
    const text = await readCapped(c.req.raw, analyticsBodyLimitBytes);
    if (text === null) return tooLarge();
    body = JSON.parse(text);
  } catch {
    return apiError(c, 400, 'invalid_json', 'The analytics event is not valid JSON.');
  }

  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'event';
      fields[field] ??= issue.message;
    }
    return apiError(c, 400, 'validation_failed', 'The analytics event is not one this site sends.', fields);
  }

  try {
    await collectEvent(c.env, parsed.data, edgeFacts(c.req.raw, c.env.SITE_URL));
  } catch (error) {
    // Losing one page view is better than an error the browser would never read anyway.
    c.get('logger').error('analytics event not recorded', { error: String(error) });
  }
  return c.body(null, 204);
});
