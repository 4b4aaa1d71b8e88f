// A family's content, loaded once per isolate or tab (immutable copy, so sharing it between
// visitors leaks nothing). The server and the first page load fetch it before rendering;
// a client-side visit to another family fetches it on the way.
import { useEffect, useState } from 'react';
import { familyContentLoaders, type CatalogueFamily } from '../../content/catalogue';
import { materialFamilyForSlug, materialsPath, type MaterialFamilyId } from '../../shared/catalogue';

const loaded = new Map<MaterialFamilyId, CatalogueFamily>();

/** The family a path under /materials names, if any. */
export function familyIdForPath(path: string): MaterialFamilyId | undefined {
  return path.startsWith(`${materialsPath}/`) ? materialFamilyForSlug(path.slice(materialsPath.length + 1))?.id : undefined;
}

export async function loadFamilyContent(id: MaterialFamilyId): Promise<CatalogueFamily> {
  const family = loaded.get(id) ?? (await familyContentLoaders[id]()).default;
  loaded.set(id, family);
  return family;
}

/** The family's content, or undefined for the moment it takes to fetch it after a client-side navigation. */
export function useFamilyContent(id: MaterialFamilyId): CatalogueFamily | undefined {
  const [, setLoadedCount] = useState(0);
  const family = loaded.get(id);
  useEffect(() => {
    if (family) return;
    let current = true;
    loadFamilyContent(id).then(
      () => current && setLoadedCount((count) => count + 1),
      // As for a page's own chunk: a new deploy replaced the file, so load the page afresh.
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [id, family]);
  return family;
}
