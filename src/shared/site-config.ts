import type { Business } from '../content/business';
import type { PageFlags } from './flags';
import type { AppEnvironment } from './release';

/** What the worker tells the page at render time; serialised into the HTML for hydration. */
export interface SiteConfig {
  business: Business;
  flags: PageFlags;
  environment: AppEnvironment;
  turnstileSiteKey: string;
  /** e.g. https://www.example.com, for canonical links. */
  origin: string;
  /** Present only when SENTRY_DSN is set: browser errors go to that DSN, sent by the script (client/watch-errors.ts). */
  errorReport?: { dsn: string; script: string };
}

export interface BootData {
  config: SiteConfig;
}

export const bootDataElementId = 'boot-data';
