// Client-side navigation: internal links swap the page without a reload, loading each
// page's code on demand. On the server the same tree renders the requested page directly.
// The address is an external store (location-store.ts); the page's code is a promise React's
// `use` reads, so a page whose code is still on its way shows "Loading..." by Suspense.
import {
  Component,
  createContext,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { pageIdForPath, type PageId } from '../shared/routes';
import { hydrateWaitingIslands } from './island-gates';
import { changeLocation, readLocation, siteLocation, subscribeToLocation, type SiteLocation } from './location-store';
import type { TrackedPromise } from './tracked-promise';

export type PageComponent = ComponentType;

/** Where page components come from: statically on the server, as chunks in the browser. */
export interface PageSource {
  /** The page's component: the same promise for a page each time, marked once it has loaded. */
  load(id: PageId): TrackedPromise<PageComponent>;
}

interface RouterState extends SiteLocation {
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

/**
 * Every change of address, ours or the browser's Back and Forward: parts still waiting to
 * hydrate do so first, or React would drop their HTML and render them anew.
 */
function subscribe(onChange: () => void) {
  return subscribeToLocation(() => {
    hydrateWaitingIslands();
    onChange();
  });
}

export function Router({ initialPath, initialSearch, pages, onNavigated, children }: RouterProps) {
  const { path, search } = siteLocation(useSyncExternalStore(subscribe, readLocation, () => initialPath + initialSearch));
  const pageId = pageIdForPath(path);

  const navigate = useCallback((href: string) => {
    const url = new URL(href, window.location.href);
    if (url.pathname === window.location.pathname && url.search === window.location.search) {
      if (url.hash && url.hash !== window.location.hash) window.history.pushState(null, '', url.hash);
      const target = url.hash && document.getElementById(url.hash.slice(1));
      if (target) showSection(target);
      else if (!url.hash) window.scrollTo(0, 0);
      return;
    }
    changeLocation(url.pathname + url.search + url.hash, 'push');
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
    changeLocation(window.location.pathname + (query === '?' ? '' : query) + window.location.hash, 'replace');
  }, []);

  const router = useMemo(() => ({ path, search, pageId, navigate, replaceSearch }), [path, search, pageId, navigate, replaceSearch]);
  const page = pages.load(pageId);
  // The path on screen: a navigation's effects run once its page has rendered, never at hydration.
  const shownRef = useRef(path);

  return (
    <RouterContext.Provider value={router}>
      {children(
        <PageFault key={pageId} page={page}>
          <Suspense fallback={<PageLoading />}>
            <CurrentPage page={page} path={path} shownRef={shownRef} onNavigated={onNavigated} />
          </Suspense>
        </PageFault>,
      )}
    </RouterContext.Provider>
  );
}

interface CurrentPageProps {
  page: TrackedPromise<PageComponent>;
  path: string;
  shownRef: RefObject<string>;
  onNavigated?: (path: string) => void;
}

function CurrentPage({ page, path, shownRef, onNavigated }: CurrentPageProps) {
  const Page = use(page);
  useEffect(() => {
    if (shownRef.current === path) return;
    shownRef.current = path;
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
  }, [path, shownRef, onNavigated]);
  // eslint-disable-next-line react-hooks/static-components -- the page's module's component, loaded once: the same component on every render
  return <Page />;
}

/**
 * A page that fails to render: when its code could not load (a deploy replaced it, the signal
 * dropped) the browser loads the whole page instead; any other fault offers to.
 */
class PageFault extends Component<{ page: TrackedPromise<PageComponent>; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    if (this.props.page.status === 'rejected') window.location.reload();
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="page-loading" role="alert">
        This page could not be shown. <a href="">Load it again</a>
      </p>
    );
  }
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
