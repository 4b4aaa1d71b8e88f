import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastInput } from '../../src/ui/hooks/toast';
import { Toaster } from '../../src/ui/layout/Toaster';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  useEffect(() => {
    toast(input);
  }, [toast, input]);
  return null;
}

function renderWithToast(input: ToastInput) {
  act(() => {
    root.render(
      <ToastProvider>
        <Trigger input={input} />
        <Toaster />
      </ToastProvider>,
    );
  });
}

const toastItems = () => [...container.querySelectorAll('.toast')];

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('toast lifecycle', () => {
  it('stays visible for 5000 ms by default, hides, then is removed 300 ms later', () => {
    renderWithToast({ title: 'Quote sent', description: 'Reference Q-2026-000123', variant: 'success' });
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0].getAttribute('data-state')).toBe('open');
    expect(container.textContent).toContain('Quote sent');
    expect(container.textContent).toContain('Reference Q-2026-000123');

    act(() => vi.advanceTimersByTime(4999));
    expect(toastItems()[0].getAttribute('data-state')).toBe('open');

    act(() => vi.advanceTimersByTime(1));
    expect(toastItems()[0].getAttribute('data-state')).toBe('closed');

    act(() => vi.advanceTimersByTime(299));
    expect(toastItems()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(toastItems()).toHaveLength(0);
  });

  it('shows two at a time: a new one hides all but the newest still showing, each removed 300 ms later', () => {
    const held: { api?: ReturnType<typeof useToast> } = {};
    function Grab() {
      const api = useToast();
      useEffect(() => {
        held.api = api;
      });
      return null;
    }
    act(() => {
      root.render(
        <ToastProvider>
          <Grab />
          <Toaster />
        </ToastProvider>,
      );
    });
    const states = () => toastItems().map((item) => `${item.textContent?.match(/Added \d/)?.[0]} ${item.getAttribute('data-state')}`);
    for (const n of [1, 2, 3, 4]) act(() => void held.api!.toast({ title: `Added ${n}` }));
    expect(states()).toEqual(['Added 1 closed', 'Added 2 closed', 'Added 3 open', 'Added 4 open']);
    act(() => vi.advanceTimersByTime(300));
    expect(states()).toEqual(['Added 3 open', 'Added 4 open']);
    // Closing the newest early brings no older one back, and the next one shows beside the one left.
    act(() => held.api!.dismiss(held.api!.toasts.at(-1)!.id));
    act(() => vi.advanceTimersByTime(300));
    expect(states()).toEqual(['Added 3 open']);
    act(() => void held.api!.toast({ title: 'Added 5' }));
    expect(states()).toEqual(['Added 3 open', 'Added 5 open']);
    // Those hidden early leave no timer behind: only the two showing have one each.
    expect(vi.getTimerCount()).toBe(2);
  });

  it('honours a custom duration', () => {
    renderWithToast({ title: 'Saved', duration: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(toastItems()[0].getAttribute('data-state')).toBe('closed');
  });

  it('closes early from its close button and is removed 300 ms later', () => {
    renderWithToast({ title: 'Draft restored' });
    act(() => vi.advanceTimersByTime(1000));
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]');
    act(() => close?.click());
    expect(toastItems()[0].getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(300));
    expect(toastItems()).toHaveLength(0);
  });

  it('styles each variant distinctly and makes destructive toasts assertive', () => {
    renderWithToast({ title: 'Upload failed', variant: 'destructive' });
    const [item] = toastItems();
    expect(item.className).toContain('toast--destructive');
    expect(item.getAttribute('role')).toBe('alert');
    expect(item.getAttribute('aria-live')).toBe('assertive');
    expect(container.querySelector('.toaster__list')?.getAttribute('aria-live')).toBe('polite');
  });

  it('clears its timers when the provider unmounts', () => {
    renderWithToast({ title: 'Bye' });
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    root = createRoot(container);
  });
});

describe('useToast', () => {
  it('throws outside its provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow(new Error('useToast must be used within a ToastProvider'));
  });
});
