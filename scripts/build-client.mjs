// Builds the browser bundle and static files into dist/public, and writes dist/manifest.json
// so the worker can link the hashed stylesheet, entry script and each page's chunks. Then builds
// the service worker (client/sw) with the list of files it keeps on the device.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildImages } from './build-images.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Built beside dist/ and swapped in at the end, so a running dev server or test never sees a half-written build.
const staging = path.join(root, `dist.building-${process.pid}`);
const outPublic = path.join(staging, 'public');
const outAssets = path.join(outPublic, 'assets');
const pageModule = /^(?:page-chunk:)?src\/ui\/pages\/([a-z-]+)\.tsx$/;

/**
 * Every chunk the client loads on demand (the pages, the quote form, the outbox's sender) first
 * imports client/page-runtime.ts: the code the entry and those chunks share then lands in one file.
 */
const onDemandChunks = {
  name: 'on-demand-chunks',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'unwrapped') return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'unwrapped',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: path.relative(root, resolved.path), namespace: 'page-chunk' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'page-chunk' }, async (args) => {
      const hasDefault = /^export default /m.test(await readFile(path.join(root, args.path), 'utf8'));
      return {
        contents: [
          "import './client/page-runtime';",
          `export * from './${args.path}';`,
          ...(hasDefault ? [`export { default } from './${args.path}';`] : []),
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      };
    });
  },
};

await mkdir(outAssets, { recursive: true });
await cp(path.join(root, 'public'), outPublic, { recursive: true });
// Before the bundle: it writes src/content/photos.json, which the pages import.
await buildImages({ root, outPublic }).catch(async (error) => {
  await rm(staging, { recursive: true, force: true });
  throw error;
});

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
  plugins: [onDemandChunks],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/** Builds, removing the half-made staging folder on failure; worker code must never be bundled. */
async function buildBrowserCode(buildOptions) {
  const built = await build(buildOptions).catch(async (error) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  const workerInputs = Object.keys(built.metafile.inputs).filter((input) => input.startsWith('src/worker/'));
  if (workerInputs.length > 0) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`worker code must not reach the browser bundle: ${workerInputs.join(', ')}`);
  }
  return built;
}

const result = await buildBrowserCode(options);
// The browser's error report (client/error-report.ts), fetched only after an error: its own build
// rather than a chunk of the one above, where it would split esbuild's helpers out of React's
// chunk and add a file to every first load.
const errorReport = await buildBrowserCode({ ...options, entryPoints: { 'error-report': 'client/error-report.ts' }, splitting: false });
// The dashboard's scripts (client/admin/), each one file at a fixed address, loaded only by the
// dashboard page that uses it (admin-unsaved.js by every page); its stylesheet; and its service
// worker, whose address fixes its scope (/admin). docs/decisions/051-dashboard-form-kit.md.
await buildBrowserCode({
  ...options,
  entryPoints: {
    admin: 'client/admin/admin.css',
    'admin-unsaved': 'client/admin/unsaved.ts',
    'admin-quotation-totals': 'client/admin/quotation-totals.ts',
    'admin-price-filter': 'client/admin/price-filter.ts',
    'admin-photos': 'client/admin/photos.ts',
    'admin-share': 'client/admin/share.ts',
    'admin-passkeys': 'client/admin/passkeys.ts',
    'admin-push': 'client/admin/push.ts',
    'admin-service-worker': 'client/sw/admin-service-worker.ts',
  },
  outdir: outPublic,
  entryNames: '[name]',
  splitting: false,
  // Classic scripts (<script src defer>, a service worker): their names stay out of the page's global scope.
  format: 'iife',
});

const outputs = { ...result.metafile.outputs, ...errorReport.metafile.outputs };
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

const manifest = { stylesheet: '', entryScript: '', entryImports: [], errorReportScript: '', pages: {} };
for (const [file, output] of Object.entries(outputs)) {
  if (file.endsWith('.map')) continue;
  if (output.entryPoint === 'client/main.tsx') {
    manifest.entryScript = publicUrl(file);
    manifest.entryImports = [...withStaticImports(file)].filter((f) => f !== file).map(publicUrl);
  } else if (output.entryPoint === 'client/error-report.ts') {
    manifest.errorReportScript = publicUrl(file);
  } else if (output.entryPoint === 'client/styles.css') {
    manifest.stylesheet = publicUrl(file);
  } else {
    const page = output.entryPoint?.match(pageModule)?.[1];
    if (page) manifest.pages[page] = [...withStaticImports(file)].map(publicUrl);
  }
}
if (!manifest.entryScript || !manifest.stylesheet) throw new Error('client build produced no entry script or stylesheet');
// Chrome's explicit compile hint, on the entry only (React's runtime is in it): every function is
// compiled while the file streams in, off the main thread, instead of one at a time on it as
// hydration first calls them. The small chunks are not worth the bytes. The file name's hash
// still names the content, since the hint never changes.
const entryFile = path.join(outPublic, manifest.entryScript);
await writeFile(entryFile, `//# allFunctionsCalledOnLoad\n${await readFile(entryFile, 'utf8')}`);
// Pages carry their stylesheet inline: no render-blocking request on the first visit (the
// hashed file stays for the offline page).
manifest.inlineCss = await readFile(path.join(outPublic, manifest.stylesheet), 'utf8');
// The customer's quotation page carries its own small stylesheet inline the same way; the file in
// public/ stays for the dashboard's preview of a quotation (its policy allows no inline style).
manifest.quotationCss = (
  await transform(await readFile(path.join(root, 'public/quotation.css'), 'utf8'), { loader: 'css', minify: true })
).code;

await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The service worker keeps every hashed file and the SVGs (illustrations, favicon: small);
// photos are kept the first time they are shown. The pages themselves come from src/shared/routes.ts.
const svgFiles = (await readdir(outPublic, { recursive: true })).filter((file) => file.endsWith('.svg'));
const precacheUrls = [
  ...Object.keys(outputs)
    .filter((file) => !file.endsWith('.map'))
    .map(publicUrl),
  ...svgFiles.map((file) => `/${file.split(path.sep).join('/')}`),
];
const versionPlaceholder = '@@CACHE_VERSION@@';
const serviceWorker = await buildBrowserCode({
  absWorkingDir: root,
  entryPoints: ['client/sw/service-worker.ts'],
  bundle: true,
  format: 'iife',
  target: options.target,
  minify: true,
  legalComments: 'none',
  metafile: true,
  write: false,
  tsconfig: 'client/sw/tsconfig.json',
  define: { PRECACHE_URLS: JSON.stringify(precacheUrls), CACHE_VERSION: JSON.stringify(versionPlaceholder) },
  logLevel: 'warning',
});
// The version is the hash of everything else in the file: new files or new code, new cache.
const serviceWorkerText = serviceWorker.outputFiles[0].text;
const cacheVersion = createHash('sha256').update(serviceWorkerText).digest('hex').slice(0, 12);
await writeFile(path.join(outPublic, 'service-worker.js'), serviceWorkerText.replace(versionPlaceholder, cacheVersion));
await rm(path.join(root, 'dist'), { recursive: true, force: true });
await rename(staging, path.join(root, 'dist'));
