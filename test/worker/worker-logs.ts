// The worker's own log lines that a test provokes on purpose (a refused sign-in, a failed send):
// kept out of the run's output, so a warning nobody expected stands out, and read back so the
// test can say which line it expected.
import { vi } from 'vitest';

/** Hides the worker's lines of one level until the test ends; returns a reader of their messages. */
export function workerLogs(level: 'warn' | 'error'): () => string[] {
  const spy = vi.spyOn(console, level).mockImplementation(() => {});
  return () =>
    spy.mock.calls.map(([line]) => {
      try {
        return String((JSON.parse(String(line)) as { message?: unknown }).message);
      } catch {
        return String(line);
      }
    });
}
