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

export interface BootData {
  config: SiteConfig;
}

export const bootDataElementId = 'boot-data';
