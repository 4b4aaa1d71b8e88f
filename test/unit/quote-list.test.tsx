// The quote list in the browser: the local-storage store (reloads, other tabs, bad data, the
// 50-line limit), lines leaving it only once their request has arrived (from the form or the
// quote outbox), and "Add to quote list" with its no-JavaScript link.
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteLine } from '../../src/shared/quote-line';
import { outboxSize, putInOutbox, sendOutbox } from '../../src/ui/quote-form/quote-outbox';
import { startOutboxDelivery } from '../../src/ui/quote-form/quote-outbox-delivery';
import { ToastProvider } from '../../src/ui/hooks/toast';
import { Toaster } from '../../src/ui/layout/Toaster';
import { AddToQuoteList } from '../../src/ui/quote-list/AddToQuoteList';
import { quoteFormHrefForItem } from '../../src/ui/quote-list/quote-form-href';
import { quoteLineFromSearch } from '../../src/ui/quote-list/quote-form-link';
import { useQuoteListCount } from '../../src/ui/quote-list/quote-list-count';
import { addToQuoteList, readQuoteList, subscribeQuoteList, updateQuoteLine } from '../../src/ui/quote-list/quote-list-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pipe: Omit<QuoteLine, 'id'> = {
  family: 'pipes',
  item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m',
  grade: '316L',
  finish: 'pickled',
  quantity: 3,
  unit: 'length',
};
const sheet: Omit<QuoteLine, 'id'> = {
  family: 'sheets-plates',
  item: '1.5 mm, 4 x 8 ft',
  grade: '304',
  finish: '2b',
  quantity: 10,
  unit: 'sheet',
  note: 'PVC film',
};

beforeEach(() => {
  localStorage.clear();
});

describe('the quote list store', () => {
  it('survives a reload: a fresh copy of the code reads the same lines', async () => {
    addToQuoteList(pipe);
    addToQuoteList(sheet);
    updateQuoteLine(readQuoteList()[0]!.id, { quantity: 4, note: 'cut to 3 m' });
    vi.resetModules();
    const reloaded = await import('../../src/ui/quote-list/quote-list-store');
    expect(reloaded.readQuoteList()).toEqual([
      { ...pipe, quantity: 4, note: 'cut to 3 m', id: expect.any(String) },
      { ...sheet, id: expect.any(String) },
    ]);
  });

  it("follows another tab's changes through the storage event", () => {
    addToQuoteList(pipe);
    const changed = vi.fn();
    const stop = subscribeQuoteList(changed);
    // Another tab appends a line: this tab sees only the storage event.
    const otherTab = JSON.stringify([...readQuoteList(), { ...sheet, id: 'line-from-tab-2' }]);
    localStorage.setItem('quote-list', otherTab);
    window.dispatchEvent(new StorageEvent('storage', { key: 'quote-list', newValue: otherTab }));
    expect(changed).toHaveBeenCalled();
    expect(readQuoteList().map((line) => line.item)).toEqual([pipe.item, sheet.item]);
    stop();
  });

  it('reads unreadable storage as an empty list, and drops lines of the wrong shape', () => {
    localStorage.setItem('quote-list', '{not json');
    expect(readQuoteList()).toEqual([]);
    localStorage.setItem('quote-list', JSON.stringify({ lines: [] }));
    expect(readQuoteList()).toEqual([]);
    localStorage.setItem('quote-list', JSON.stringify([{ ...pipe, id: 'a' }, { ...pipe, id: 'b', quantity: 'three' }, null]));
    expect(readQuoteList().map((line) => line.id)).toEqual(['a']);
  });

  it('refuses the 51st line', () => {
    for (let line = 0; line < 50; line++) expect(addToQuoteList({ ...pipe, quantity: line + 1 })).toBe(true);
    expect(addToQuoteList(sheet)).toBe(false);
    expect(readQuoteList()).toHaveLength(50);
    expect(readQuoteList().some((line) => line.item === sheet.item)).toBe(false);
  });
});

describe('lines queued in the quote outbox', () => {
  const draftId = '0b6f3a52-5a0f-4e8e-9d3c-2f1f6c7b9a10';
  const accepted = () => new Response(JSON.stringify({ lead: { reference: 'Q-2026-000321' } }), { status: 201 });
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The request as the form queued it: its lines carry their list ids. */
  async function queueWithLines() {
    addToQuoteList(pipe);
    addToQuoteList(sheet);
    await putInOutbox(draftId, JSON.stringify({ fullName: 'Juan dela Cruz', lines: readQuoteList() }));
    // Added after the request was queued: not part of it.
    addToQuoteList({ ...sheet, item: '2.0 mm, 4 x 8 ft' });
  }

  /** A page load: the delivery code sends and announces what the outbox holds, until `done`. */
  async function pageLoad(done: () => Promise<void>) {
    const stop = startOutboxDelivery(() => 'toast');
    // Past waitFor's default 1 s, which a loaded machine can need for IndexedDB and the send.
    await vi.waitFor(done, { timeout: 10_000 });
    stop();
  }
  const sentItems = ['2.0 mm, 4 x 8 ft'];

  it('stay in the list while queued, and leave it once the page has sent them', async () => {
    await queueWithLines();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await pageLoad(async () => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readQuoteList()).toHaveLength(3);

    fetchMock.mockResolvedValue(accepted());
    await pageLoad(async () => expect(readQuoteList().map((line) => line.item)).toEqual(sentItems));
  });

  it('leave it at the next page load when the service worker sent them meanwhile', async () => {
    await queueWithLines();
    fetchMock.mockResolvedValue(accepted());
    // The service worker's Background Sync: it sends and records the answer, with no page open.
    await sendOutbox();
    expect(readQuoteList()).toHaveLength(3);
    await pageLoad(async () => expect(readQuoteList().map((line) => line.item)).toEqual(sentItems));
  });

  it('stay when the server refuses the queued request', async () => {
    await queueWithLines();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'Line 1: ...' } }), { status: 422 }),
    );
    await pageLoad(async () => expect(await outboxSize()).toBe(0));
    expect(readQuoteList()).toHaveLength(3);
  });
});

describe('Add to quote list', () => {
  const props = { family: 'pipes', item: pipe.item, grade: '316L', finish: 'pickled', unit: 'length' } as const;
  let container: HTMLDivElement;
  let root: Root | undefined;

  function Badge() {
    return <span className="badge">{useQuoteListCount()}</span>;
  }
  const tree = (
    <ToastProvider>
      <AddToQuoteList {...props} />
      <Badge />
      <Toaster />
    </ToastProvider>
  );

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it('is a link to the quote form with the item prefilled until the page is interactive', () => {
    container.innerHTML = renderToString(tree);
    const link = container.querySelector<HTMLAnchorElement>('a.add-to-quote__toggle')!;
    expect(link.textContent).toBe('Add to quote list');
    const href = link.getAttribute('href')!;
    expect(href).toBe(quoteFormHrefForItem({ ...props, quantity: 1 }));
    const url = new URL(href, 'https://stainless.example');
    expect(url.pathname + url.hash).toBe('/contact#quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      family: 'pipes',
      item: pipe.item,
      grade: '316L',
      finish: 'pickled',
      unit: 'length',
      qty: '1',
    });
    // What /contact makes of it.
    expect(quoteLineFromSearch(new URL(href, 'https://stainless.example').search)).toEqual({ ...props, quantity: 1 });
  });

  it('adds the line with quantity and note, announces it and updates the count', async () => {
    container.innerHTML = renderToString(tree);
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    const toggle = container.querySelector<HTMLButtonElement>('button.add-to-quote__toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The panel's code loads on the first open.
    await act(async () => {
      toggle.click();
      await import('../../src/ui/quote-list/AddToQuotePanel');
    });
    await expect.poll(() => container.querySelector('input[inputmode="decimal"]')).not.toBeNull();
    const quantity = container.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!;
    expect(container.querySelector(`label[for="${quantity.id}"]`)!.textContent).toBe('Quantity (lengths)');
    expect(document.activeElement).toBe(quantity);

    const type = (input: HTMLInputElement, value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const addButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'Add')!;

    // The list's code loads on the first add: the click's work finishes once it has.
    const add = () =>
      act(async () => {
        addButton().click();
        await Promise.all([import('../../src/ui/quote-list/quote-list-store'), import('../../src/shared/invisible-characters')]);
      });

    type(quantity, '0');
    await add();
    await expect.poll(() => container.querySelector('[role="alert"]')?.textContent).toMatch(/above 0/);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(readQuoteList()).toEqual([]);

    type(quantity, '4');
    type(container.querySelectorAll<HTMLInputElement>('.add-to-quote__panel input')[1]!, 'with mill certificate');
    await add();
    await expect.poll(() => readQuoteList().length).toBe(1);
    expect(readQuoteList()).toEqual([{ ...props, quantity: 4, note: 'with mill certificate', id: expect.any(String) }]);
    expect(container.querySelector('.toast')!.textContent).toContain('Added to your quote list');
    expect(container.querySelector('.badge')!.textContent).toBe('1');
    expect(document.activeElement).toBe(toggle);
  });
});
