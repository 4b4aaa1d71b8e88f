import { businessFromVars } from './business-vars';
import { appEnvironment, appVersion, featureFlags } from '../shared/flags';
import type { SiteConfig } from '../shared/site-config';

export function siteConfig(env: Env, requestUrl: string): SiteConfig {
  return {
    business: businessFromVars(env),
    flags: featureFlags,
    appVersion,
    environment: appEnvironment(env.ENVIRONMENT),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY,
    origin: new URL(requestUrl).origin,
  };
}
