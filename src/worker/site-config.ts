import type { Context } from 'hono';
import { appEnvironment } from '../shared/release';
import { featureFlags } from './feature-flags';
import type { FeatureFlags, PageFlags } from '../shared/flags';
import { sentryEnvelopeUrl } from '../shared/sentry-dsn';
import { errorReportScript } from './render/asset-manifest';
import type { ShownNotice, SiteConfig } from '../shared/site-config';
import type { Notice, SiteFacts } from '../shared/site-facts';
import type { AppEnv, WorkerEnv } from './app-env';
import { hoursNotes, hoursNow, weekRows } from './published-facts/public-hours';

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
export function publicOrigin<E extends AppEnv>(c: Context<E>): string {
  const origin = siteOrigin(c.env);
  if (origin) return origin;
  c.get('logger').error('SITE_URL is missing or not an http(s) URL: absolute links use the request host and every response is noindex', {
    SITE_URL: c.env.SITE_URL,
  });
  return new URL(c.req.url).origin;
}

const pageFlags = ({ captchaTurnstile, fileUpload, facebookChat }: FeatureFlags): PageFlags => ({
  captchaTurnstile,
  fileUpload,
  facebookChat,
});

/** Manila wall-clock "YYYY-MM-DDTHH:MM" -> the instant (the Philippines keeps UTC+8 all year). */
const manilaInstant = (dateTime: string) => Date.parse(`${dateTime}:00+08:00`);

/** The notice while it runs (from its start to its end, Manila time); null before and after. */
function runningNotice(notice: Notice | null, now: Date): ShownNotice | null {
  if (!notice) return null;
  const at = now.getTime();
  return manilaInstant(notice.startsAt) <= at && at < manilaInstant(notice.endsAt) ? { ...notice, key: noticeKey(notice) } : null;
}

/** A short name for a notice's content (FNV-1a, base 36): a changed notice shows again to those who dismissed the old one. */
function noticeKey({ text, link, startsAt, endsAt }: Notice): string {
  let hash = 0x811c9dc5;
  for (const character of `${startsAt}|${endsAt}|${link}|${text}`) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function siteConfig(env: WorkerEnv, origin: string, facts: SiteFacts, now = new Date()): SiteConfig {
  const hours = hoursNow(facts, now);
  return {
    business: { ...facts.business, hours },
    hoursRows: weekRows(facts, now),
    hoursNotes: hoursNotes(facts, now),
    closures: facts.closures,
    projects: facts.projects?.filter((project) => !project.hidden) ?? null,
    availability: facts.availability,
    notice: runningNotice(facts.notice, now),
    // The page's request says otherwise when the visitor's cookie does (render/page-response.ts).
    consented: false,
    flags: pageFlags(featureFlags(env)),
    environment: appEnvironment(env.ENVIRONMENT),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY,
    origin,
    // A DSN's public key only lets one send events, and is made to be public.
    ...(sentryEnvelopeUrl(env.SENTRY_DSN) && { errorReport: { dsn: env.SENTRY_DSN!, script: errorReportScript } }),
  };
}
