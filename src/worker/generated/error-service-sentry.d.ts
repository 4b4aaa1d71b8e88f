// The types of error-service-sentry.js, which scripts/build-worker-modules.mjs bundles from this source.
export { reportEntry, sentryHandlers } from '../error-service-sentry';
