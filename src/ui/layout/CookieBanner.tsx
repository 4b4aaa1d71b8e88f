import { useState } from 'react';
import { cookieBannerContent } from '../../content/cookie-banner';
import { useCookieConsent } from '../hooks/cookie-consent';

/**
 * In the page's flow under the header, never over it. The server writes it into every page (the
 * consent is the browser's): for a visitor who accepted, the stylesheet hides it before the first
 * paint (render-page.tsx) and this removes it once hydrated; without scripts it is hidden, as its
 * buttons need them.
 */
export function CookieBanner() {
  const [consent, accept] = useCookieConsent();
  const [dismissed, setDismissed] = useState(false);
  if (consent === 'accepted' || dismissed) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p className="cookie-banner__text">{cookieBannerContent.message}</p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={accept}>
          {cookieBannerContent.accept}
        </button>
        <button type="button" className="cookie-banner__dismiss" aria-label="Dismiss" onClick={() => setDismissed(true)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
