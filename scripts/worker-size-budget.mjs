// Fails when the bundled worker (`wrangler deploy --dry-run --outdir <dir>`) is over its gzip
// budget. Measured as wrangler measures "Total Upload ... gzip": every module joined, then gzipped.
// Usage: node scripts/worker-size-budget.mjs dist/worker
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const workerGzipBudgetKiB = 350;

const dir = process.argv[2] ?? 'dist/worker';
const modules = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(m?js|wasm)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();
if (modules.length === 0) {
  console.error(`No worker modules in ${dir}: run \`npx wrangler deploy --dry-run --outdir ${dir}\` first.`);
  process.exit(1);
}
const gzipKiB = gzipSync(Buffer.concat(modules.map((file) => readFileSync(file)))).byteLength / 1024;
const verdict = gzipKiB <= workerGzipBudgetKiB ? 'within' : 'OVER';
console.log(`Worker: ${gzipKiB.toFixed(2)} KiB gzip, ${verdict} the ${workerGzipBudgetKiB} KiB budget (${modules.length} modules in ${dir}).`);
if (verdict === 'OVER') process.exit(1);
