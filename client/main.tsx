// Hydration entry: reads what the worker rendered with, loads the current page's chunk
// first (so hydration never shows a loading state), then hydrates the document but its static
// copy (src/ui/primitives/Static.tsx), which stays the server's HTML.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createLogger, errorServiceLabel } from '../src/shared/logger';
import { pageIdForPath } from '../src/shared/routes';
import { bootDataElementId, type BootData } from '../src/shared/site-config';
import { App } from '../src/ui/App';
import { SkipStaticHydration } from '../src/ui/primitives/Static';
import { captureVisitSource } from '../src/ui/visit-source';
import { createTracker } from './analytics';
import { consentGatedStorage } from './consent-storage';
import { lazyComponents, lazyPages } from './pages';
import { registerServiceWorker } from './register-service-worker';
import { trackConversionClicks } from './track-clicks';
import { watchErrors } from './watch-errors';
// Every page needs it before hydrating: with the entry's imports, it comes in the entry's shared file.
import './page-runtime';

async function start() {
  const bootElement = document.getElementById(bootDataElementId);
  if (!bootElement?.textContent) throw new Error('boot data missing from the page');
  const boot = JSON.parse(bootElement.textContent) as BootData;
  const { environment, errorReport } = boot.config;
  const logger = createLogger({ debug: environment === 'development', reportError: errorReport && watchErrors(errorReport, environment) });
  const path = window.location.pathname;
  const tracker = createTracker({
    storage: consentGatedStorage(),
    touch: captureVisitSource(window.location.href, document.referrer)?.latest,
  });
  await lazyPages.load(pageIdForPath(path));
  // As a transition, hydration yields to the browser every few milliseconds instead of one
  // long task: a phone stays responsive while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(
      document,
      <SkipStaticHydration value>
        <App boot={boot} path={path} search={window.location.search} pages={lazyPages} deferred={lazyComponents} tracker={tracker} />
      </SkipStaticHydration>,
      {
        onRecoverableError: (error) => logger.error('hydration recovered from an error', { error: String(error) }),
      },
    );
  });
  tracker.pageView(path);
  trackConversionClicks(tracker);
  registerServiceWorker(logger);
}

start().catch((error: unknown) => {
  console.error(errorServiceLabel, 'client failed to start', error);
});
