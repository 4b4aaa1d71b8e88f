// Modules the worker loads only when it needs them, each deployed as a file of its own
// (scripts/build-worker-modules.mjs bundles them into generated/; wrangler.toml's
// find_additional_modules uploads them). Their import() calls live here, beside index.ts, because
// wrangler keeps the specifier as written and workerd resolves it from the bundle's root.

/** The quotation PDF with pdf-lib: about 206 KB gzip that only making a PDF pays for. */
export const loadQuotationPdf = () => import('./generated/quotation-pdf.js');

/** postal-mime, for the email() handler: about 20 KB gzip that page requests never need. */
export const loadMailParser = () => import('./generated/mail-parser.js');

/** jose, to check a Cloudflare Access token: about 6 KB gzip that only a dashboard request behind Access needs. */
export const loadAccessJwt = () => import('./generated/access-jwt.js');

/** @simplewebauthn/server, for a passkey's registration or sign-in: its gzip KB are paid only by those requests. */
export const loadPasskeys = () => import('./generated/passkeys.js');
/** The Web Push sender with @block65/webcrypto-web-push: about 3 KB gzip that only a push delivery needs. */
export const loadPushSender = () => import('./generated/send-push.js');
/** Sentry's SDK for the error service: about 57 KB gzip that only a deployment with SENTRY_DSN loads. */
export const loadErrorService = () => import('./generated/error-service-sentry.js');
/** The audit's query and wording: about 1 KB gzip that only the owner's audit page needs. */
export const loadAuditLog = () => import('./generated/audit-log.js');
