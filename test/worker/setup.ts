// Runs before every worker test file: the schema migrated, each test run as its own work
// (test-scope.ts), and after each test the spies restored and the real clock back. The hooks are
// here rather than in a helper module, whose hooks would run only for the first file that imports
// it when files share a runtime.
import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, aroundEach, vi } from 'vitest';
import { guardConsole, runAsTest } from './test-scope';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

// Applies only what the database lacks: in a shared runtime the first file migrates, the rest find it done.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

guardConsole();
aroundEach((runTest, { task }) => runAsTest(`${task.file.name} > ${task.name} (${task.id})`, runTest));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
