// Sends one browser error to Sentry as an envelope (Sentry's event format, posted to the DSN's
// envelope endpoint). Loaded only once an error happens (client/watch-errors.ts); our own small
// module rather than @sentry/browser, see docs/stack.md. Nothing about the visitor is sent:
// no query string, no user, no IP (infer_ip: never), and the text is stripped of emails and phones.
import type { LogEntry } from '../src/shared/logger';
import { redactDeep, redactPersonalData } from '../src/shared/personal-data';
import type { AppEnvironment } from '../src/shared/release';
import { sentryEnvelopeUrl } from '../src/shared/sentry-dsn';

/** What a page reports: an uncaught error or rejection, or a logger's error entry. */
export type BrowserError = { error: unknown } | LogEntry;

/** A page that keeps failing sends its first few reports, not one per frame. */
const reportsPerPage = 5;
let reports = 0;

/** Chrome's "at fn (url:1:2)", Firefox's and Safari's "fn@url:1:2"; Sentry lists the oldest frame first. */
function stackFrames(stack = '') {
  const frames = [];
  for (const line of stack.split('\n')) {
    const match = /^\s*(?:at (?:(.+?) \()?|(.*?)@)(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    if (match)
      frames.push({ function: match[1] ?? (match[2] || undefined), filename: match[3], lineno: Number(match[4]), colno: Number(match[5]) });
  }
  return frames.reverse();
}

function described(what: BrowserError) {
  if ('message' in what) return { message: { formatted: redactPersonalData(what.message) }, extra: redactDeep(what.context) };
  const error = what.error instanceof Error ? what.error : new Error(String(what.error));
  return {
    exception: {
      values: [{ type: error.name, value: redactPersonalData(error.message), stacktrace: { frames: stackFrames(error.stack) } }],
    },
  };
}

/** Release and environment come from the page (client/watch-errors.ts), whose code already has them. */
export function sendErrorReport(dsn: string, release: string, environment: AppEnvironment, what: BrowserError): void {
  const url = sentryEnvelopeUrl(dsn);
  if (!url || reports >= reportsPerPage) return;
  reports += 1;
  const eventId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release,
    environment,
    // infer_ip: Sentry would otherwise store the sender's IP address.
    sdk: { name: 'cavite-stainless.error-report', version: '1', settings: { infer_ip: 'never' } },
    request: { url: location.origin + location.pathname },
    ...described(what),
  };
  const envelope = [{ event_id: eventId, sent_at: new Date().toISOString() }, { type: 'event' }, event]
    .map((part) => JSON.stringify(part))
    .join('\n');
  // A plain-text body: no CORS preflight. keepalive: sent even if the visitor is leaving.
  fetch(url, { method: 'POST', body: envelope, keepalive: true }).catch(() => {});
}
