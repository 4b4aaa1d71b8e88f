// Reads what the worker under test stored, in this process (a wrangler process per read cost
// seconds each): its local D1 straight from its SQLite file, its R2 through one Miniflare of
// this file's own on the same folder, which sees the worker's writes as they happen.
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { getPlatformProxy, type PlatformProxy } from 'wrangler';
import { openLocalD1 } from '../../scripts/local-d1.mjs';
import { persistDir } from './browser';

let database: DatabaseSync | undefined;

export async function queryD1<Row>(sql: string): Promise<Row[]> {
  database ??= openLocalD1(persistDir);
  return database
    .prepare(sql)
    .all()
    .map((row) => ({ ...row }) as Row);
}

let platform: Promise<PlatformProxy<Env>> | undefined;

/** An object in the worker's uploads bucket; rejects when there is none. */
export async function r2Object(key: string): Promise<Buffer> {
  // wrangler dev --persist-to <dir> keeps its state in <dir>/v3.
  platform ??= getPlatformProxy<Env>({ persist: { path: path.join(persistDir, 'v3') } });
  const object = await (await platform).env.UPLOADS.get(key);
  if (object === null) throw new Error(`the uploads bucket holds no ${key}`);
  return Buffer.from(await object.arrayBuffer());
}

/** Stops the Miniflare r2Object started: for the afterAll of a file that read R2. */
export async function closeR2(): Promise<void> {
  const started = platform;
  platform = undefined;
  await (await started)?.dispose();
}
