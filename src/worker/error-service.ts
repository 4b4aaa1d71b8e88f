// The error service: with the SENTRY_DSN secret set, unhandled errors of every handler and
// error-level log entries go to Sentry, tagged with the request id and without personal data
// (src/worker/error-service-sentry.ts, loaded with the first request that has SENTRY_DSN).
// Without it the handlers run unwrapped, errors stay in the logs, and Sentry's SDK never loads.
import type { LogEntry } from '../shared/logger';
import type { WorkerEnv } from './app-env';
import type { Handlers } from './error-service-sentry';
import { loadErrorService } from './lazy-modules';

type SentryModule = Awaited<ReturnType<typeof loadErrorService>>;

/** Set once this isolate has loaded the SDK; every handler with SENTRY_DSN awaits it first. */
let sentry: SentryModule | undefined;

/** Sends a logger's error entries, or undefined when no error service is configured. */
export function errorServiceReporter(env: WorkerEnv, requestId: string): ((entry: LogEntry) => void) | undefined {
  const loaded = sentry;
  if (!env.SENTRY_DSN || !loaded) return undefined;
  return (entry) => loaded.reportEntry(entry, requestId);
}

/**
 * The handlers, wrapped by Sentry's `withSentry` when SENTRY_DSN is set. They still get the env
 * workerd passed: the SDK hands them a proxy of it (for D1 and R2 spans, which are not sent as
 * tracing is off), a new object per request that would defeat the once-per-isolate settings
 * cache (src/worker/var-settings.ts).
 */
export function withErrorService<Message, H extends Handlers<Message>>(handlers: H): H {
  const envOf = new WeakMap<object, WorkerEnv>();
  const original = (event: object, proxied: WorkerEnv) => envOf.get(event) ?? proxied;
  let wrapped: Promise<Handlers<Message>> | undefined;
  const sentryWrapped = () =>
    (wrapped ??= loadErrorService().then(
      (module) => {
        sentry = module;
        return module.sentryHandlers<Message>({
          fetch: (request, env, ctx) => handlers.fetch(request, original(request, env), ctx),
          queue: (batch, env, ctx) => handlers.queue(batch, original(batch, env), ctx),
          scheduled: (controller, env, ctx) => handlers.scheduled(controller, original(controller, env), ctx),
        });
      },
      // The error service must never take the site down: without its SDK the handlers run bare.
      (error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', message: 'error service could not load; errors stay in the logs', error: String(error) }),
        );
        return handlers;
      },
    ));
  const choose = async (event: object, env: WorkerEnv): Promise<Handlers<Message>> => {
    if (!env.SENTRY_DSN) return handlers;
    envOf.set(event, env);
    return sentryWrapped();
  };
  const chosen: Handlers<Message> = {
    fetch: async (request, env, ctx) => (await choose(request, env)).fetch(request, env, ctx),
    queue: async (batch, env, ctx) => (await choose(batch, env)).queue(batch, env, ctx),
    scheduled: async (controller, env, ctx) => (await choose(controller, env)).scheduled(controller, env, ctx),
  };
  // Same arguments as the handlers it wraps, so callers (and tests) keep their signatures.
  return { ...handlers, ...chosen } as H;
}
