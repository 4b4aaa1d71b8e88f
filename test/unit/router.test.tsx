// Client-side navigation: links within the page, to another page, and the query string.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Router, useRouter, type PageSource } from '../../src/ui/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  const { path, search } = useRouter();
  return (
    <main>
      <h1>
        {path}
        {search}
      </h1>
      <Link href="#details">Details</Link>
      <Link href="/services">Services</Link>
      <section id="details">Details section</section>
    </main>
  );
}

const pages: PageSource = { loaded: () => Page, load: async () => Page };

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  window.history.replaceState(null, '', '/about');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <Router initialPath="/about" initialSearch="" pages={pages}>
        {(page) => page}
      </Router>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const click = (text: string) =>
  act(() => {
    [...container.querySelectorAll('a')].find((link) => link.textContent === text)!.click();
  });

describe('Router', () => {
  it('follows a link to a section of the same page: the address gets the fragment, the section the focus', () => {
    const scrolled = vi.fn();
    container.querySelector('section')!.scrollIntoView = scrolled;
    click('Details');
    expect(window.location.pathname + window.location.hash).toBe('/about#details');
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('details');
  });

  it('navigates to another page without a reload', () => {
    click('Services');
    expect(window.location.pathname).toBe('/services');
    expect(container.querySelector('h1')!.textContent).toBe('/services');
  });
});
