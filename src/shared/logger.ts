// A small logger shared by worker and client. Error entries go to the error service when one
// is configured (reportError); the console gets every entry either way, error entries labelled.
// The worker writes JSON lines instead (src/worker/logging.ts).
import { appRelease, type AppEnvironment } from './release';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** The logger's fields (e.g. the request id), then the entry's own; on errors also the release. */
  context?: Record<string, unknown>;
}

export interface Logger {
  debug(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export const errorServiceLabel = 'would send to error service';

interface LoggerOptions {
  debug: boolean;
  /** Stamped on error entries beside the release, as an error service groups them. */
  environment?: AppEnvironment;
  /** On every entry, e.g. the request id. */
  fields?: Record<string, unknown>;
  /** Takes error entries when an error service is configured. */
  reportError?: (entry: LogEntry) => void;
  /** Writes each entry; the console by default. */
  write?: (entry: LogEntry) => void;
  sink?: Pick<Console, LogLevel>;
}

function consoleWriter(sink: Pick<Console, LogLevel>) {
  return ({ level, message, context }: LogEntry) => {
    if (level === 'error') sink.error(errorServiceLabel, message, context);
    else sink[level](...(context ? [message, context] : [message]));
  };
}

export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? consoleWriter(options.sink ?? console);
  const release = { release: appRelease, ...(options.environment && { environment: options.environment }) };
  const log = (level: LogLevel, message: string, own?: Record<string, unknown>) => {
    if (level === 'debug' && !options.debug) return;
    const context = options.fields ? { ...options.fields, ...own } : own;
    const entry = { level, message, context: level === 'error' ? { ...context, ...release } : context };
    if (level === 'error') options.reportError?.(entry);
    write(entry);
  };
  return {
    debug: (message, context) => log('debug', message, context),
    info: (message, context) => log('info', message, context),
    warn: (message, context) => log('warn', message, context),
    error: (message, context) => log('error', message, context),
  };
}
