// On the server every page and deferred component is imported up front: rendering never waits on a chunk.
import type { PageId } from '../../shared/routes';
import AboutPage from '../../ui/pages/about';
import ClientsPage from '../../ui/pages/clients';
import ContactPage from '../../ui/pages/contact';
import HomePage from '../../ui/pages/home';
import MaterialFamilyPage from '../../ui/pages/material-family';
import MaterialsPage from '../../ui/pages/materials';
import NotFoundPage from '../../ui/pages/not-found';
import PrivacyPage from '../../ui/pages/privacy';
import ServicesPage from '../../ui/pages/services';
import WeightCalculatorPage from '../../ui/pages/weight-calculator';
import { familyIdForPath, loadFamilyCatalogue } from '../../ui/catalogue/family-catalogue';
import type { DeferredComponents } from '../../ui/deferred';
import type { PageComponent, PageSource } from '../../ui/router';
import { fulfilled, type TrackedPromise } from '../../ui/tracked-promise';
import { QuoteRequest } from '../../ui/sections/QuoteRequest';
import { SiteFooter } from '../../ui/layout/SiteFooter';

const pages: Record<PageId, PageComponent> = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  clients: ClientsPage,
  contact: ContactPage,
  materials: MaterialsPage,
  'material-family': MaterialFamilyPage,
  'weight-calculator': WeightCalculatorPage,
  privacy: PrivacyPage,
  'not-found': NotFoundPage,
};

export const serverComponents: DeferredComponents = { QuoteRequest, SiteFooter };

const loadedPages = Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, fulfilled(page)])) as Record<
  PageId,
  TrackedPromise<PageComponent>
>;

export const serverPages: PageSource = { load: (id) => loadedPages[id] };

/** Code a page renders that the browser fetches apart from the page's chunk (a material family's catalogue). */
export async function loadPageContent(pageId: PageId, path: string): Promise<void> {
  if (pageId === 'material-family') await loadFamilyCatalogue(familyIdForPath(path)!);
}
