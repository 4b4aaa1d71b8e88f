import { describe, expect, it } from 'vitest';
import { cookieConsentKey, readConsent, storeConsent } from '../../src/ui/hooks/cookie-consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('cookie consent state', () => {
  it('is unknown without storage (server render)', () => {
    expect(readConsent(undefined)).toBe('unknown');
  });

  it('is absent until accepted', () => {
    expect(readConsent(memoryStorage())).toBe('absent');
    expect(readConsent(memoryStorage({ [cookieConsentKey]: 'false' }))).toBe('absent');
  });

  it('stores the accepted flag as "true" under one key', () => {
    const storage = memoryStorage();
    storeConsent(storage);
    expect([...storage.values]).toEqual([[cookieConsentKey, 'true']]);
    expect(readConsent(storage)).toBe('accepted');
  });

  it('asks again when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readConsent(blocked)).toBe('absent');
    expect(() => storeConsent(blocked)).not.toThrow();
  });
});
