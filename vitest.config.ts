import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { pbkdf2Hash } from './scripts/hash-password.mjs';

const migrations = await readD1Migrations('./migrations');
/** The dashboard password in worker tests (test/worker/admin-helpers.ts signs in with it). */
const testOperatorPassword = 'correct horse battery staple';

/** Secrets a real deployment sets with `wrangler secret put`; test values only. */
const testSecrets = {
  TURNSTILE_SECRET_KEY: '0x4AAAAAAATestSecretForVitest',
  TICKET_SECRET: 'vitest-bot-ticket-secret-0f3a9c51e27d4b86',
  RESEND_WEBHOOK_SECRET: 'whsec_dGVzdC13ZWJob29rLXNlY3JldC1mb3Itdml0ZXN0',
  ADMIN_PASSWORD_HASH: await pbkdf2Hash(testOperatorPassword),
  SESSION_SECRET: 'vitest-session-secret-0123456789abcdef',
  TEST_OPERATOR_PASSWORD: testOperatorPassword,
};

export default defineConfig({
  test: {
    projects: [
      {
        // Worker tests run inside workerd with the bindings from wrangler.toml.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ...testSecrets,
                TEST_MIGRATIONS: migrations,
                // The site's public address: the tests' requests go to this host.
                SITE_URL: 'https://stainless.example',
                // A key of a real widget's form, so the worker's warning about a test key (wrangler.toml's,
                // for `npm start`) is not printed on every page a test renders.
                TURNSTILE_SITE_KEY: '0x4AAAAAAAVitestSiteKey00',
              },
            },
          }),
        ],
        // The worker's on-demand modules are bundled by the build (src/worker/lazy-modules.ts): tests run their source.
        resolve: {
          alias: [
            { find: './generated/quotation-pdf.js', replacement: './quotations/pdf-document.ts' },
            { find: './generated/mail-parser.js', replacement: './inbound/parse-mail.ts' },
            { find: './generated/access-jwt.js', replacement: './admin/access-jwt.ts' },
          ],
        },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['test/worker/apply-migrations.ts'],
        },
      },
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        // Browser tests: Chromium against the worker started on 127.0.0.1 by the global setup.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/start-worker.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // On CI a browser test that fails is run once more, as Playwright's own runner does by
          // default: a rare timing flake on a loaded machine must not block a landing. A test
          // that fails twice still fails.
          retry: process.env.CI ? 1 : 0,
          // expect.poll waits on the browser and the worker (a navigation, a beacon, a render):
          // Vitest's default of 1 s is often not enough on a shared two-core machine under load.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
