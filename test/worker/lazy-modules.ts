// The worker's on-demand modules (src/worker/lazy-modules.ts) loaded before a file's tests. In the
// test runtime a module's first import fetches and transforms each of its files, seconds on a busy
// machine, which would otherwise count against the time limit of the first test that uses it.
import { beforeAll } from 'vitest';

/** Loads the given modules in a beforeAll of the calling file, under the hook's time limit. */
export function loadBeforeTests(...loaders: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(loaders.map((load) => load()));
  });
}
