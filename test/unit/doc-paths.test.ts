// @vitest-environment node
// Every repository path README.md and docs/ cite exists: a doc that names a moved or deleted file
// fails here, naming the doc and the path. A path is a string that starts with one of the
// repository's top-level folders (`src/worker/index.ts`, docs/speed.md, `test/e2e/`), in
// backticks, in a link or in prose; globs and placeholders (`*`, `<n>`, `{ts,tsx}`) are skipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const topLevelFolders = ['src', 'client', 'test', 'scripts', 'migrations', 'docs', 'public', 'photos', 'bench', '.github', '.ci'];

/** Made by a run and ignored by git, so absent from a fresh clone. */
const madeByRuns = ['test/e2e/artifacts/'];

/** A top-level folder, then path characters; not inside a URL or a longer path (nothing path-like before it). */
const pathPattern = new RegExp(
  `(?<![\\w./@-])(?:${topLevelFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./*<>{}@-]*`,
  'g',
);

/** The repository paths a doc's text cites, each once. */
function citedPaths(text: string): string[] {
  const paths = [...text.matchAll(pathPattern)]
    .map(([match]) => match.replace(/\.+$/, ''))
    .filter((path) => !/[*<>{}]/.test(path) && !path.includes('..'));
  return [...new Set(paths)];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const docs = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

describe('paths cited in the docs', () => {
  it('all exist', () => {
    const missing = docs.flatMap((doc) =>
      citedPaths(readFileSync(doc, 'utf8'))
        .filter((path) => !madeByRuns.includes(path) && !existsSync(join(root, path)))
        .map((path) => `${relative(root, doc)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found in backticks, links and prose, but not in URLs, globs or placeholders', () => {
    const text = [
      'See `src/worker/index.ts`, [the notes](docs/speed.md) and test/e2e/site.test.ts.',
      'Not https://example.com/src/worker/x.ts, not `test/worker/**/*.test.ts`, not `site-facts/v/<n>`,',
      'not /admin/site nor subsrc/x.ts; a folder at the end of a sentence: scripts/.',
    ].join('\n');
    expect(citedPaths(text)).toEqual(['src/worker/index.ts', 'docs/speed.md', 'test/e2e/site.test.ts', 'scripts/']);
  });
});
