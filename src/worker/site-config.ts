import type { Context } from 'hono';
import { businessFromVars } from './business-vars';
import { appEnvironment } from '../shared/release';
import { featureFlags } from './feature-flags';
import type { FeatureFlags, PageFlags } from '../shared/flags';
import { sentryEnvelopeUrl } from '../shared/sentry-dsn';
import { errorReportScript } from './render/asset-manifest';
import type { SiteConfig } from '../shared/site-config';
import type { AppEnv, WorkerEnv } from './app-env';

/** SITE_URL's origin, e.g. https://www.example.com; undefined when it is missing or not an http(s) URL. */
export function siteOrigin(env: Pick<Env, 'SITE_URL'>): string | undefined {
  try {
    const url = new URL(env.SITE_URL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request came to SITE_URL's host; any other (workers.dev, preview URLs) must not be indexed. */
export function onSiteHost(env: Pick<Env, 'SITE_URL'>, requestUrl: string): boolean {
  const origin = siteOrigin(env);
  return origin !== undefined && new URL(origin).host === new URL(requestUrl).host;
}

/**
 * The origin of absolute links (canonical, og:url, JSON-LD, sitemap): SITE_URL's, never the Host
 * header's, which anyone can set. Without a valid SITE_URL the page still renders on the request's
 * origin (noindex, as every host but SITE_URL's is) and the misconfiguration is logged.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const origin = siteOrigin(c.env);
  if (origin) return origin;
  c.get('logger').error('SITE_URL is missing or not an http(s) URL: absolute links use the request host and every response is noindex', {
    SITE_URL: c.env.SITE_URL,
  });
  return new URL(c.req.url).origin;
}

const pageFlags = ({ captchaTurnstile, fileUpload, facebookChat }: FeatureFlags): PageFlags => ({ captchaTurnstile, fileUpload, facebookChat });

export function siteConfig(env: WorkerEnv, origin: string): SiteConfig {
  return {
    business: businessFromVars(env),
    flags: pageFlags(featureFlags(env)),
    environment: appEnvironment(env.ENVIRONMENT),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY,
    origin,
    // A DSN's public key only lets one send events, and is made to be public.
    ...(sentryEnvelopeUrl(env.SENTRY_DSN) && { errorReport: { dsn: env.SENTRY_DSN!, script: errorReportScript } }),
  };
}
