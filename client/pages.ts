// Each page's code is its own chunk, fetched the first time the visitor opens that page.
import type { PageId } from '../src/shared/routes';
import type { PageComponent, PageSource } from '../src/ui/router';

const loaders: Record<PageId, () => Promise<{ default: PageComponent }>> = {
  home: () => import('../src/ui/pages/home'),
  about: () => import('../src/ui/pages/about'),
  services: () => import('../src/ui/pages/services'),
  clients: () => import('../src/ui/pages/clients'),
  contact: () => import('../src/ui/pages/contact'),
  privacy: () => import('../src/ui/pages/privacy'),
  'not-found': () => import('../src/ui/pages/not-found'),
};

const loaded = new Map<PageId, PageComponent>();

export const lazyPages: PageSource = {
  loaded: (id) => loaded.get(id),
  async load(id) {
    const page = (await loaders[id]()).default;
    loaded.set(id, page);
    return page;
  },
};
