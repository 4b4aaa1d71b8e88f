// A promise that says how it ended, the way React's `use` reads one: a promise already marked
// 'fulfilled' is read at once, without suspending (as island-gates.ts marks its gates).
import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

export type TrackedPromise<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  // Handlers in braces: returning `marked` would chain the new promise to it (and its rejection).
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return marked;
}

/** A value as a promise already fulfilled: for what is in hand (the server's pages). */
export const fulfilled = <T>(value: T): TrackedPromise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
