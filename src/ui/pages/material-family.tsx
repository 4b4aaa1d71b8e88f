// One catalogue family (/materials/<family>): the family's own catalogue module, loaded with the
// page (src/ui/catalogue/families/), with its size tables, filters and quote controls.
import { familyIdForPath, loadFamilyCatalogue, useFamilyCatalogue } from '../catalogue/family-catalogue';
import { PageLoading, useRouter } from '../router';

/** Fetches the catalogue of the family at this path; the page's loader awaits it before the first render. */
export async function loadContentFor(path: string): Promise<void> {
  await loadFamilyCatalogue(familyIdForPath(path)!);
}

export default function MaterialFamilyPage() {
  const { path } = useRouter();
  // The router only renders this page for a family's path (src/shared/routes.ts).
  const id = familyIdForPath(path)!;
  const Catalogue = useFamilyCatalogue(id);
  // Keyed by family: a visit to another family starts with its own grade choices.
  // eslint-disable-next-line react-hooks/static-components -- the family's module's component, loaded once per family: the same component on every render
  return Catalogue ? <Catalogue key={id} /> : <PageLoading />;
}
