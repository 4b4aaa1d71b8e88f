// @vitest-environment node
// A dashboard path is written once, in src/shared/admin-paths.ts (issue 42): pages, redirects,
// mounts and the dashboard's scripts take it from there. This fails when a string or template
// literal starting with /admin or /api/admin appears anywhere else in src/ or client/. Comment
// lines are not read; tests may write real URLs, since they check them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const home = 'src/shared/admin-paths.ts';

/** Files that must still write a literal, each with why. Only shrinks. */
const allowedLiterals: Record<string, { count: number; why: string }> = {
  'client/sw/cache-rules.ts': {
    count: 1,
    why: "the public site's service worker: admin-paths would put the dashboard's whole map in every visitor's download",
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each code line (comment lines left out) with a literal that starts a dashboard path. */
function adminLiterals(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^(\/\/|\/\*|\*)/.test(line))
    .filter((line) => /['"`](\/api)?\/admin/.test(line));
}

describe('dashboard paths', () => {
  it('finds a path literal in code and not in a comment', () => {
    expect(adminLiterals('a = \'/admin/leads\';\nb = `/api/admin/push${x}`;\nc = "/admin-share.js";')).toHaveLength(3);
    expect(adminLiterals("// a link to '/admin/leads'\n * `/admin/*` also matches /admin\nd = adminPaths.leads;")).toEqual([]);
  });

  it('are written only in src/shared/admin-paths.ts', () => {
    const found: Record<string, string[]> = {};
    for (const file of ['src', 'client'].flatMap((dir) => sourceFiles(join(root, dir)))) {
      const name = relative(root, file);
      if (name === home) continue;
      const lines = adminLiterals(readFileSync(file, 'utf8'));
      if (lines.length > 0) found[name] = lines;
    }
    const unexpected = Object.entries(found).filter(([name, lines]) => lines.length > (allowedLiterals[name]?.count ?? 0));
    expect(unexpected, `use adminPaths or adminAssets from ${home}`).toEqual([]);
    // A file that no longer needs its exception comes off the list.
    const stale = Object.entries(allowedLiterals).filter(([name, { count }]) => (found[name]?.length ?? 0) < count);
    expect(stale.map(([name]) => name)).toEqual([]);
  });
});
