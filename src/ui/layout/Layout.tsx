import type { ReactNode } from 'react';
import { useQuoteOutboxDelivery } from '../quote-form/quote-outbox-status';
import { CookieBanner } from './CookieBanner';
import { FloatingContact } from './FloatingContact';
import { Footer } from './Footer';
import { Header } from './Header';
import { SiteNotice } from './SiteNotice';
import { Static } from '../primitives/Static';
import { Toaster } from './Toaster';

const loadOutboxDelivery = () => import('../quote-form/quote-outbox-delivery');

export function Layout({ children }: { children: ReactNode }) {
  // On every page: a quote queued offline may be sent, and announced, wherever the visitor is.
  useQuoteOutboxDelivery(loadOutboxDelivery);
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
        <Footer />
        <FloatingContact />
      </Static>
      <Toaster />
    </>
  );
}
