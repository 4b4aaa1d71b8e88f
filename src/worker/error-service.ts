// The error service: with the SENTRY_DSN secret set, unhandled errors of every handler and
// error-level log entries go to Sentry, tagged with the request id and without personal data.
// Without it the handlers run unwrapped and errors stay in the logs.
import { captureException, captureMessage, withSentry, type CloudflareOptions, type ErrorEvent } from '@sentry/cloudflare';
import type { LogEntry } from '../shared/logger';
import { redactDeep } from '../shared/personal-data';
import { appEnvironment, appRelease } from '../shared/release';
import type { WorkerEnv } from './app-env';

/** Nothing about the visitor is collected: no headers, cookies, bodies, query strings, IPs or user. */
const collectNothingPersonal: CloudflareOptions['dataCollection'] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  genAI: { inputs: false, outputs: false },
  graphQL: { document: false, variables: false },
};

/** What an event may say about a request: its method and path. */
function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  const url = event.request?.url?.split(/[?#]/)[0];
  return {
    ...event,
    user: undefined,
    request: event.request && { method: event.request.method, url },
    message: event.message && redactDeep(event.message),
    logentry: event.logentry && redactDeep(event.logentry),
    exception: event.exception && redactDeep(event.exception),
    extra: event.extra && redactDeep(event.extra),
    breadcrumbs: event.breadcrumbs && redactDeep(event.breadcrumbs),
    // Sentry would otherwise fill in the sender's address.
    sdk: { ...event.sdk, settings: { ...event.sdk?.settings, infer_ip: 'never' } },
  };
}

function errorServiceOptions(env: WorkerEnv): CloudflareOptions {
  return {
    dsn: env.SENTRY_DSN,
    release: appRelease,
    environment: appEnvironment(env.ENVIRONMENT),
    dataCollection: collectNothingPersonal,
    beforeSend: withoutPersonalData,
    beforeBreadcrumb: (breadcrumb) => redactDeep(breadcrumb),
  };
}

/** Sends a logger's error entries, or undefined when no error service is configured. */
export function errorServiceReporter(env: WorkerEnv, requestId: string): ((entry: LogEntry) => void) | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return ({ message, context = {} }) => {
    const capture = { level: 'error' as const, tags: { request_id: requestId }, extra: { message, ...context } };
    const error = Object.values(context).find((value) => value instanceof Error);
    if (error) captureException(error, capture);
    else captureMessage(message, capture);
  };
}

type Handlers<Message> = Required<Pick<ExportedHandler<WorkerEnv, Message>, 'fetch' | 'queue' | 'scheduled'>>;

/**
 * The handlers, wrapped by Sentry's `withSentry` when SENTRY_DSN is set. They still get the env
 * workerd passed: the SDK hands them a proxy of it (for D1 and R2 spans, which are not sent as
 * tracing is off), a new object per request that would defeat the once-per-isolate settings
 * cache (src/worker/var-settings.ts).
 */
export function withErrorService<Message, H extends Handlers<Message>>(handlers: H): H {
  const envOf = new WeakMap<object, WorkerEnv>();
  const original = (event: object, proxied: WorkerEnv) => envOf.get(event) ?? proxied;
  const wrapped = withSentry<WorkerEnv, Message>(errorServiceOptions, {
    fetch: (request, env, ctx) => handlers.fetch(request, original(request, env), ctx),
    queue: (batch, env, ctx) => handlers.queue(batch, original(batch, env), ctx),
    scheduled: (controller, env, ctx) => handlers.scheduled(controller, original(controller, env), ctx),
  } satisfies Handlers<Message>);
  const choose = (event: object, env: WorkerEnv): Handlers<Message> => {
    if (!env.SENTRY_DSN) return handlers;
    envOf.set(event, env);
    return wrapped as Handlers<Message>;
  };
  const chosen: Handlers<Message> = {
    fetch: (request, env, ctx) => choose(request, env).fetch(request, env, ctx),
    queue: (batch, env, ctx) => choose(batch, env).queue(batch, env, ctx),
    scheduled: (controller, env, ctx) => choose(controller, env).scheduled(controller, env, ctx),
  };
  // Same arguments as the handlers it wraps, so callers (and tests) keep their signatures.
  return { ...handlers, ...chosen } as H;
}
