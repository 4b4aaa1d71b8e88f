// Builds the browser bundle and static files into dist/public, and writes dist/manifest.json
// so the worker can link the hashed stylesheet, entry script and each page's chunks.
import { build } from 'esbuild';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Built beside dist/ and swapped in at the end, so a running dev server or test never sees a half-written build.
const staging = path.join(root, `dist.building-${process.pid}`);
const outPublic = path.join(staging, 'public');
const outAssets = path.join(outPublic, 'assets');
const pageModule = /^src\/ui\/pages\/([a-z-]+)\.tsx$/;

await mkdir(outAssets, { recursive: true });
await cp(path.join(root, 'public'), outPublic, { recursive: true });

const options = {
  absWorkingDir: root,
  entryPoints: { main: 'client/main.tsx', styles: 'client/styles.css' },
  outdir: outAssets,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'safari15'],
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  metafile: true,
  tsconfig: 'client/tsconfig.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

const result = await build(options).catch(async (error) => {
  await rm(staging, { recursive: true, force: true });
  throw error;
});

const workerInputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('src/worker/'));
if (workerInputs.length > 0) {
  throw new Error(`worker code must not reach the browser bundle: ${workerInputs.join(', ')}`);
}

const outputs = result.metafile.outputs;
const publicUrl = (file) => `/${path.relative(outPublic, path.join(root, file)).split(path.sep).join('/')}`;

/** A chunk and, recursively, every chunk it imports statically. */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file].imports) {
    if (imported.kind === 'import-statement') withStaticImports(imported.path, seen);
  }
  return seen;
}

const manifest = { stylesheet: '', entryScript: '', entryImports: [], pages: {} };
for (const [file, output] of Object.entries(outputs)) {
  if (file.endsWith('.map')) continue;
  if (output.entryPoint === 'client/main.tsx') {
    manifest.entryScript = publicUrl(file);
    manifest.entryImports = [...withStaticImports(file)].filter((f) => f !== file).map(publicUrl);
  } else if (output.entryPoint === 'client/styles.css') {
    manifest.stylesheet = publicUrl(file);
  } else {
    const page = output.entryPoint?.match(pageModule)?.[1];
    if (page) manifest.pages[page] = [...withStaticImports(file)].map(publicUrl);
  }
}
if (!manifest.entryScript || !manifest.stylesheet) throw new Error('client build produced no entry script or stylesheet');

await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await rm(path.join(root, 'dist'), { recursive: true, force: true });
await rename(staging, path.join(root, 'dist'));
