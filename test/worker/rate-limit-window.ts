// The rate limiter counts in fixed windows aligned to the clock (Miniflare's, like Cloudflare's
// simple limiter): a burst that straddles a window's end gets a fresh count halfway through.

/**
 * Runs `burst` from the first address and, if it straddled the end of a `periodSeconds` window,
 * once more from the second. A burst takes seconds and a window a minute, so the second fits in one.
 */
export async function inOneWindow<T>(
  periodSeconds: number,
  addresses: readonly [string, string],
  burst: (address: string) => Promise<T>,
): Promise<T> {
  const windowNow = () => Math.floor(Date.now() / (periodSeconds * 1000));
  const started = windowNow();
  const first = await burst(addresses[0]);
  return windowNow() === started ? first : burst(addresses[1]);
}
