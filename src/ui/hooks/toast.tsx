// Toast notifications. State lives in the provider (one per render tree, never module
// level, so nothing leaks between visitors on the server); the provider's one effect owns
// every timer and clears them on unmount.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { hydrateWaitingIslands } from '../island-gates';

type ToastVariant = 'default' | 'success' | 'warning' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds the toast stays visible. */
  duration: number;
  visible: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

const defaultToastDuration = 5000;
/** Matches the exit animation in the stylesheet. */
const toastExitMs = 300;

type ToastAction = { type: 'add'; toast: Toast } | { type: 'hide'; id: string } | { type: 'remove'; id: string };

function toastReducer(toasts: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add': {
      // Two at most: the newest still showing stays beside it, older ones hide (and are removed 300 ms later).
      const stays = toasts.filter((t) => t.visible).pop();
      return [...toasts.map((t) => (t.visible && t !== stays ? { ...t, visible: false } : t)), action.toast];
    }
    case 'hide':
      return toasts.map((t) => (t.id === action.id && t.visible ? { ...t, visible: false } : t));
    case 'remove':
      return toasts.filter((t) => t.id !== action.id);
  }
}

export interface ToastApi {
  toasts: Toast[];
  toast(input: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    for (const t of toasts) {
      const key = `${t.id}:${t.visible ? 'hide' : 'remove'}`;
      if (pending.has(key)) continue;
      const timer = t.visible
        ? setTimeout(() => dispatch({ type: 'hide', id: t.id }), t.duration)
        : setTimeout(() => {
            // Hidden early (closed, or by a newer toast): its hide timer has nothing left to do.
            clearTimeout(pending.get(`${t.id}:hide`));
            pending.delete(`${t.id}:hide`);
            pending.delete(key);
            dispatch({ type: 'remove', id: t.id });
          }, toastExitMs);
      pending.set(key, timer);
    }
  }, [toasts]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const toast = useCallback((input: ToastInput) => {
    // Every part reads the toasts: the parts still waiting to hydrate are hydrated first.
    hydrateWaitingIslands();
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    dispatch({
      type: 'add',
      toast: {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        duration: input.duration ?? defaultToastDuration,
        visible: true,
      },
    });
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    const hideTimer = timers.current.get(`${id}:hide`);
    if (hideTimer) clearTimeout(hideTimer);
    dispatch({ type: 'hide', id });
  }, []);

  const api = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
