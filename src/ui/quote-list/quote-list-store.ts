// The visitor's quote list, kept in local storage: functional storage (no consent needed), it
// survives reloads and is shared by every tab through the storage event.
import { useSyncExternalStore } from 'react';
import { quoteLineLimits, type QuoteLine } from '../../shared/quote-line';
import { quoteListChangedEvent, quoteListStorageKey as storageKey, subscribeQuoteList } from './quote-list-count';

export { subscribeQuoteList };

const noLines: QuoteLine[] = [];
let cached: { raw: string | null; lines: QuoteLine[] } = { raw: null, lines: noLines };

/** Set when local storage is blocked (private mode, site data off) or full: the list then lives for this page only. */
let memory: string | null = null;

function readRaw(): string | null {
  if (memory !== null) return memory;
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
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
  try {
    window.localStorage.setItem(storageKey, raw);
    memory = null;
  } catch {
    memory = raw; // Rather than lose the change.
  }
  window.dispatchEvent(new Event(quoteListChangedEvent));
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
