import { Suspense, type ReactNode } from 'react';
import { useQuoteOutboxDelivery } from '../quote-form/quote-outbox-status';
import { CookieBanner } from './CookieBanner';
import { Header } from './Header';
import { SiteNotice } from './SiteNotice';
import { Static } from '../primitives/Static';
import { useDeferred } from '../deferred';
import { Toaster } from './Toaster';

const loadOutboxDelivery = () => import('../quote-form/quote-outbox-delivery');

export function Layout({ children }: { children: ReactNode }) {
  // On every page: a quote queued offline may be sent, and announced, wherever the visitor is.
  useQuoteOutboxDelivery(loadOutboxDelivery);
  // Static, so hydration never renders it: the browser fetches its code only for a client render.
  const { SiteFooter } = useDeferred();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="site-main">
        <SiteNotice />
        <CookieBanner />
        {children}
      </main>
      {/* The chat button is a <details>: it opens without the page's code. */}
      <Static>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </Static>
      <Toaster />
    </>
  );
}
