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

/**
 * How long wrangler dev may take to build, migrate and answer: about 10 s on a quiet machine, more
 * than 90 s at a load of 30. A start that takes longer than this is stuck, not slow.
 */
const startLimitMs = 5 * 60_000;

async function waitUntilServing(url: string, worker: ChildProcess, output: () => string) {
  const deadline = Date.now() + startLimitMs;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      // A server that accepted the connection but never answers must not stall the loop past its deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer within ${startLimitMs / 60_000} minutes:\n${output()}`);
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
  const stop = async () => {
    // The whole process group: wrangler dev's own children (workerd, esbuild) included, even when
    // scripts/dev.mjs itself has already exited.
    const exited = worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : undefined;
    try {
      if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
    await exited;
    await rm(persistDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/`, worker, () => log);
  } catch (error) {
    // Vitest runs no teardown for a setup that threw: without this the server would outlive the run.
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('persistDir', persistDir);
  return stop;
}
