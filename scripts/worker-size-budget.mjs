// The bundled worker's gzip budget, measured as wrangler measures "Total Upload ... gzip": every
// module of `wrangler deploy --dry-run --outdir <dir>` joined, then gzipped. Run alone (CI) it
// fails when the worker is over: node scripts/worker-size-budget.mjs dist/worker
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const workerGzipBudgetBytes = 350 * 1024;

/** The gzip size of the worker's modules in `dir`, or null when there are none. */
export function workerGzipBytes(dir) {
  const modules = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|wasm)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (modules.length === 0) return null;
  return gzipSync(Buffer.concat(modules.map((file) => readFileSync(file)))).byteLength;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist/worker';
  const bytes = workerGzipBytes(dir);
  if (bytes === null) {
    console.error(`No worker modules in ${dir}: run \`npx wrangler deploy --dry-run --outdir ${dir}\` first.`);
    process.exit(1);
  }
  const verdict = bytes <= workerGzipBudgetBytes ? 'within' : 'OVER';
  console.log(`Worker: ${(bytes / 1024).toFixed(2)} KiB gzip, ${verdict} the ${workerGzipBudgetBytes / 1024} KiB budget (${dir}).`);
  if (verdict === 'OVER') process.exit(1);
}
