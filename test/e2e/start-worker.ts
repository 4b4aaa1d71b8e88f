// Starts the real worker the way `npm start` does (scripts/dev.mjs: migrations, local bindings,
// development settings) on a free port of 127.0.0.1, with its own throwaway local state. It is
// not waited for here: the other projects' tests run while it starts, and each browser test file
// waits until it answers (test/e2e/worker-ready.ts).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** wrangler's --persist-to folder: the local D1 and R2 the worker under test uses. */
    persistDir: string;
  }
}

/** What the worker printed, beside its state; a last line `exited <code>` once it has stopped. */
const logPath = (persistDir: string) => path.join(persistDir, 'wrangler-dev.log');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the worker answers its home page; fails with what it printed if it stopped or never answered. */
export async function waitUntilServing(baseUrl: string, persistDir: string) {
  const output = () => readFile(logPath(persistDir), 'utf8').catch(() => '');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    const printed = await output();
    if (/^exited /m.test(printed)) throw new Error(`wrangler dev exited early:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer within 120 s:\n${await output()}`);
}

export default async function startWorker(project: TestProject) {
  const port = await freePort();
  const persistDir = await mkdtemp(path.join(tmpdir(), 'stainless-e2e-'));
  const log = createWriteStream(logPath(persistDir));
  const worker = spawn(
    'node',
    ['scripts/dev.mjs', '--port', String(port), '--persist-to', persistDir, '--show-interactive-dev-session=false'],
    { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  worker.stdout?.pipe(log, { end: false });
  worker.stderr?.pipe(log, { end: false });
  const exited = new Promise((resolve) => worker.once('close', (code) => log.end(`\nexited ${code}\n`, () => resolve(code))));
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('persistDir', persistDir);
  return async () => {
    if (worker.exitCode === null && worker.pid) process.kill(-worker.pid, 'SIGTERM');
    await exited;
    await rm(persistDir, { recursive: true, force: true });
  };
}
