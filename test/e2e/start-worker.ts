// Starts the real worker the way `npm start` does (scripts/dev.mjs: migrations, local bindings,
// development settings) on a free port of 127.0.0.1, with its own throwaway local state.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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

async function waitUntilServing(url: string, worker: ChildProcess, output: () => string) {
  // Migrations then wrangler's build: 90 s was not enough at a load of 25 on two cores.
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer within 400 s:\n${output()}`);
}

export default async function startWorker(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const persistDir = await mkdtemp(path.join(tmpdir(), 'stainless-e2e-'));
  const worker = spawn(
    'node',
    ['scripts/dev.mjs', '--port', String(port), '--persist-to', persistDir, '--show-interactive-dev-session=false'],
    { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  worker.stdout?.on('data', (chunk) => (log += chunk));
  worker.stderr?.on('data', (chunk) => (log += chunk));
  // A worker that never answered is stopped too: left running, it loads a shared machine further.
  await waitUntilServing(`${baseUrl}/`, worker, () => log).catch(async (error: unknown) => {
    if (worker.pid && worker.exitCode === null) process.kill(-worker.pid, 'SIGTERM');
    await rm(persistDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('persistDir', persistDir);
  return async () => {
    if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    await rm(persistDir, { recursive: true, force: true });
  };
}
