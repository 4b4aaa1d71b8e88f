// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startReplay } from '../../scripts/bench-replay.mjs';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw HTTP request, so the body's bytes are compared as sent (fetch would decompress them). */
function send(baseUrl: string, path: string, method = 'GET', headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const servers: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

/** A stand-in for the worker: every answer is different, and it counts what it was asked. */
async function origin() {
  const seen: string[] = [];
  let count = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      count += 1;
      seen.push(`${incoming.method} ${incoming.url} ${incoming.headers['accept-encoding'] ?? ''} ${Buffer.concat(chunks).toString()}`);
      if (incoming.url === '/missing') return outgoing.writeHead(404).end('not here');
      outgoing.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': `script-src 'nonce-${count}'` });
      outgoing.end(Buffer.from([0, 255, count, 10]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  servers.push({ stop });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("the bench's replay server", () => {
  it('answers a GET it has answered before with the same bytes and headers, without asking the worker again', async () => {
    const worker = await origin();
    const replay = await startReplay(worker.url);
    servers.push(replay);

    const first = await send(replay.baseUrl, '/?a=1', 'GET', { 'Accept-Encoding': 'br' });
    const again = await send(replay.baseUrl, '/?a=1', 'GET', { 'Accept-Encoding': 'br' });

    expect(first.status).toBe(200);
    expect([...first.body]).toEqual([0, 255, 1, 10]);
    expect([...again.body]).toEqual([...first.body]);
    expect(again.headers['content-security-policy']).toBe("script-src 'nonce-1'");
    expect(worker.seen).toEqual(['GET /?a=1 br ']);
  });

  it('asks the worker for another address, another encoding, an error page and every POST', async () => {
    const worker = await origin();
    const replay = await startReplay(worker.url);
    servers.push(replay);

    await send(replay.baseUrl, '/', 'GET', { 'Accept-Encoding': 'br' });
    await send(replay.baseUrl, '/', 'GET', { 'Accept-Encoding': 'gzip' });
    await send(replay.baseUrl, '/about', 'GET', { 'Accept-Encoding': 'br' });
    expect((await send(replay.baseUrl, '/missing')).status).toBe(404);
    expect((await send(replay.baseUrl, '/missing')).body.toString()).toBe('not here');
    await send(replay.baseUrl, '/api/analytics', 'POST', { 'Content-Type': 'application/json' }, '{"n":1}');
    await send(replay.baseUrl, '/api/analytics', 'POST', { 'Content-Type': 'application/json' }, '{"n":2}');

    expect(worker.seen).toEqual([
      'GET / br ',
      'GET / gzip ',
      'GET /about br ',
      'GET /missing  ',
      'GET /missing  ',
      'POST /api/analytics  {"n":1}',
      'POST /api/analytics  {"n":2}',
    ]);
  });
});
