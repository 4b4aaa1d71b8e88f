import type { Logger } from '../src/shared/logger';

/** Registers /service-worker.js once the page has loaded; a failure is only logged. */
export function registerServiceWorker(logger: Logger): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => {
      logger.warn('service worker registration failed', { error: String(error) });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
