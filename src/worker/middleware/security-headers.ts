// Security headers on every response: pages, the 404 page, API answers and errors, static
// files, redirects and the dashboard. The Content-Security-Policy carries a fresh nonce per
// request; React puts it on the page's scripts (src/worker/render/render-page.tsx).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { mapEmbedSrc, placeholderBusiness } from '../../content/business';
import { appEnvironment, type AppEnvironment } from '../../shared/release';
import { sentryEnvelopeUrl } from '../../shared/sentry-dsn';
import type { AppEnv } from '../app-env';
import { onSiteHost } from '../site-config';

/**
 * The only third parties a page may load, and why. To allow a new one, add its origin to
 * the directive it needs (script, frame, connect, image) here; links that only navigate
 * away (wa.me, m.me, tel:, mailto:) need nothing.
 */
const turnstileOrigin = 'https://challenges.cloudflare.com';
const mapOrigin = new URL(mapEmbedSrc(placeholderBusiness)).origin;

const thirdParties = {
  /** Scripts injected by our own (nonced) code need no entry under 'strict-dynamic'; this is the CSP2 fallback. */
  script: [turnstileOrigin],
  frame: [turnstileOrigin, mapOrigin],
  /** Turnstile's requests, should the service worker pass them through with fetch(). */
  connect: [turnstileOrigin],
  image: [] as string[],
};

/** Stands in for the request's nonce in the policy template. */
const noncePlaceholder = '{nonce}';

type Directives = Record<string, string[]>;

/**
 * The public site: our scripts by nonce only; React's hydration sets styles through the CSSOM,
 * which style-src does not govern. With SENTRY_DSN set, pages may also connect to its ingest host
 * (browser error reports, client/error-report.ts).
 */
const siteDirectives = (errorReportOrigin: string | undefined): Directives => ({
  'default-src': ["'self'"],
  // Browsers with CSP3 ignore 'self' and hosts beside 'strict-dynamic': only nonced scripts
  // and what they load (page chunks, Turnstile's loader) run. Older browsers fall back to them.
  'script-src': [`'nonce-${noncePlaceholder}'`, "'strict-dynamic'", "'self'", ...thirdParties.script],
  'style-src': ["'self'", `'nonce-${noncePlaceholder}'`],
  'img-src': ["'self'", 'data:', ...thirdParties.image],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...thirdParties.connect, ...(errorReportOrigin ? [errorReportOrigin] : [])],
  'frame-src': thirdParties.frame,
  // Explicit, so the service worker does not fall back to script-src and its nonce.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** The dashboard is server HTML and forms, without script (Site facts below is the one exception). */
const dashboardDirectives: Directives = {
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The local outbox's email view: an email's HTML in a `sandbox=""` srcdoc frame, which inherits
 * this policy. Mail HTML is styled inline, so inline styles are allowed; scripts stay off (the
 * sandbox runs none either). Never served in production: the outbox answers 404 there.
 */
const emailPreviewDirectives: Directives = {
  ...dashboardDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * Site facts: one script of our own (public/admin-photos.js) resizes project photos in the
 * browser and uploads them; it previews them from blob: URLs.
 */
const siteFactsDirectives: Directives = {
  ...dashboardDirectives,
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
};

function policy(directives: Directives, environment: AppEnvironment): string {
  const entries = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  // Under `npm start` the site may be opened over plain http on a LAN address: upgrading
  // its own requests to https would break every asset there.
  if (environment !== 'development') entries.push('upgrade-insecure-requests');
  return entries.join('; ');
}

const fixedHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium recognises: an unknown name is logged as a console error.
  'Permissions-Policy': [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'usb=()',
    'browsing-topics=()',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const isDashboard = (path: string) => path === '/admin' || path.startsWith('/admin/');
const isSiteFacts = (path: string) => path === '/admin/site' || path.startsWith('/admin/site/');

/** 128 random bits, base64: a fresh one for every request. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The response's headers, writable. Responses from fetch() (env.ASSETS, a 304 or a redirect
 * the assets binding answers) have immutable headers: those are copied once.
 */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', fixedHeaders['X-Content-Type-Options']);
    return c.res.headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}

export function securityHeaders() {
  const environments: AppEnvironment[] = ['production', 'staging', 'development'];
  // One deployment has one DSN: the policy is computed once for it, not per request.
  const sitePolicies = new Map<string, string[]>();
  const sitePolicyParts = (environment: AppEnvironment, dsn: string | undefined) => {
    const key = `${environment} ${dsn ?? ''}`;
    let parts = sitePolicies.get(key);
    if (!parts) {
      parts = policy(siteDirectives(sentryEnvelopeUrl(dsn)?.origin), environment).split(noncePlaceholder);
      sitePolicies.set(key, parts);
    }
    return parts;
  };
  const dashboardPolicy = Object.fromEntries(
    environments.map((environment) => [environment, policy(dashboardDirectives, environment)]),
  ) as Record<AppEnvironment, string>;
  const emailPreviewPolicy = policy(emailPreviewDirectives, 'development');
  const siteFactsPolicy = Object.fromEntries(
    environments.map((environment) => [environment, policy(siteFactsDirectives, environment)]),
  ) as Record<AppEnvironment, string>;

  return createMiddleware<AppEnv>(async function setSecurityHeaders(c, next) {
    const nonce = newNonce();
    c.set('cspNonce', nonce);
    await next();

    const environment = appEnvironment(c.env.ENVIRONMENT);
    const headers = writableHeaders(c);
    headers.set(
      'Content-Security-Policy',
      isSiteFacts(c.req.path)
        ? siteFactsPolicy[environment]
        : !isDashboard(c.req.path)
          ? sitePolicyParts(environment, c.env.SENTRY_DSN).join(nonce)
          : c.get('emailPreview') && environment === 'development'
            ? emailPreviewPolicy
            : dashboardPolicy[environment],
    );
    for (const [name, value] of Object.entries(fixedHeaders)) headers.set(name, value);
    // Search engines index the site at SITE_URL only: never workers.dev, a preview URL or staging.
    // (Under `npm start` SITE_URL is the local address, which no crawler reaches; leaving it
    // indexable keeps Lighthouse's SEO audit meaningful there.)
    if (environment === 'staging' || !onSiteHost(c.env, c.req.url)) headers.set('X-Robots-Tag', 'noindex');
  });
}
