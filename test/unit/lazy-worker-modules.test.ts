// @vitest-environment node
// The worker's modules loaded on demand (src/worker/lazy-modules.ts) stay out of the bundle that
// loads with every request: no module reached by a static import from src/worker/index.ts imports
// one of their sources (named by src/worker/generated/*.d.ts) or the packages those sources bring.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const generatedDir = join(root, 'src/worker/generated');

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
}

/** What a module imports at run time: `import type`, `export type` and `import()` left out. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  return [...text.matchAll(statement)].flatMap((match) => (match[2] ? [] : [match[3] ?? match[4]!]));
}

/** Every source file and package the worker's entry reaches by static imports. */
function eagerGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, relative(root, file));
        continue;
      }
      const target = resolveSource(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

/** Each on-demand module's source, from the .d.ts that gives its types. */
const lazySources = readdirSync(generatedDir)
  .filter((name) => name.endsWith('.d.ts'))
  .map((name) => {
    const specifier = /from\s+['"]([^'"]+)['"]/.exec(readFileSync(join(generatedDir, name), 'utf8'))![1]!;
    return { module: name.replace(/\.d\.ts$/, '.js'), source: resolveSource(join(generatedDir, name), specifier)! };
  });

describe('the worker modules loaded on demand', () => {
  const { files, packages } = eagerGraph(join(root, 'src/worker/index.ts'));

  it('include the Web Push sender and the passkeys library', () => {
    expect(lazySources.map(({ module }) => module)).toEqual(
      expect.arrayContaining([
        'quotation-pdf.js',
        'mail-parser.js',
        'access-jwt.js',
        'send-push.js',
        'passkeys.js',
        'error-service-sentry.js',
      ]),
    );
  });

  it('find the packages those modules bring, so the check below is not empty', () => {
    const lazyPackages = lazySources.flatMap(({ source }) => runtimeImports(source).filter((specifier) => !specifier.startsWith('.')));
    expect(lazyPackages).toEqual(expect.arrayContaining(['pdf-lib', 'postal-mime', 'jose', '@sentry/cloudflare']));
  });

  it.each(lazySources)('keep $module out of the worker that loads with every request', ({ source }) => {
    expect(files.has(source), relative(root, source)).toBe(false);
    const theirPackages = runtimeImports(source).filter((specifier) => !specifier.startsWith('.'));
    for (const name of theirPackages) expect(packages.get(name), `${name} imported by ${packages.get(name)}`).toBeUndefined();
  });
});
