// @vitest-environment node
// Issue 42, "one way out": every producer puts its jobs on DELIVERY_QUEUE through enqueue()
// (src/worker/queue/enqueue.ts), so batching and the platform's limits live in one place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

it('reaches the delivery queue only through enqueue()', () => {
  const users = sourceFiles(join(root, 'src'))
    .filter((path) => /\.DELIVERY_QUEUE\b/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
  expect(users).toEqual(['src/worker/queue/enqueue.ts']);
});
