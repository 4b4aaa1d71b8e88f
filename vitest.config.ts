import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { pbkdf2Hash } from './scripts/hash-password.mjs';

const migrations = await readD1Migrations('./migrations');
/** The dashboard password in worker tests (test/worker/admin-helpers.ts signs in with it). */
const testOperatorPassword = 'correct horse battery staple';

/** Secrets a real deployment sets with `wrangler secret put`; test values only. */
const testSecrets = {
  TURNSTILE_SECRET_KEY: '0x4AAAAAAATestSecretForVitest',
  TICKET_SECRET: 'vitest-bot-ticket-secret-0f3a9c51e27d4b86',
  RESEND_WEBHOOK_SECRET: 'whsec_dGVzdC13ZWJob29rLXNlY3JldC1mb3Itdml0ZXN0',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_vitestPaymongoWebhookSecret0123',
  ADMIN_PASSWORD_HASH: await pbkdf2Hash(testOperatorPassword),
  SESSION_SECRET: 'vitest-session-secret-0123456789abcdef',
  TEST_OPERATOR_PASSWORD: testOperatorPassword,
};

/**
 * Worker test files that publish site facts or write them to KV, each in a runtime of its own. An
 * isolate holds the published snapshot for 30 s (src/worker/published-facts/published.ts), so in a
 * shared runtime the next file would show these facts, or these files would not see their own
 * writes; test/worker/shared-runtime.ts fails a shared file that leaves facts published.
 */
const siteFactsWriters = [
  'test/worker/site-facts.test.ts',
  'test/worker/site-facts-quotations.test.ts',
  'test/worker/site-facts-fallback.test.ts',
  'test/worker/site-facts-page-reads.test.ts',
  'test/worker/site-photos.test.ts',
  'test/worker/stock-availability.test.ts',
  'test/worker/stock-availability-old-snapshot.test.ts',
  'test/worker/site-facts-closures.test.ts',
  'test/worker/site-facts-old-closures.test.ts',
  'test/worker/audit-every-action.test.ts',
];

/**
 * The property tests that throw generated requests at every route (fast-check): the longest worker
 * files by far, so `--project worker` stays quick; they share a runtime of their own.
 */
const fuzzTests = ['test/worker/api-fuzz.test.ts', 'test/worker/admin-fuzz.test.ts', 'test/worker/order-fuzz.test.ts'];

/**
 * Tests that run the project's own tools as processes (`npm run setup` against a fake wrangler,
 * `wrangler types --check`): seconds of CPU a run, so they are a project of their own and
 * `--project unit` stays quick.
 */
const toolTests = ['test/unit/setup.test.ts', 'test/unit/worker-types.test.ts'];

/**
 * Time limits that a slow or busy two-core machine stays well inside (the longest worker test took
 * 18 s at a load of 25), while a test that hangs still fails within a minute or two. A worker
 * test's first use of an on-demand module is not timed: each file loads the modules it uses in a
 * beforeAll (test/worker/lazy-modules.ts). A tool's process is killed after two minutes
 * (test/unit/run-node.ts), well before the tools project's limit.
 */
const timeouts = {
  worker: { testTimeout: 60_000, hookTimeout: 120_000 },
  unit: { testTimeout: 30_000, hookTimeout: 60_000 },
  tools: { testTimeout: 300_000, hookTimeout: 60_000 },
  e2e: { testTimeout: 60_000, hookTimeout: 120_000 },
};

/** Worker tests run inside workerd with the bindings from wrangler.toml. */
const workerProject = (test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean; setupFiles: string[] }) => ({
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
        // Nothing consumes the worker's queue in tests: a test runs the consumer itself
        // (test/worker/queue-helpers.ts, as the platform would) with the bindings it means, so no
        // message is handled behind its back, with other bindings or during another file.
        queueProducers: { DELIVERY_QUEUE: { queueName: 'deliveries-consumed-by-tests' } },
      },
    }),
  ],
  // The worker's on-demand modules are bundled by the build (src/worker/lazy-modules.ts): tests run their source.
  resolve: {
    alias: [
      { find: './generated/quotation-pdf.js', replacement: './quotations/pdf-document.ts' },
      { find: './generated/mail-parser.js', replacement: './inbound/parse-mail.ts' },
      { find: './generated/access-jwt.js', replacement: './admin/access-jwt.ts' },
      { find: './generated/passkeys.js', replacement: './passkeys/webauthn.ts' },
      { find: './generated/send-push.js', replacement: './push/send-push.ts' },
      { find: './generated/error-service-sentry.js', replacement: './error-service-sentry.ts' },
      { find: './generated/audit-log.js', replacement: './audit/audit-log.tsx' },
    ],
  },
  test: { ...timeouts.worker, ...test },
});

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default (one worker on two cores); the worker tests
    // wait on workerd, so a worker per core is faster: 58 s against 84 s on two cores.
    maxWorkers: '100%',
    projects: [
      // Most worker test files share one workerd and its storage, emptied before each file
      // (test/worker/shared-runtime.ts): starting a runtime and migrating D1 for each file cost
      // most of the project's time.
      workerProject({
        name: 'worker',
        isolate: false,
        include: ['test/worker/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...siteFactsWriters, ...fuzzTests],
        setupFiles: ['test/worker/setup.ts', 'test/worker/shared-runtime.ts'],
      }),
      workerProject({
        name: 'worker-fuzz',
        isolate: false,
        include: fuzzTests,
        setupFiles: ['test/worker/setup.ts', 'test/worker/shared-runtime.ts'],
      }),
      workerProject({ name: 'worker-isolated', include: siteFactsWriters, setupFiles: ['test/worker/setup.ts'] }),
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...toolTests],
          environment: 'happy-dom',
          ...timeouts.unit,
        },
      },
      { test: { name: 'tools', include: toolTests, environment: 'node', ...timeouts.tools } },
      {
        // Browser tests: Chromium against the worker on 127.0.0.1, one of each started by the global setup.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/start-worker.ts', 'test/e2e/start-browser.ts'],
          ...timeouts.e2e,
          fileParallelism: false,
          // One process for every file (each connects to the run's browser): a process a file cost
          // a second or more each. `npm test` runs this project in a Vitest of its own beside the
          // others (scripts/test.mjs); one Vitest runs it after them, since Vitest will not put a
          // one-file-at-a-time project in the same group as projects with a worker per core.
          isolate: false,
          sequence: { groupOrder: 1 },
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
