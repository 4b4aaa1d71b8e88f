// Cloudflare Turnstile on the quote form: loads Cloudflare's script when the form mounts,
// renders the widget explicitly and keeps its single-use token.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { quoteAction } from '../../shared/turnstile';
import { pageNonce } from '../csp-nonce';

interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  theme?: 'auto' | 'light' | 'dark';
  size?: 'normal' | 'flexible' | 'compact';
  'response-field'?: boolean;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: (code: string) => boolean | void;
}

interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const turnstileScriptSrc = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** What Cloudflare's always-pass test site key answers; the worker accepts it in development only. */
const turnstileDevelopmentToken = 'XXXX.DUMMY.TOKEN.XXXX';

/** Offline, the script's request can hang rather than fail; development stops waiting after this. */
const developmentLoadTimeoutMs = 8000;

// Browser-only: assigned inside an effect, so the server never touches it. One script tag
// per page however often the form mounts; a failed load is forgotten so a remount retries.
let scriptLoad: Promise<TurnstileApi> | null = null;

function loadTurnstileScript(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (scriptLoad) return scriptLoad;
  const load = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      if (scriptLoad === load) scriptLoad = null;
      reject(new Error('Turnstile script failed to load'));
    };
    script.src = turnstileScriptSrc;
    script.async = true;
    // Cloudflare's CSP advice: give api.js the page's nonce and it takes care of the rest.
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    // A proxy or captive portal can answer with something that is not the script.
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  scriptLoad = load;
  return load;
}

type TurnstileStatus =
  /** Script or widget still on its way. */
  | 'loading'
  /** The widget is on the page (the token may still be pending). */
  | 'ready'
  /** Development without internet: the test token stands in. */
  | 'development-token'
  /** The script could not load: the form cannot be sent. */
  | 'unavailable'
  /** The widget reported an error; it retries by itself. */
  | 'error'
  /** The flag is off: no widget. */
  | 'off';

interface TurnstileOptions {
  enabled: boolean;
  siteKey: string;
  development: boolean;
}

export interface TurnstileControl {
  containerRef: RefObject<HTMLDivElement | null>;
  status: TurnstileStatus;
  token: string | null;
  /** Tokens are single-use: call after every failed submit. */
  reset(): void;
}

export function useTurnstile({ enabled, siteKey, development }: TurnstileOptions): TurnstileControl {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const widgetIdRef = useRef<string | null>(null);
  const [status, setStatus] = useState<TurnstileStatus>(enabled ? 'loading' : 'off');
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let finished = false;
    let widgetId: string | null = null;
    const giveUp = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (development) {
        setToken(turnstileDevelopmentToken);
        setStatus('development-token');
      } else {
        setStatus('unavailable');
      }
    };
    const timer = development ? setTimeout(giveUp, developmentLoadTimeoutMs) : undefined;

    loadTurnstileScript().then((turnstile) => {
      const container = containerRef.current;
      if (finished || !container) return;
      try {
        widgetId =
          turnstile.render(container, {
            sitekey: siteKey,
            action: quoteAction,
            theme: 'light',
            size: 'flexible',
            'response-field': false,
            callback: (answer) => {
              setToken(answer);
              setStatus('ready');
            },
            'expired-callback': () => setToken(null),
            'error-callback': () => {
              setToken(null);
              setStatus('error');
              // Handled here: Turnstile retries by itself, no need for its console warning.
              return true;
            },
          }) ?? null;
      } catch {
        giveUp();
        return;
      }
      finished = true;
      clearTimeout(timer);
      widgetIdRef.current = widgetId;
      setStatus('ready');
    }, giveUp);

    return () => {
      finished = true;
      clearTimeout(timer);
      if (widgetId) window.turnstile?.remove(widgetId);
      widgetIdRef.current = null;
    };
  }, [enabled, siteKey, development]);

  const reset = useCallback(() => {
    const widgetId = widgetIdRef.current;
    if (!widgetId || !window.turnstile) return;
    setToken(null);
    window.turnstile.reset(widgetId);
  }, []);

  return { containerRef, status, token, reset };
}
