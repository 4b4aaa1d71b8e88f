// The whole document, rendered by the worker and hydrated by the client with the same props.
import { useEffect } from 'react';
import { scriptSafeJson } from '../shared/script-safe-json';
import { bootDataElementId, type BootData } from '../shared/site-config';
import type { Tracker } from '../shared/analytics-event';
import { DeferredProvider, type DeferredComponents } from './deferred';
import { ToastProvider } from './hooks/toast';
import { TrackerProvider } from './hooks/tracker';
import { Layout } from './layout/Layout';
import { Router, type PageSource } from './router';
import { SiteProvider } from './site-context';

interface AppProps {
  boot: BootData;
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
  pages: PageSource;
  /** Components fetched on demand in the browser, imported directly on the server. */
  deferred: DeferredComponents;
  /** Page views and conversions; absent on the server. */
  tracker?: Tracker;
}

export function App({ boot, path, search, pages, deferred, tracker }: AppProps) {
  const { config } = boot;
  // The root's effect runs once the whole document has hydrated: the page is interactive from here.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10263f" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
      </head>
      <body>
        <SiteProvider config={config}>
          <DeferredProvider components={deferred}>
            <TrackerProvider tracker={tracker}>
              <ToastProvider>
                <Router initialPath={path} initialSearch={search} pages={pages} onNavigated={tracker?.pageView}>
                  {(page) => <Layout>{page}</Layout>}
                </Router>
              </ToastProvider>
            </TrackerProvider>
          </DeferredProvider>
        </SiteProvider>
        <script type="application/json" id={bootDataElementId} dangerouslySetInnerHTML={{ __html: scriptSafeJson(boot) }} />
      </body>
    </html>
  );
}
