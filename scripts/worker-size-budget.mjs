// The bundled worker's gzip budget, measured as wrangler measures "Total Upload ... gzip": the
// modules of `wrangler deploy --dry-run --outdir <dir>` that load with the worker, joined, then
// gzipped. The modules loaded on demand (generated/, src/worker/lazy-modules.ts) have a budget
// each. Run alone (CI) it fails when any is over: node scripts/worker-size-budget.mjs dist/worker
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// 350 KiB until the jobs of issue 39 (docs/decisions/047-worker-budget-400-kib.md).
export const workerGzipBudgetBytes = 400 * 1024;
/** Where wrangler puts the modules scripts/build-worker-modules.mjs bundles, and each one's gzip budget. */
const onDemandDir = 'generated';
export const onDemandGzipBudgetBytes = {
  'quotation-pdf.js': 250 * 1024,
  'mail-parser.js': 40 * 1024,
  'access-jwt.js': 16 * 1024,
  'passkeys.js': 100 * 1024,
  'send-push.js': 16 * 1024,
  'error-service-sentry.js': 80 * 1024,
  'audit-log.js': 8 * 1024,
};

function moduleFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|wasm)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const loadedOnDemand = (dir, file) => path.relative(dir, file).split(path.sep)[0] === onDemandDir;

/** The gzip size of the modules in `dir` that load with the worker, or null when there are none. */
export function workerGzipBytes(dir) {
  const modules = moduleFiles(dir).filter((file) => !loadedOnDemand(dir, file));
  if (modules.length === 0) return null;
  return gzipSync(Buffer.concat(modules.map((file) => readFileSync(file)))).byteLength;
}

/** Each module loaded on demand in `dir`: its file name and gzip size. */
export function onDemandGzipBytes(dir) {
  return Object.fromEntries(
    moduleFiles(dir)
      .filter((file) => loadedOnDemand(dir, file))
      .map((file) => [path.basename(file), gzipSync(readFileSync(file)).byteLength]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist/worker';
  const bytes = workerGzipBytes(dir);
  if (bytes === null) {
    console.error(`No worker modules in ${dir}: run \`npx wrangler deploy --dry-run --outdir ${dir}\` first.`);
    process.exit(1);
  }
  const report = (name, size, budget) => {
    const verdict = size <= budget ? 'within' : 'OVER';
    console.log(`${name}: ${(size / 1024).toFixed(2)} KiB gzip, ${verdict} the ${budget / 1024} KiB budget (${dir}).`);
    if (verdict === 'OVER') process.exitCode = 1;
  };
  report('Worker', bytes, workerGzipBudgetBytes);
  for (const [name, size] of Object.entries(onDemandGzipBytes(dir))) {
    const budget = onDemandGzipBudgetBytes[name];
    if (budget === undefined) {
      console.error(`${name} in ${dir}/${onDemandDir} has no budget: add it to onDemandGzipBudgetBytes.`);
      process.exitCode = 1;
    } else report(`${name} (loaded on demand)`, size, budget);
  }
}
