// The bench's reference page: what this machine gives a page that hydrates almost nothing with a
// bundle of about our first load's size. Built with esbuild as the site's client is (minified,
// React's production build) and served on loopback with brotli, as Cloudflare serves ours.
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReferenceTree } from './bench-reference-tree.mjs';

const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

async function referenceFiles() {
  const built = await build({
    entryPoints: [path.join(import.meta.dirname, 'bench-reference-client.mjs')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const script = Buffer.from(built.outputFiles[0].contents);
  const page = (scriptTag) =>
    Buffer.from(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><link rel="icon" href="data:,"><meta name="description" content="The bench's reference page."></head><body><div id="root">${renderToString(createElement(ReferenceTree))}</div>${scriptTag}</body></html>`,
    );
  return {
    '/': { type: 'text/html; charset=utf-8', body: brotli(page('<script type="module" src="/reference.js"></script>')) },
    // The same HTML with no script at all: what the machine gives a page that runs nothing.
    '/no-script': { type: 'text/html; charset=utf-8', body: brotli(page('')) },
    '/reference.js': { type: 'text/javascript', body: brotli(script) },
  };
}

/**
 * Serves the reference page on 127.0.0.1: its address, the address of the same page without its
 * script, its script's brotli bytes, and a stop.
 */
export async function startReferencePage() {
  const files = await referenceFiles();
  const server = createServer((request, response) => {
    const file = files[request.url];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'br', 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    noScriptUrl: `http://127.0.0.1:${server.address().port}/no-script`,
    scriptBrotliBytes: files['/reference.js'].body.byteLength,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
