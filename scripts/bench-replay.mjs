// The bench's replay server: Lighthouse loads each page through it, and it answers a GET it has
// answered before with the same bytes, headers and status, as the worker first gave them. The
// worker (`wrangler dev`: its Node proxy and workerd's server render) then runs on this machine's
// cores only once per address, not during each measured load, so its CPU does not compete with
// the page's main thread, which Lighthouse's simulation multiplies: on a real phone the server's
// work happens in a Cloudflare data centre. The reference page is served the same way, from
// memory (bench-reference.mjs). Requests other than GET go to the worker each time.
import { createServer, request as httpRequest } from 'node:http';

/** A response as the worker sent it: status, headers and the body's bytes, still compressed. */
function forward(origin, incoming, body) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(incoming.url, origin),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(origin).host } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const readBody = (incoming) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });

/** Starts the replay server in front of `origin`: its address and a stop. */
export async function startReplay(origin) {
  const recorded = new Map();
  const keyOf = (incoming) => `${incoming.url} ${incoming.headers['accept-encoding'] ?? ''}`;
  const server = createServer(async (incoming, outgoing) => {
    try {
      const replayable = incoming.method === 'GET';
      const key = keyOf(incoming);
      let response = replayable ? recorded.get(key) : undefined;
      if (!response) {
        response = await forward(origin, incoming, await readBody(incoming));
        if (replayable && response.status === 200) recorded.set(key, response);
      }
      const headers = { ...response.headers };
      delete headers['transfer-encoding'];
      delete headers.connection;
      outgoing.writeHead(response.status, { ...headers, 'content-length': response.body.byteLength }).end(response.body);
    } catch (error) {
      outgoing.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
