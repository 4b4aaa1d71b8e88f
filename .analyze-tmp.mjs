import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
const rewrite = { name: 'rw', setup(b) { b.onLoad({ filter: /src\/(shared|ui\/quote-form)\/.*\.tsx?$/ }, async (a) => {
  const src = (await readFile(a.path, 'utf8')).replace("import { z } from 'zod';", "import * as z from 'zod';");
  return { contents: src, loader: a.path.endsWith('x') ? 'tsx' : 'ts' }; }); } };
for (const plugins of [[], [rewrite]]) {
const r = await build({ absWorkingDir: '/work/main', entryPoints: { main: 'client/main.tsx' }, outdir: '/tmp/an', bundle: true, splitting: true, format: 'esm', jsx: 'automatic', minify: true, metafile: true, write: false, tsconfig: 'client/tsconfig.json', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error', plugins });
const out = Object.entries(r.metafile.outputs).sort((a,b)=>b[1].bytes-a[1].bytes).slice(0,3);
const zlib = await import('node:zlib');
for (const [k, v] of out) { const f = r.outputFiles.find(o => o.path.endsWith(k.split('/').pop())); console.log(k, v.bytes, 'gz', zlib.gzipSync(f.contents).length); }
}
