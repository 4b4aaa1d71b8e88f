// Sentry's SDK for the error service (src/worker/error-service.ts), loaded on demand: about 57 KB
// gzip that a deployment without SENTRY_DSN never loads, and one with it loads once per isolate.
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

/** Sends one error-level log entry, tagged with its request id. */
export function reportEntry({ message, context = {} }: LogEntry, requestId: string): void {
  const capture = { level: 'error' as const, tags: { request_id: requestId }, extra: { message, ...context } };
  const error = Object.values(context).find((value) => value instanceof Error);
  if (error) captureException(error, capture);
  else captureMessage(message, capture);
}

export type Handlers<Message> = Required<Pick<ExportedHandler<WorkerEnv, Message>, 'fetch' | 'queue' | 'scheduled'>>;

/** The handlers inside Sentry's `withSentry`. */
export function sentryHandlers<Message>(handlers: Handlers<Message>): Handlers<Message> {
  return withSentry<WorkerEnv, Message>(errorServiceOptions, handlers) as Handlers<Message>;
}
