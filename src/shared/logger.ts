// A small logger shared by worker and client. Error entries are the ones an error
// service would collect; until one is chosen they go to the console, labelled so.
import { appRelease, type AppEnvironment } from './release';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
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
  sink?: Pick<Console, LogLevel>;
}

export function createLogger(options: LoggerOptions): Logger {
  const sink = options.sink ?? console;
  const release = { release: appRelease, ...(options.environment && { environment: options.environment }) };
  const write = (entry: LogEntry) => {
    const args = entry.context ? [entry.message, entry.context] : [entry.message];
    if (entry.level === 'error') sink.error(errorServiceLabel, entry.message, { ...entry.context, ...release });
    else if (entry.level !== 'debug' || options.debug) sink[entry.level](...args);
  };
  return {
    debug: (message, context) => write({ level: 'debug', message, context }),
    info: (message, context) => write({ level: 'info', message, context }),
    warn: (message, context) => write({ level: 'warn', message, context }),
    error: (message, context) => write({ level: 'error', message, context }),
  };
}
