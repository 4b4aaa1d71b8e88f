// The quote outbox: quote requests that could not reach the server wait in IndexedDB until
// they can be sent. Shared by the page and the service worker (client/sw), so it uses only
// IndexedDB and fetch: no DOM, no local storage, no zod.
import { apiPaths, headerNames, quoteReferencePattern, quoteSendTimeoutMs } from '../../shared/api';

/**
 * The Background Sync tag the page registers and the service worker answers. Kept as first
 * published, like the database's name: browsers keep both on visitors' devices.
 */
export const outboxSyncTag = 'send-queued-quotes';
/** Posted by the service worker to its pages once a queued quote has a final answer. */
export const outboxChangedMessage = 'quote-outbox-changed';

export type OutboxOutcome = { kind: 'sent'; reference: string | null } | { kind: 'rejected'; message: string | null };

export interface OutboxEntry {
  /** The form's draft id, sent as the Idempotency-Key: a replay answers with the same lead. */
  draftId: string;
  /** The exact JSON the form sent. */
  body: string;
  queuedAt: number;
  /** While the page or the service worker is sending it, nobody else picks it up. */
  claimedUntil: number;
  /** The server's final answer; the page shows it to the visitor, then deletes the entry. */
  outcome?: OutboxOutcome;
}

const databaseName = 'quote-outbox';
const storeName = 'quotes';
/** Longer than a send may take, so a claim never runs out while its request is on the way. */
const claimMs = quoteSendTimeoutMs + 15_000;

export function outboxAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(databaseName, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName, { keyPath: 'draftId' });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

/**
 * Runs `work` in one transaction and resolves with what it returned once the transaction has
 * committed. `work` only queues requests and fills its result from their callbacks: awaiting
 * anything else in between would let the transaction commit early.
 */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => T): Promise<T> {
  const database = await openOutbox();
  try {
    const transaction = database.transaction(storeName, mode);
    const result = work(transaction.objectStore(storeName));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('quote outbox transaction failed'));
    });
    return result;
  } finally {
    database.close();
  }
}

function eachEntry(store: IDBObjectStore, visit: (quote: OutboxEntry) => void): void {
  const reading = store.getAll() as IDBRequest<OutboxEntry[]>;
  reading.onsuccess = () => reading.result.forEach(visit);
}

/** Keeps a quote for later; queuing the same draft again replaces the earlier body. */
export function putInOutbox(draftId: string, body: string, now = Date.now()): Promise<void> {
  const quote: OutboxEntry = { draftId, body, queuedAt: now, claimedUntil: 0 };
  return transact('readwrite', (store) => void store.put(quote));
}

/** True while a quote for this draft waits to be sent. */
export function isInOutbox(draftId: string): Promise<boolean> {
  return transact('readonly', (store) => {
    const found = { queued: false };
    const reading = store.get(draftId) as IDBRequest<OutboxEntry | undefined>;
    reading.onsuccess = () => (found.queued = reading.result !== undefined && !reading.result.outcome);
    return found;
  }).then((found) => found.queued);
}

/** Every entry, waiting or answered: 0 means there is nothing left to send or announce. */
export function outboxSize(): Promise<number> {
  return transact('readonly', (store) => {
    const size = { entries: 0 };
    const counting = store.count();
    counting.onsuccess = () => (size.entries = counting.result);
    return size;
  }).then((size) => size.entries);
}

/** Drops a draft's queued quote: the form has just sent it itself. */
export function removeFromOutbox(draftId: string): Promise<void> {
  return transact('readwrite', (store) => void store.delete(draftId));
}

/** Sends one quote; null means "try again later" (no connection, timeout, 408, 429, 5xx). */
async function deliver(quote: OutboxEntry): Promise<OutboxOutcome | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), quoteSendTimeoutMs);
  try {
    const response = await fetch(apiPaths.quote, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: quote.draftId },
      body: quote.body,
      signal: controller.signal,
    });
    const answer = (await response.json().catch(() => null)) as {
      lead?: { reference?: unknown };
      error?: { message?: unknown };
    } | null;
    if (response.ok) {
      const reference = answer?.lead?.reference;
      return { kind: 'sent', reference: typeof reference === 'string' && quoteReferencePattern.test(reference) ? reference : null };
    }
    if (response.status === 408 || response.status === 429 || response.status >= 500) return null;
    const message = answer?.error?.message;
    return { kind: 'rejected', message: typeof message === 'string' ? message : null };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends every queued quote nobody else is sending, one at a time, and records the answers.
 * `waiting` counts the quotes still without a final answer afterwards.
 */
export async function sendOutbox(now = Date.now()): Promise<{ finished: number; waiting: number }> {
  // Claimed in one transaction, so a page and the service worker never send the same quote at once.
  const claimed = await transact('readwrite', (store) => {
    const mine: OutboxEntry[] = [];
    eachEntry(store, (quote) => {
      if (quote.outcome || quote.claimedUntil > now) return;
      const claim = { ...quote, claimedUntil: now + claimMs };
      store.put(claim);
      mine.push(claim);
    });
    return mine;
  });

  let finished = 0;
  for (const quote of claimed) {
    const outcome = await deliver(quote);
    if (outcome) finished += 1;
    await transact('readwrite', (store) => {
      const reading = store.get(quote.draftId) as IDBRequest<OutboxEntry | undefined>;
      reading.onsuccess = () => {
        const current = reading.result;
        // Gone: the form sent this draft itself in the meantime.
        if (!current) return;
        // Queued again with new details while this was on the way: that body still needs sending.
        const answered = outcome && current.body === quote.body;
        store.put(answered ? { ...current, outcome } : { ...current, claimedUntil: 0 });
      };
    });
  }

  const waiting = await transact('readonly', (store) => {
    const count = { waiting: 0 };
    eachEntry(store, (quote) => {
      if (!quote.outcome) count.waiting += 1;
    });
    return count;
  });
  return { finished, ...waiting };
}

/** Removes and returns the quotes that have a final answer, so each is announced once. */
export function takeOutboxAnswers(): Promise<(OutboxEntry & { outcome: OutboxOutcome })[]> {
  return transact('readwrite', (store) => {
    const finished: (OutboxEntry & { outcome: OutboxOutcome })[] = [];
    eachEntry(store, (quote) => {
      if (!quote.outcome) return;
      store.delete(quote.draftId);
      finished.push({ ...quote, outcome: quote.outcome });
    });
    return finished;
  });
}
