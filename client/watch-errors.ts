// Browser errors to the error service without its code in the first load: the module that sends
// them (client/error-report.ts, built on its own) is fetched the first time something goes wrong.
import { appRelease, type AppEnvironment } from '../src/shared/release';
import type { SiteConfig } from '../src/shared/site-config';
import type { BrowserError } from './error-report';

type ErrorReportModule = typeof import('./error-report');

export function watchErrors({ dsn, script }: NonNullable<SiteConfig['errorReport']>, environment: AppEnvironment) {
  const report = (what: BrowserError) => {
    // Offline the import fails too: swallowed, or it would be one more rejection to report.
    (import(script) as Promise<ErrorReportModule>)
      .then(({ sendErrorReport }) => sendErrorReport(dsn, appRelease, environment, what))
      .catch(() => {});
  };
  addEventListener('error', (event: ErrorEvent) => report({ error: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => report({ error: event.reason }));
  return report;
}
