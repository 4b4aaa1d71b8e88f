// Reads what the worker under test stored: its local D1 and R2, through wrangler like an operator would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { persistDir } from './browser';

const run = promisify(execFile);
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

export async function queryD1<Row>(sql: string): Promise<Row[]> {
  const { stdout } = await run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--json', '--command', sql], {
    env: wranglerEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [result] = JSON.parse(stdout) as { results: Row[] }[];
  return result.results;
}

export async function r2Object(key: string): Promise<Buffer> {
  const { stdout } = await run(
    'npx',
    ['wrangler', 'r2', 'object', 'get', `cavite-stainless-uploads/${key}`, '--local', '--persist-to', persistDir, '--pipe'],
    { env: wranglerEnv, encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 },
  );
  return stdout;
}
