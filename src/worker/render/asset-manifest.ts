// The client build's hashed file names (written by scripts/build-client.mjs).
import manifest from '../../../dist/manifest.json';
import type { PageId } from '../../shared/routes';
import type { DocumentAssets } from '../../shared/site-config';

interface AssetManifest {
  stylesheet: string;
  entryScript: string;
  entryImports: string[];
  pages: Record<PageId, string[]>;
}

const assetManifest = manifest as AssetManifest;

export function documentAssets(pageId: PageId): DocumentAssets {
  return {
    stylesheet: assetManifest.stylesheet,
    entryScript: assetManifest.entryScript,
    modulePreloads: [...new Set([...assetManifest.entryImports, ...assetManifest.pages[pageId]])],
  };
}
