// `npm run bench:webhook`: how fast the Messenger webhook answers Meta under load. Starts
// the worker as `npm start` does (its own port and throwaway state), then sends 50 concurrent
// signed deliveries, each a new message (its own mid), for a bounded count, and prints the
// answer time's p50 and p99 and any answer other than 200. Beside them, the same load on
// /robots.txt (a fixed text from the same worker, taken first, before any delivery leaves work for
// the queue's consumer): the floor this machine's local runtime gives any answer at that
// concurrency, so a figure from a busy or slow machine can be read against it. Loopback only.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.env.WEBHOOK_BENCH_CONNECTIONS ?? 50);
const deliveries = Number(process.env.WEBHOOK_BENCH_REQUESTS ?? 2000);

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const persistDir = await mkdtemp(path.join(tmpdir(), 'stainless-webhook-bench-'));
const worker = spawn(
  'node',
  ['scripts/dev.mjs', '--port', String(port), '--persist-to', persistDir, '--show-interactive-dev-session=false'],
  {
    env: { ...process.env, CI: 'true' },
    stdio: 'ignore',
    detached: true,
  },
);
const base = `http://127.0.0.1:${port}`;
let exited = false;
worker.on('exit', () => (exited = true));
try {
  const deadline = Date.now() + 400_000;
  for (;;) {
    if (exited) throw new Error('the worker exited while starting: run this through npm (Node 22), e.g. npm run bench:webhook');
    if (Date.now() > deadline) throw new Error('the worker did not start within 400 s');
    if (
      await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const vars = Object.fromEntries(
    (await readFile(path.join(persistDir, '.dev.vars'), 'utf8'))
      .split('\n')
      .map((line) => /^(\w+)='(.*)'$/.exec(line))
      .filter(Boolean)
      .map(([, name, value]) => [name, value.replaceAll('\\$', '$')]),
  );
  const pageId = vars.MESSENGER_PAGE_ID;
  const signedDelivery = () => {
    const now = Date.now();
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: pageId,
          time: now,
          messaging: [
            {
              sender: { id: String(26_000_000_000_000_000 + Math.floor(Math.random() * 1e6)) },
              recipient: { id: pageId },
              timestamp: now,
              message: { mid: `m_bench_${randomUUID()}`, text: 'Magkano po ang 304 sheet?' },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', vars.META_APP_SECRET).update(body).digest('hex')}`;
    return { body, signature };
  };
  const options = {
    url: `${base}/api/webhooks/messenger`,
    method: 'POST',
    connections,
    requests: [
      {
        setupRequest: (request) => {
          const { body, signature } = signedDelivery();
          return { ...request, body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
        },
      },
    ],
  };
  // First the floor, before any delivery leaves work for the queue's consumer.
  const floor = await autocannon({ url: `${base}/robots.txt`, connections, amount: deliveries });
  // Warm the isolate and the local D1 first.
  await autocannon({ ...options, amount: 100 });
  const result = await autocannon({ ...options, amount: deliveries });
  console.log(
    JSON.stringify(
      {
        connections,
        deliveries: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        robotsTxtP50Ms: floor.latency.p50,
        robotsTxtP99Ms: floor.latency.p99,
      },
      null,
      2,
    ),
  );
} finally {
  if (!exited) process.kill(-worker.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await rm(persistDir, { recursive: true, force: true });
}
