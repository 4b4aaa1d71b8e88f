// Writes src/content/catalogue/weights/<family>.json: each size table's theoretical weights,
// worked out with the calculator's formulas (src/content/catalogue/weights.ts). Run after
// changing a table's sizes, a density or a formula; test/unit/catalogue-weights.test.ts checks it.
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/content/catalogue/weights');

const bundled = await build({
  stdin: {
    contents:
      "export { catalogueFamilies } from './src/content/catalogue/all-families';\nexport { familyWeights } from './src/content/catalogue/weights';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { catalogueFamilies, familyWeights } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

await mkdir(outDir, { recursive: true });
for (const family of catalogueFamilies) {
  const file = path.join(outDir, `${family.id}.json`);
  await writeFile(file, await format(JSON.stringify(familyWeights(family)), { ...(await resolveConfig(file)), filepath: file }));
}
console.log(`Wrote ${catalogueFamilies.length} families' weights to ${path.relative(root, outDir)}`);
