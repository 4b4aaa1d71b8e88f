import type { Business } from '../content/business';
import type { AppEnvironment, FeatureFlags } from './flags';

/** What the worker tells the page at render time; serialised into the HTML for hydration. */
export interface SiteConfig {
  business: Business;
  flags: FeatureFlags;
  appVersion: string;
  environment: AppEnvironment;
  turnstileSiteKey: string;
  /** e.g. https://www.example.com, for canonical links. */
  origin: string;
}

/** Hashed file names of the client build, for the document head. */
export interface DocumentAssets {
  entryScript: string;
  /** Chunks the current page needs at once, preloaded so hydration never waits on a waterfall. */
  modulePreloads: string[];
}

export interface BootData {
  config: SiteConfig;
  assets: DocumentAssets;
}

export const bootDataElementId = 'boot-data';
