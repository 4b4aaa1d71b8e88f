import type { ReactNode } from 'react';
import { useQueuedQuoteDelivery } from '../quote-form/queued-quotes';
import { CookieBanner } from './CookieBanner';
import { FloatingContact } from './FloatingContact';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';

export function Layout({ children }: { children: ReactNode }) {
  // On every page: a quote queued offline may be sent, and announced, wherever the visitor is.
  useQueuedQuoteDelivery();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
      <FloatingContact />
      <CookieBanner />
      <Toaster />
    </>
  );
}
