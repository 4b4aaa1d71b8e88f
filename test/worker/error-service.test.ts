// Unhandled errors reach Sentry when SENTRY_DSN is set, with the request id and nothing about
// the visitor; without it they stay in the logs as one JSON line each.
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { headerNames } from '../../src/shared/api';
import { errorServiceLabel } from '../../src/shared/logger';
import { appRelease } from '../../src/shared/release';
import type { BootData } from '../../src/shared/site-config';
import manifest from '../../dist/manifest.json';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import worker from '../../src/worker/index';
import { mockOutbound } from './outbound';
import { newClientIp, origin, validQuote, workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';
import { loadErrorService } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadErrorService);

const dsn = 'https://0a1b2c3d4e5f@o123.ingest.sentry.io/4507';
const envelopeUrl = 'https://o123.ingest.sentry.io/api/4507/envelope/';

/** The database as it answers during an outage: every statement fails. */
const unavailableDatabase = {
  prepare() {
    throw new Error('D1_ERROR: Network connection lost.');
  },
} as unknown as D1Database;

const visitor = validQuote({ email: 'maria.santos@santosfood.example', phone: '0917 555 0142' });

/** A quote request while D1 is down: the idempotency lookup throws before anything is stored. */
async function quoteDuringOutage(env: WorkerEnv) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${origin}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: crypto.randomUUID(), 'cf-connecting-ip': newClientIp() },
      body: JSON.stringify(visitor),
    }),
    { ...env, DB: unavailableDatabase },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Sentry's envelope: a header line, then item header and payload lines. */
const envelopeItems = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('error service', () => {
  it('sends an unhandled error to the DSN host with the request id and without the visitor', async () => {
    const errors = workerLogs('error');
    const sent = mockOutbound({ [envelopeUrl]: () => new Response('{}') });
    const response = await quoteDuringOutage({ ...workerEnv, SENTRY_DSN: dsn });
    expect(response.status).toBe(500);
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toBeTruthy();

    expect(sent).toHaveLength(1);
    const [envelope] = sent;
    expect(envelope.method).toBe('POST');
    const url = new URL(envelope.url);
    expect(url.origin + url.pathname).toBe(envelopeUrl);
    const event = envelopeItems(envelope.body).find((item) => 'exception' in item) as {
      tags: Record<string, string>;
      release: string;
      exception: { values: { value: string }[] };
    };
    expect(event.tags.request_id).toBe(requestId);
    expect(event.release).toBe(appRelease);
    expect(event.exception.values[0].value).toContain('D1_ERROR');

    for (const personal of [visitor.email, visitor.phone, '9175550142', 'Maria Santos', 'cf-connecting-ip']) {
      expect(envelope.body).not.toContain(personal);
    }
    expect(errors()).toContain('unhandled error');
  });

  it("reports a queued email that fails, with the batch's own request id", async () => {
    const sent = mockOutbound({ [envelopeUrl]: () => new Response('{}') });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const batch = createMessageBatch<DeliveryJob>('deliveries', [
      { id: 'm-1', timestamp: new Date(), attempts: 1, body: { kind: 'lead-email', deliveryId: 1 } },
    ]);
    const ctx = createExecutionContext();
    // As the runtime calls it: with a context, where Sentry's wrapper waits for its report.
    const queue = worker.queue as ExportedHandlerQueueHandler<WorkerEnv, DeliveryJob>;
    await queue(batch, { ...workerEnv, SENTRY_DSN: dsn, DB: unavailableDatabase }, ctx);
    await getQueueResult(batch, ctx);

    const lines = errors.mock.calls.map(([logged]) => JSON.parse(String(logged)) as { requestId: string; message: string });
    // D1 is down: neither the send nor the record of its failure could happen; each is reported.
    expect(lines.map(({ message }) => message)).toEqual([
      'quote email failed before it could be sent or recorded',
      'quote email failure could not be recorded',
    ]);
    expect(sent).toHaveLength(2);
    const [line] = lines;
    const event = envelopeItems(sent[0].body).find((item) => 'tags' in item) as {
      tags: Record<string, string>;
      extra: { message: string };
    };
    expect(event.tags.request_id).toBe(line.requestId);
    expect(event.extra.message).toBe(line.message);
  });

  it('sends nothing without a DSN and logs the error as one JSON line with the request id', async () => {
    const sent = mockOutbound({});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await quoteDuringOutage(workerEnv);
    expect(response.status).toBe(500);
    expect(sent).toHaveLength(0);

    const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'unhandled error',
        requestId: response.headers.get('X-Request-Id'),
        path: '/api/quotes',
        error: 'Error: D1_ERROR: Network connection lost.',
        release: appRelease,
        errorService: errorServiceLabel,
      }),
    );
  });
});

describe('browser error reports', () => {
  async function contactPage(env: WorkerEnv) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${origin}/contact`), env, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    const boot = JSON.parse(/<script[^>]*id="boot-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]) as BootData;
    return { csp: response.headers.get('Content-Security-Policy')!, boot };
  }
  const connectSources = (csp: string) => /connect-src ([^;]*)/.exec(csp)![1].split(' ');

  it('with a DSN: the page gets the DSN and the report script, and may connect to the ingest host', async () => {
    const { csp, boot } = await contactPage({ ...workerEnv, SENTRY_DSN: dsn });
    expect(boot.config.errorReport).toEqual({ dsn, script: manifest.errorReportScript });
    expect(connectSources(csp)).toContain('https://o123.ingest.sentry.io');
  });

  it('without one: neither', async () => {
    const { csp, boot } = await contactPage(workerEnv);
    expect(boot.config.errorReport).toBeUndefined();
    expect(connectSources(csp).some((source) => source.includes('sentry'))).toBe(false);
  });
});
