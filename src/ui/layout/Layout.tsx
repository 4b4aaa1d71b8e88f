import type { ReactNode } from 'react';
import { CookieBanner } from './CookieBanner';
import { FloatingContact } from './FloatingContact';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';

export function Layout({ children }: { children: ReactNode }) {
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
