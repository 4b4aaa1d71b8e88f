// The shared runtime's guard (test-scope.ts): work a test left running when it ended, as a test
// that timed out does, is neither counted by the next test's log spy nor answered by its outbound mock.
import { expect, it, vi } from 'vitest';
import { mockOutbound } from './outbound';

const lateUrl = 'https://late.example/report';
let release: () => void;
const nextTestIsReady = new Promise<void>((resolve) => (release = resolve));
let leftRunning: Promise<void>;

it('ends while work it started still runs', () => {
  leftRunning = (async () => {
    await nextTestIsReady;
    console.error('(expected) a late line of the test before, which test-scope.test.ts checks is not counted');
    await fetch(lateUrl).catch((error: unknown) => console.warn(`(expected) ${String(error)}`));
  })();
});

it("neither counts that work's log lines nor answers its request", async () => {
  const sent = mockOutbound({ [lateUrl]: () => new Response('answered') });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  release();
  await leftRunning;
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
  expect(sent).toEqual([]);
});
