// Starts the real worker (wrangler dev, local bindings) on 127.0.0.1 for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  const deadline = Date.now() + 90_000;
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
  throw new Error(`wrangler dev did not answer within 90 s:\n${output()}`);
}

export default async function startWorker(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const worker = spawn(
    'npx',
    ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--var', 'ENVIRONMENT:development', '--inspector-port', '0', '--show-interactive-dev-session=false'],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  worker.stdout?.on('data', (chunk) => (log += chunk));
  worker.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilServing(`${baseUrl}/`, worker, () => log);
  project.provide('baseUrl', baseUrl);
  return () => {
    if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
  };
}
