// The worker's logs: one JSON object a line, `{ level, message, requestId, ... }`, as Workers
// Logs indexes them; every request, queue batch and cron run has its own request id.
import { createLogger, errorServiceLabel, type LogEntry, type Logger, type LogLevel } from '../shared/logger';
import { appEnvironment } from '../shared/release';
import type { WorkerEnv } from './app-env';
import { errorServiceReporter } from './error-service';

/** Errors as their message: JSON.stringify would write `{}`. */
const jsonValue = (_key: string, value: unknown) => (value instanceof Error ? String(value) : value);

export function jsonLines(sink: Pick<Console, LogLevel>, errorsReported: boolean) {
  return ({ level, message, context }: LogEntry) => {
    const label = level === 'error' && !errorsReported && { errorService: errorServiceLabel };
    sink[level](JSON.stringify({ level, message, ...context, ...label }, jsonValue));
  };
}

/** The logger of one invocation. */
export function workerLogger(env: WorkerEnv, requestId: string, sink: Pick<Console, LogLevel> = console): Logger {
  const environment = appEnvironment(env.ENVIRONMENT);
  const reportError = errorServiceReporter(env, requestId);
  return createLogger({
    debug: environment === 'development',
    environment,
    fields: { requestId },
    reportError,
    write: jsonLines(sink, Boolean(reportError)),
  });
}
