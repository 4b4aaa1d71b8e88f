// Reads what the worker under test stored: its local D1 straight from its SQLite file (a
// wrangler process per query cost seconds each), its R2 through wrangler like an operator would.
import { execFile } from 'node:child_process';
import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { openLocalD1 } from '../../scripts/local-d1.mjs';
import { persistDir } from './browser';

const run = promisify(execFile);
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

/**
 * The running worker and this second process share the same SQLite files: while the worker
 * writes, a read can meet SQLITE_BUSY. That is a lock, not a missing row, so it is tried again.
 */
async function wrangler<Output extends string | Buffer>(args: string[], encoding: 'utf8' | 'buffer'): Promise<Output> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run('npx', ['wrangler', ...args, '--local', '--persist-to', persistDir], {
        env: wranglerEnv,
        encoding,
        maxBuffer: 32 * 1024 * 1024,
      });
      return stdout as Output;
    } catch (error) {
      const locked = /SQLITE_BUSY|database is locked/.test(String((error as { stderr?: unknown }).stderr ?? error));
      if (!locked || attempt === 5) throw error;
      await sleep(200 * attempt);
    }
  }
}

let database: DatabaseSync | undefined;

export async function queryD1<Row>(sql: string): Promise<Row[]> {
  database ??= openLocalD1(persistDir);
  return database
    .prepare(sql)
    .all()
    .map((row) => ({ ...row }) as Row);
}

export async function r2Object(key: string): Promise<Buffer> {
  return wrangler<Buffer>(['r2', 'object', 'get', `cavite-stainless-uploads/${key}`, '--pipe'], 'buffer');
}
