// The local D1 that `wrangler dev --persist-to <dir>` reads: its migrations applied, as `npm start`
// and the analytics seed both need before they touch it, and read in-process by the browser
// tests and the bench.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const root = path.resolve(import.meta.dirname, '..');

/** Applies migrations/ to the local D1 under `persistTo` (wrangler's default folder when undefined); true when it worked. */
export function applyLocalMigrations(persistTo) {
  const run = spawnSync(
    'npx',
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])],
    {
      cwd: root,
      stdio: 'inherit',
      // CI: no prompt before applying.
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  return run.status === 0;
}

/**
 * The local D1 under `persistTo` as miniflare keeps it, one SQLite file, opened in this process:
 * a read costs microseconds where a `wrangler d1 execute` process costs seconds. The busy timeout
 * waits out the running worker's write lock.
 */
export function openLocalD1(persistTo) {
  const folder = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found: ${files.join(', ') || 'none'}`);
  return new DatabaseSync(path.join(folder, files[0]), { timeout: 5000 });
}
