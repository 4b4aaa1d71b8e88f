import { readConsent } from '../src/ui/hooks/cookie-consent';

/**
 * Local storage that is only used once the visitor has accepted the cookie notice. Before
 * that the analytics visitor id is the visit's session id (one tab, 30 minutes idle), so
 * nothing identifies a returning visitor without consent.
 * The visit's source (src/ui/visit-source.ts) is not gated: it sits in session storage for the
 * tab only and holds no id and nothing about the person, so it is functional, not tracking.
 */
export function consentGatedStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const accepted = () => readConsent(window.localStorage) === 'accepted';
  return {
    getItem: (key) => (accepted() ? window.localStorage.getItem(key) : null),
    setItem: (key, value) => {
      if (accepted()) window.localStorage.setItem(key, value);
    },
  };
}
