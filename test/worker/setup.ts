// Runs before every worker test file: the schema migrated, and after each test the spies
// restored and the real clock back. The hooks are here rather than in a helper module, whose
// hooks would run only for the first file that imports it when files share a runtime.
import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, vi } from 'vitest';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

// Applies only what the database lacks: in a shared runtime the first file migrates, the rest find it done.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
