// @vitest-environment node
// The import rules of src/ and client/: no cycles (type-only imports counted), routes never
// import routes, worker code reaches a component file (.tsx under src/ui) only from a module
// that renders it (render/, or a .tsx of its own), no two folders of src/worker (or of the
// dashboard's screens) import each other, and src/shared imports nothing above it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** What a module imports or re-exports from, `import type`, `typeof import('...')` and `import './x'` included. */
function importedSpecifiers(text: string): string[] {
  const importPattern =
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** Every relative import, type-only ones (`import type`, `typeof import()`) included: a type cycle is still a tangle. */
function importGraph(...dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Each cycle once, as the chain of files that closes it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const name = (file: string) => relative(root, file);

const srcGraph = importGraph(join(root, 'src'), join(root, 'client'));
const edges = [...srcGraph].flatMap(([from, targets]) => targets.map((to) => [name(from), name(to)] as const));

describe('src/ and client/ imports', () => {
  it('form no cycle', () => {
    expect(importCycles(srcGraph).map((cycle) => cycle.map(name).join(' -> '))).toEqual([]);
  });

  it('never go from one route module to another', () => {
    const routes = (file: string) => file.startsWith('src/worker/routes/');
    expect(edges.filter(([from, to]) => routes(from) && routes(to))).toEqual([]);
  });

  it('reach component files from the worker only through modules that render them', () => {
    const component = (file: string) => file.startsWith('src/ui/') && file.endsWith('.tsx');
    const renders = (file: string) => file.startsWith('src/worker/render/') || file.endsWith('.tsx');
    expect(edges.filter(([from, to]) => from.startsWith('src/worker/') && !renders(from) && component(to))).toEqual([]);
  });

  /** Pairs of folders that import each other, a file's folder named by `folder` (none: no folder's). */
  function mutualFolders(folder: (file: string) => string | undefined) {
    const folderEdges = new Set(
      edges.flatMap(([from, to]) => {
        const [a, b] = [folder(from), folder(to)];
        return a && b && a !== b ? [`${a} -> ${b}`] : [];
      }),
    );
    return [...folderEdges]
      .flatMap((edge) => {
        const [a, b] = edge.split(' -> ');
        return a < b && folderEdges.has(`${b} -> ${a}`) ? [`${a} <-> ${b}`] : [];
      })
      .sort();
  }

  it('never go both ways between two folders of src/worker', () => {
    // Files at the root of src/worker (index.ts, app-env.ts) are no folder's.
    expect(mutualFolders((file) => /^src\/worker\/([^/]+)\//.exec(file)?.[1])).toEqual([]);
  });

  it("never go both ways between the dashboard's kit (src/ui/admin itself) and a screens folder, or between two of those", () => {
    const folder = (file: string) => (file.startsWith('src/ui/admin/') ? (/^src\/ui\/admin\/([^/]+)\//.exec(file)?.[1] ?? '.') : undefined);
    expect(mutualFolders(folder)).toEqual([]);
  });

  it('go from src/shared only to src/shared', () => {
    const upward = edges.filter(([from, to]) => from.startsWith('src/shared/') && !to.startsWith('src/shared/'));
    expect(upward.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('count type-only and side-effect imports', () => {
    const text =
      "import type { A } from './a';\nimport { type B, c } from './b';\ntype D = typeof import('./d');\nexport type { E } from './e';\nimport './f';";
    expect(importedSpecifiers(text)).toEqual(['./a', './b', './d', './e', './f']);
  });

  it('would catch a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
