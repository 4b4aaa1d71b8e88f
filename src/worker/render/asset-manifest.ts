// The client build's hashed file names (written by scripts/build-client.mjs).
import manifest from '../../../dist/manifest.json';
import type { PageId } from '../../shared/routes';

interface AssetManifest {
  stylesheet: string;
  inlineCss: string;
  quotationCss: string;
  entryScript: string;
  entryImports: string[];
  errorReportScript: string;
  pages: Record<PageId, string[]>;
}

const assetManifest = manifest as AssetManifest;

/** The hashed stylesheet's URL, for pages that link it (the offline page). */
export const stylesheetUrl = assetManifest.stylesheet;

/** The same stylesheet's text, inlined in every page's head. */
export const inlineStylesheet = assetManifest.inlineCss;

/** The customer's quotation page's stylesheet (public/quotation.css, minified), inlined in its head. */
export const quotationStylesheet = assetManifest.quotationCss;

/** The browser's error report module, loaded by the page only once an error happens. */
export const errorReportScript = assetManifest.errorReportScript;

/** Hashed file names of the client build that one page starts with. */
export interface DocumentAssets {
  entryScript: string;
  /** Chunks the page needs at once, preloaded so hydration never waits on a waterfall. */
  modulePreloads: string[];
}

export function documentAssets(pageId: PageId): DocumentAssets {
  return {
    entryScript: assetManifest.entryScript,
    modulePreloads: [...new Set([...assetManifest.entryImports, ...assetManifest.pages[pageId]])],
  };
}
