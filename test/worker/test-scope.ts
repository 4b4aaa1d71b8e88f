// Which test the work in progress belongs to. Vitest moves on when a test times out or throws,
// but what that test started (a request waiting on a module or on D1, a queue batch) keeps running
// in the shared runtime, and its late log line or outbound request would land in whichever test
// runs then: a test that failed would fail the next one too. setup.ts runs every test inside
// `runAsTest`, so the worker's work carries its test's id across awaits and timers (workerd's
// AsyncLocalStorage); the console and the outbound mock (outbound.ts) pass another test's late
// work to the real console or refuse it, so it is neither read nor answered by the test now running.
// Work with no test's id (a SELF.fetch, which workerd runs as a request of its own) counts for the
// running test, as before.
import { AsyncLocalStorage } from 'node:async_hooks';

interface TestScope {
  /** The id of the test whose work is running, across awaits and timers. */
  owner: AsyncLocalStorage<string>;
  /** The tests Vitest is running now (more than one only if a file runs tests concurrently). */
  running: Set<string>;
  /** Consoles already guarded (guardConsole). */
  guardedConsoles: WeakSet<Console>;
}

// One scope for the runtime, whichever file's copy of this module asks: a late call from an earlier
// file must be recognised in the next one.
const scopeKey = Symbol.for('cavite-stainless.test-scope');
const globals = globalThis as unknown as Record<symbol, TestScope | undefined>;
const scope: TestScope = (globals[scopeKey] ??= {
  owner: new AsyncLocalStorage<string>(),
  running: new Set(),
  guardedConsoles: new WeakSet(),
});

/** Runs one test (its hooks included) as `testId`'s work. */
export async function runAsTest(testId: string, runTest: () => Promise<void>) {
  scope.running.add(testId);
  try {
    await scope.owner.run(testId, runTest);
  } finally {
    scope.running.delete(testId);
  }
}

/** The test that started the work calling this, or undefined for work no test started directly. */
export const startedBy = () => scope.owner.getStore();

/** True when the calling work was started by a test that has ended. */
export function lateWorkOfAnEndedTest(): boolean {
  const owner = startedBy();
  return owner !== undefined && !scope.running.has(owner);
}

type LogMethod = 'debug' | 'error' | 'info' | 'log' | 'warn';
const logMethods: readonly LogMethod[] = ['debug', 'error', 'info', 'log', 'warn'];
const isLogMethod = (key: PropertyKey): key is LogMethod => logMethods.includes(key as LogMethod);

/**
 * Sends the log lines of an ended test's late work to the real console, marked, past any spy the
 * running test has put on it (vi.spyOn(console, 'error')). Installed for each file, since Vitest
 * may give a file a console of its own.
 */
export function guardConsole() {
  const console = globalThis.console;
  if (scope.guardedConsoles.has(console)) return;
  const real = Object.fromEntries(logMethods.map((method) => [method, console[method].bind(console)])) as Record<LogMethod, Console['log']>;
  const guarded = new Proxy(console, {
    get(target, key, receiver) {
      if (isLogMethod(key) && lateWorkOfAnEndedTest()) {
        return (...data: unknown[]) => real[key](`[late work of an ended test: ${startedBy()}]`, ...data);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  scope.guardedConsoles.add(guarded);
  Object.defineProperty(globalThis, 'console', { value: guarded, writable: true, configurable: true });
}
