// The visitor's quote list, kept in local storage: functional storage (no consent needed), it
// survives reloads and is shared by every tab through the storage event.
import { useSyncExternalStore } from 'react';
import { quoteLineLimits, type QuoteLine } from '../../shared/quote-line';

const storageKey = 'quote-list';
const noLines: QuoteLine[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: QuoteLine[] } = { raw: null, lines: noLines };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage blocked (private mode, site data off): the list lives for the page only.
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(storageKey) : memory;
}

/** Lines as stored; anything unreadable (edited by hand, an older shape) is dropped, never thrown. */
export function readQuoteList(): QuoteLine[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.lines;
  let lines = noLines;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLineShaped).slice(0, quoteLineLimits.lines);
  } catch {
    lines = noLines;
  }
  cached = { raw, lines };
  return lines;
}

function isLineShaped(value: unknown): value is QuoteLine {
  const line = value as QuoteLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.family === 'string' &&
    typeof line.item === 'string' &&
    typeof line.grade === 'string' &&
    typeof line.unit === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity)
  );
}

function write(lines: QuoteLine[]) {
  const raw = JSON.stringify(lines);
  const store = storage();
  try {
    if (store) store.setItem(storageKey, raw);
    else memory = raw;
  } catch {
    memory = raw; // Quota full: keep the change for this page rather than lose it.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeQuoteList(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds a line; false when the list is already full. */
export function addToQuoteList(line: Omit<QuoteLine, 'id'>): boolean {
  const lines = readQuoteList();
  if (lines.length >= quoteLineLimits.lines) return false;
  write([...lines, { ...line, id: crypto.randomUUID() }]);
  return true;
}

export function updateQuoteLine(id: string, changes: Partial<Pick<QuoteLine, 'quantity' | 'note'>>) {
  write(readQuoteList().map((line) => (line.id === id ? { ...line, ...changes } : line)));
}

export function removeQuoteLine(id: string) {
  write(readQuoteList().filter((line) => line.id !== id));
}

/** Removes the lines a request carried (lines added meanwhile stay). */
export function removeQuoteLines(ids: readonly string[]) {
  write(readQuoteList().filter((line) => !ids.includes(line.id)));
}

/** The list, re-rendering on changes here and in other tabs; empty on the server and while hydrating. */
export function useQuoteList(): QuoteLine[] {
  return useSyncExternalStore(subscribeQuoteList, readQuoteList, () => noLines);
}
