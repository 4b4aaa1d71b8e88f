// Security headers on every response: pages, the 404 page, API answers and errors, static files,
// redirects and the dashboard, set by hono/secure-headers. Which Content-Security-Policy applies
// depends on the path, the environment, SENTRY_DSN and (for the local outbox) the handler, so one
// secureHeaders() per policy is made on first use and run after the handler.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { mapEmbedSrc, placeholderBusiness } from '../../content/business';
import { appEnvironment, type AppEnvironment } from '../../shared/release';
import { sentryEnvelopeUrl } from '../../shared/sentry-dsn';
import type { AppEnv } from '../app-env';
import { onSiteHost } from '../site-config';
import { adminPaths } from '../../shared/admin-paths';

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Directives = NonNullable<Options['contentSecurityPolicy']>;

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

/**
 * The public site: our scripts by nonce only; React's hydration sets styles through the CSSOM,
 * which style-src does not govern. With SENTRY_DSN set, pages may also connect to its ingest host
 * (browser error reports, client/error-report.ts).
 */
const siteDirectives = (errorReportOrigin: string | undefined): Directives => ({
  defaultSrc: ["'self'"],
  // Browsers with CSP3 ignore 'self' and hosts beside 'strict-dynamic': only nonced scripts
  // and what they load (page chunks, Turnstile's loader) run. Older browsers fall back to them.
  scriptSrc: [NONCE, "'strict-dynamic'", "'self'", ...thirdParties.script],
  styleSrc: ["'self'", NONCE],
  imgSrc: ["'self'", 'data:', ...thirdParties.image],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", ...thirdParties.connect, ...(errorReportOrigin ? [errorReportOrigin] : [])],
  frameSrc: thirdParties.frame,
  // Explicit, so the service worker does not fall back to script-src and its nonce.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
});

/**
 * The dashboard is server HTML and forms that work without script; its scripts are files of our
 * own (/admin-*.js, built from client/admin/): no inline script, no other origin, and no
 * connections except on the pages below that need them. docs/decisions/040-dashboard-scripts.md.
 */
const dashboardDirectives: Directives = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  // The dashboard's own web app manifest (public/admin.webmanifest), so it installs apart from the site.
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The local outbox's email view: an email's HTML in a `sandbox=""` srcdoc frame, which inherits
 * this policy. Mail HTML is styled inline, so inline styles are allowed; scripts stay off (the
 * sandbox runs none either). Never served in production: the outbox answers 404 there.
 */
const emailPreviewDirectives: Directives = { ...dashboardDirectives, styleSrc: ["'self'", "'unsafe-inline'"] };

/**
 * Site facts: one script of our own (client/admin/photos.ts) resizes project photos in the
 * browser and uploads them; it previews them from blob: URLs.
 */
const siteFactsDirectives: Directives = {
  ...dashboardDirectives,
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
};

/**
 * Notifications: one script of our own (client/admin/push.ts) registers the dashboard's service
 * worker (client/sw/admin-service-worker.ts), asks for permission on a tap and saves the choices.
 */
const notificationsDirectives: Directives = {
  ...dashboardDirectives,
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
};

/**
 * Signing in and Your account: one script of our own (client/admin/passkeys.ts) asks the browser
 * for a passkey and sends its answer to /api/admin/passkeys.
 */
const passkeysDirectives: Directives = {
  ...dashboardDirectives,
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
};
/** The sign-in page, and Your account with the pages its forms answer (a refused name shows it again). */
const isPasskeyPage = (path: string) =>
  path === adminPaths.login || path === adminPaths.account || path.startsWith(`${adminPaths.account}/`);

/** hono's other defaults (X-Frame-Options, Origin-Agent-Cluster and the like) are off: the site sends what docs/security.md lists. */
const otherHeaders: Options = {
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // Only features Chromium recognises: an unknown name is logged as a console error.
  permissionsPolicy: {
    accelerometer: false,
    camera: false,
    displayCapture: false,
    geolocation: false,
    gyroscope: false,
    magnetometer: false,
    microphone: false,
    midi: false,
    payment: false,
    usb: false,
    browsingTopics: false,
  },
};

const isDashboard = (path: string) => path === adminPaths.overview || path.startsWith(`${adminPaths.overview}/`);
const isSiteFacts = (path: string) => path === adminPaths.site || path.startsWith(`${adminPaths.site}/`);

/** The policy for this response, and a name for it. */
function directivesFor(c: Context<AppEnv>, environment: AppEnvironment): [string, Directives] {
  if (isSiteFacts(c.req.path)) return ['site facts', siteFactsDirectives];
  if (c.req.path === adminPaths.notifications) return ['notifications', notificationsDirectives];
  if (isPasskeyPage(c.req.path)) return ['passkeys', passkeysDirectives];
  if (!isDashboard(c.req.path)) {
    const errorReportOrigin = sentryEnvelopeUrl(c.env.SENTRY_DSN)?.origin;
    return [`site ${errorReportOrigin ?? ''}`, siteDirectives(errorReportOrigin)];
  }
  if (c.get('emailPreview') && environment === 'development') return ['email preview', emailPreviewDirectives];
  return ['dashboard', dashboardDirectives];
}

/**
 * The response's headers, writable (hono/secure-headers only sets them). Responses from fetch()
 * (env.ASSETS, a 304 or a redirect the assets binding answers) have immutable headers: those are
 * copied once.
 */
function makeHeadersWritable(c: Context) {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
}

/** This request's nonce, for the page's scripts and inline style: the one in its policy. */
export const cspNonce = (c: Context) => NONCE(c, 'script-src').slice("'nonce-".length, -1);

export function securityHeaders() {
  const setters = new Map<string, MiddlewareHandler>();
  return createMiddleware<AppEnv>(async function setSecurityHeaders(c, next) {
    await next();

    const environment = appEnvironment(c.env.ENVIRONMENT);
    const [name, directives] = directivesFor(c, environment);
    const key = `${environment} ${name}`;
    let setHeaders = setters.get(key);
    if (!setHeaders) {
      // Under `npm start` the site may be opened over plain http on a LAN address: upgrading
      // its own requests to https would break every asset there.
      const upgrade = environment === 'development' ? {} : { upgradeInsecureRequests: [] };
      setHeaders = secureHeaders({ ...otherHeaders, contentSecurityPolicy: { ...directives, ...upgrade } });
      setters.set(key, setHeaders);
    }
    makeHeadersWritable(c);
    // The handler has run: secureHeaders() has nothing to wrap, it only sets the headers.
    await setHeaders(c, async () => {});
    // A customer's quotation link holds its token in the path: no page it links to may learn it.
    if (c.req.path.startsWith('/quotation/')) c.res.headers.set('Referrer-Policy', 'no-referrer');

    // Search engines index the site at SITE_URL only: never workers.dev, a preview URL or staging.
    // (Under `npm start` SITE_URL is the local address, which no crawler reaches; leaving it
    // indexable keeps Lighthouse's SEO audit meaningful there.)
    if (environment === 'staging' || !onSiteHost(c.env, c.req.url)) c.res.headers.set('X-Robots-Tag', 'noindex');
  });
}
