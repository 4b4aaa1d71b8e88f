// The lockfile installs the same tree on every developer's platform and keeps one Sentry core
// in the worker bundle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;

/** Where Node would find `name` from the package installed at `from`, as npm laid it out. */
function resolvedPath(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it("lists every platform's optional binary (workerd, esbuild, sharp), so npm ci on a Mac or Windows gets one", () => {
    const missing = Object.entries(packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolvedPath(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('resolves @sentry/core to one copy for the worker (Lighthouse keeps its older one to itself)', () => {
    const fromWorkerSdk = [
      'node_modules/@sentry/cloudflare',
      ...Object.keys(packages['node_modules/@sentry/cloudflare']!.dependencies ?? {})
        .filter((name) => name.startsWith('@sentry/'))
        .map((name) => resolvedPath('node_modules/@sentry/cloudflare', name)!),
    ];
    const cores = new Set(fromWorkerSdk.map((path) => resolvedPath(path, '@sentry/core')));
    expect([...cores]).toEqual(['node_modules/@sentry/core']);
  });
});
