import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Worker tests run inside workerd with the bindings from wrangler.toml.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Proves a BUSINESS_* var overrides the content defaults without code changes.
            miniflare: { bindings: { BUSINESS_PHONE: '+63 2 8123 4567' } },
          }),
        ],
        test: { name: 'worker', include: ['test/worker/**/*.test.{ts,tsx}'] },
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
        },
      },
    ],
  },
});
