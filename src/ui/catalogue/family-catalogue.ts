// Each family's catalogue is its own chunk (its content bound to FamilyCatalogue), so a family
// page carries only its own tables. A module per family rather than a content module each: a
// chunk without React would split React from esbuild's runtime in every page's first load.
// Loaded once per isolate or tab (immutable, so sharing it between visitors leaks nothing): the
// server and the first page load fetch it before rendering, a client-side visit on the way.
import { useEffect, useState, type ComponentType } from 'react';
import { materialFamilyForSlug, materialsPath, type MaterialFamilyId } from '../../shared/catalogue';

const loaders: Record<MaterialFamilyId, () => Promise<{ default: ComponentType }>> = {
  'sheets-plates': () => import('./families/sheets-plates'),
  coils: () => import('./families/coils'),
  pipes: () => import('./families/pipes'),
  tubes: () => import('./families/tubes'),
  bars: () => import('./families/bars'),
  'angles-channels': () => import('./families/angles-channels'),
  'fittings-flanges': () => import('./families/fittings-flanges'),
  'perforated-expanded': () => import('./families/perforated-expanded'),
};

const loaded = new Map<MaterialFamilyId, ComponentType>();

/** The family a path under /materials names, if any. */
export function familyIdForPath(path: string): MaterialFamilyId | undefined {
  return path.startsWith(`${materialsPath}/`) ? materialFamilyForSlug(path.slice(materialsPath.length + 1))?.id : undefined;
}

export async function loadFamilyCatalogue(id: MaterialFamilyId): Promise<ComponentType> {
  const catalogue = loaded.get(id) ?? (await loaders[id]()).default;
  loaded.set(id, catalogue);
  return catalogue;
}

/** The family's catalogue, or undefined for the moment it takes to fetch it after a client-side navigation. */
export function useFamilyCatalogue(id: MaterialFamilyId): ComponentType | undefined {
  const [, setLoadedCount] = useState(0);
  const catalogue = loaded.get(id);
  useEffect(() => {
    if (catalogue) return;
    let current = true;
    loadFamilyCatalogue(id).then(
      () => current && setLoadedCount((count) => count + 1),
      // As for a page's own chunk: a new deploy replaced the file, so load the page afresh.
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [id, catalogue]);
  return catalogue;
}
