// Client-side navigation: internal links swap the page without a reload, loading each
// page's code on demand. On the server the same tree renders the requested page directly.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { pageIdForPath, type PageId } from '../shared/routes';
import { hydrateWaitingIslands } from './island-gates';

export type PageComponent = ComponentType;

/** Where page components come from: statically on the server, as lazy chunks in the browser. */
export interface PageSource {
  /** The component if it is already loaded. */
  loaded(id: PageId): PageComponent | undefined;
  load(id: PageId): Promise<PageComponent>;
}

interface RouterState {
  path: string;
  /** The query string, with its "?" (or empty): the page's filters and inputs, shareable. */
  search: string;
  pageId: PageId;
  navigate(href: string): void;
  /** Puts a page's own state in the address (filters, calculator inputs) without navigating. */
  replaceSearch(search: string): void;
}

const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter must be used within a Router');
  return router;
}

interface RouterProps {
  initialPath: string;
  initialSearch: string;
  pages: PageSource;
  /** Called after a client-side navigation has rendered its new page. */
  onNavigated?: (path: string) => void;
  children: (page: ReactNode) => ReactNode;
}

export function Router({ initialPath, initialSearch, pages, onNavigated, children }: RouterProps) {
  const [{ path, search }, setLocation] = useState({ path: initialPath, search: initialSearch });
  const pageId = pageIdForPath(path);
  const [, forceRender] = useState(0);
  const navigatedRef = useRef(false);

  const Page = pages.loaded(pageId);

  useEffect(() => {
    if (Page) return;
    let current = true;
    pages.load(pageId).then(
      () => current && forceRender((n) => n + 1),
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [Page, pageId, pages]);

  useEffect(() => {
    const onPopState = () => {
      hydrateWaitingIslands();
      navigatedRef.current = true;
      setLocation({ path: window.location.pathname, search: window.location.search });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!navigatedRef.current || !Page) return;
    navigatedRef.current = false;
    onNavigated?.(path);
    // The ids linked to are plain ASCII, so the fragment needs no decoding.
    const id = window.location.hash.slice(1);
    const target = id && document.getElementById(id);
    if (!target) {
      window.scrollTo(0, 0);
      focusWithoutScrolling(document.querySelector('main h1'));
      return;
    }
    showSection(target);
  }, [Page, path, onNavigated]);

  const navigate = useCallback((href: string) => {
    const url = new URL(href, window.location.href);
    if (url.pathname === window.location.pathname && url.search === window.location.search) {
      if (url.hash && url.hash !== window.location.hash) window.history.pushState(null, '', url.hash);
      const target = url.hash && document.getElementById(url.hash.slice(1));
      if (target) showSection(target);
      else if (!url.hash) window.scrollTo(0, 0);
      return;
    }
    window.history.pushState(null, '', url.pathname + url.search + url.hash);
    hydrateWaitingIslands();
    navigatedRef.current = true;
    setLocation({ path: url.pathname, search: url.search });
  }, []);

  // Links inside server HTML that hydration skipped (src/ui/primitives/Static.tsx) have no
  // Link's handler: one listener follows those to another page of the site the same way.
  useEffect(() => {
    const followStaticLink = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-static]') || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      // The same page (a #section, other inputs) is the browser's, as for any plain anchor.
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (pageIdForPath(url.pathname) === 'not-found') return;
      event.preventDefault();
      navigate(url.href);
    };
    document.addEventListener('click', followStaticLink);
    return () => document.removeEventListener('click', followStaticLink);
  }, [navigate]);

  const replaceSearch = useCallback((next: string) => {
    const query = next && !next.startsWith('?') ? `?${next}` : next;
    window.history.replaceState(window.history.state, '', window.location.pathname + query + window.location.hash);
    hydrateWaitingIslands();
    setLocation((location) => ({ ...location, search: query === '?' ? '' : query }));
  }, []);

  const router = useMemo(() => ({ path, search, pageId, navigate, replaceSearch }), [path, search, pageId, navigate, replaceSearch]);

  return (
    <RouterContext.Provider value={router}>
      {/* eslint-disable-next-line react-hooks/static-components -- the page's module's component, loaded once: the same component on every render */}
      {children(Page ? <Page /> : <PageLoading />)}
    </RouterContext.Provider>
  );
}

/** A link to a section: there, below the fixed header (scroll-padding-top), with the focus. */
function showSection(target: HTMLElement) {
  target.scrollIntoView();
  focusWithoutScrolling(target);
}

function focusWithoutScrolling(element: HTMLElement | null) {
  if (!element) return;
  // Not focusable by nature (a heading, a section): focusable by script only.
  if (element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Shown while a page's code (or content) is on its way. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement> | globalThis.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An anchor that navigates client-side for same-site page links. */
export function Link({ href, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
