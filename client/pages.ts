// Each page's code is its own chunk, fetched the first time the visitor opens that page.
import type { PageId } from '../src/shared/routes';
import { lazy } from 'react';
import type { DeferredComponents } from '../src/ui/deferred';
import { whenNear } from '../src/ui/primitives/when-near';
import type { PageComponent, PageSource } from '../src/ui/router';
import { tracked, type TrackedPromise } from '../src/ui/tracked-promise';

const loaders: Record<PageId, () => Promise<{ default: PageComponent }>> = {
  home: () => import('../src/ui/pages/home'),
  about: () => import('../src/ui/pages/about'),
  services: () => import('../src/ui/pages/services'),
  clients: () => import('../src/ui/pages/clients'),
  contact: () => import('../src/ui/pages/contact'),
  materials: () => import('../src/ui/pages/materials'),
  // With the family's content for the address being opened, so the page renders complete.
  'material-family': () =>
    import('../src/ui/pages/material-family').then(async (page) => {
      await page.loadContentFor(window.location.pathname);
      return page;
    }),
  'weight-calculator': () => import('../src/ui/pages/weight-calculator'),
  privacy: () => import('../src/ui/pages/privacy'),
  'not-found': () => import('../src/ui/pages/not-found'),
};

const loaded = new Map<PageId, TrackedPromise<PageComponent>>();

/**
 * The quote form and its validation load as the visitor nears the form. While hydrating, React
 * keeps the server-rendered form on screen until then (a suspended boundary keeps its HTML).
 */
export const lazyComponents: DeferredComponents = {
  QuoteRequest: lazy(() =>
    whenNear('quote')
      .then(() => import('../src/ui/sections/QuoteRequest'))
      .then((module) => ({ default: module.QuoteRequest })),
  ),
  // Rendered only if the document is ever rendered anew (hydration skips the static footer).
  SiteFooter: lazy(() => import('../src/ui/layout/SiteFooter').then((module) => ({ default: module.SiteFooter }))),
};

export const lazyPages: PageSource = {
  load(id) {
    let page = loaded.get(id);
    if (!page) {
      page = tracked(loaders[id]().then((module) => module.default));
      loaded.set(id, page);
    }
    return page;
  },
};
