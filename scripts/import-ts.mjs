// Imports one of the site's TypeScript modules from a Node script: bundled by esbuild in memory,
// because Node strips types only from 22.6 on and `engines` allows Node 20.
import { build } from 'esbuild';

/** The module's exports; `file` is relative to the repository root. */
export async function importTs(file) {
  const result = await build({
    entryPoints: [new URL(`../${file}`, import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
