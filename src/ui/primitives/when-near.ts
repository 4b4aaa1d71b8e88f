/**
 * Resolves when the element is about to scroll into view, or the visitor interacts with it or
 * links to it; at once if it is not in the document (a client-side navigation, where nothing
 * server-rendered is waiting to be hydrated). Used to fetch heavy code only when it is needed.
 */
export function whenNear(elementId: string, marginPx = 1000): Promise<void> {
  const element = document.getElementById(elementId);
  if (!element || window.location.hash === `#${elementId}` || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'focusin', 'keydown'] as const) element.removeEventListener(type, done);
      window.removeEventListener('hashchange', onHash);
      resolve();
    };
    const onHash = () => window.location.hash === `#${elementId}` && done();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(element);
    for (const type of ['pointerdown', 'focusin', 'keydown'] as const) element.addEventListener(type, done);
    window.addEventListener('hashchange', onHash);
  });
}
