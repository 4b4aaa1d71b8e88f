// Bundles each worker module loaded on demand (src/worker/lazy-modules.ts) on its own into
// src/worker/generated/. Wrangler inlines a dynamic import() into the worker's one file; with
// wrangler.toml's find_additional_modules it uploads these files as modules of their own instead,
// so no request loads them until one imports them (docs/decisions/019-quotation-pdf-with-pdf-lib.md).
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The file name in src/worker/generated/ (without .js) and the source it is bundled from. */
export const lazyWorkerModules = {
  'quotation-pdf': 'src/worker/quotations/pdf-document.ts',
  'mail-parser': 'src/worker/inbound/parse-mail.ts',
  'access-jwt': 'src/worker/admin/access-jwt.ts',
  passkeys: 'src/worker/passkeys/webauthn.ts',
  'send-push': 'src/worker/push/send-push.ts',
  'error-service-sentry': 'src/worker/error-service-sentry.ts',
  'audit-log': 'src/worker/audit/audit-log.tsx',
};

await build({
  entryPoints: Object.fromEntries(Object.entries(lazyWorkerModules).map(([name, source]) => [name, path.join(root, source)])),
  outdir: path.join(root, 'src/worker/generated'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker'],
  target: 'es2022',
  minify: true,
  // React's element factory (the audit's page body) picks its build by NODE_ENV.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Node's built-ins (Sentry's SDK uses async_hooks) come from workerd under nodejs_compat.
  external: ['node:*', 'cloudflare:*'],
  logLevel: 'warning',
});
