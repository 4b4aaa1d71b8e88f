// Client-side navigation: links within the page, to another page, Back and Forward, a page whose
// code is still on its way or cannot load, and the query string.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageId } from '../../src/shared/routes';
import { Link, Router, useRouter, type PageComponent, type PageSource } from '../../src/ui/router';
import { fulfilled, tracked, type TrackedPromise } from '../../src/ui/tracked-promise';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  const { path, search, replaceSearch } = useRouter();
  return (
    <main>
      <h1>
        {path}
        {search}
      </h1>
      <Link href="#details">Details</Link>
      <Link href="/services">Services</Link>
      <Link href="/clients">Clients</Link>
      <button type="button" onClick={() => replaceSearch('grade=304')}>
        Only 304
      </button>
      <section id="details">Details section</section>
    </main>
  );
}

/** Every page loaded, except those a test holds back with its own promise. */
let heldBack: Partial<Record<PageId, TrackedPromise<PageComponent>>>;
const pages: PageSource = { load: (id) => heldBack[id] ?? fulfilled(Page) };
const navigated = vi.fn();

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  heldBack = {};
  navigated.mockReset();
  window.history.replaceState(null, '', '/about');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <Router initialPath="/about" initialSearch="" pages={pages} onNavigated={navigated}>
        {(page) => page}
      </Router>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const link = (text: string) => [...container.querySelectorAll<HTMLElement>('a, button')].find((element) => element.textContent === text)!;
const click = (text: string) => act(() => link(text).click());

const heading = () => container.querySelector('h1')?.textContent;

describe('Router', () => {
  it('follows a link to a section of the same page: the address gets the fragment, the section the focus', () => {
    const scrolled = vi.fn();
    container.querySelector('section')!.scrollIntoView = scrolled;
    click('Details');
    expect(window.location.pathname + window.location.hash).toBe('/about#details');
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('details');
    expect(navigated).not.toHaveBeenCalled();
  });

  it('navigates to another page without a reload, and reports it once the page is on screen', () => {
    click('Services');
    expect(window.location.pathname).toBe('/services');
    expect(heading()).toBe('/services');
    expect(navigated).toHaveBeenCalledExactlyOnceWith('/services');
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });

  it('follows Back to the page before', () => {
    click('Services');
    act(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(heading()).toBe('/about');
    expect(navigated).toHaveBeenLastCalledWith('/about');
  });

  it('shows "Loading..." while the next page\'s code is on its way, then the page', async () => {
    const arrival: { arrive?: (page: PageComponent) => void } = {};
    heldBack.clients = tracked(new Promise<PageComponent>((resolve) => (arrival.arrive = resolve)));
    // Awaited: React retries a page that suspended inside act only when the act is awaited.
    await act(async () => link('Clients').click());
    expect(window.location.pathname).toBe('/clients');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(navigated).not.toHaveBeenCalled();
    await act(async () => arrival.arrive!(Page));
    // React shows a suspended page's content no sooner than 300 ms after its fallback.
    await vi.waitFor(() => expect(heading()).toBe('/clients'));
    expect(navigated).toHaveBeenCalledExactlyOnceWith('/clients');
  });

  it('offers to load the page whole when its code cannot load, instead of a blank screen', async () => {
    const failing = tracked(Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await failing.catch(() => {});
    heldBack.clients = failing;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    click('Clients');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('This page could not be shown. Load it again');
    expect(container.querySelector('header, nav, h1')).toBeNull();
  });

  it("puts a page's own state in the query without navigating", () => {
    click('Only 304');
    expect(window.location.pathname + window.location.search).toBe('/about?grade=304');
    expect(heading()).toBe('/about?grade=304');
    expect(navigated).not.toHaveBeenCalled();
  });
});
