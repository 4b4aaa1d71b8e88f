// The local D1 that `wrangler dev --persist-to <dir>` reads: its migrations applied, as `npm start`
// and the analytics seed both need before they touch it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Applies migrations/ to the local D1 under `persistTo` (wrangler's default folder when undefined); true when it worked. */
export function applyLocalMigrations(persistTo) {
  const run = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])], {
    cwd: root,
    stdio: 'inherit',
    // CI: no prompt before applying.
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  return run.status === 0;
}
