import { useState } from 'react';
import { cookieBannerContent } from '../../content/cookie-banner';
import { useCookieConsent } from '../hooks/cookie-consent';
import { useSite } from '../site-context';

/**
 * In the page's flow under the header, never over it. The server leaves it out for a visitor whose
 * cookie says they accepted, so nothing moves as the page hydrates; without scripts it is hidden,
 * as its buttons need them.
 */
export function CookieBanner() {
  const { consented } = useSite();
  const [consent, accept] = useCookieConsent();
  const [dismissed, setDismissed] = useState(false);
  if (consented || consent === 'accepted' || dismissed) return null;
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
