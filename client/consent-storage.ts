import { readConsent } from '../src/ui/hooks/cookie-consent';

/**
 * Local storage that is only used once the visitor has accepted the cookie notice. Before
 * that the analytics visitor id lives for one page load, so nothing identifies a returning
 * visitor without consent.
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
