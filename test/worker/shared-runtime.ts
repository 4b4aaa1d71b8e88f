// Before each file of the shared worker project: empty storage, as a runtime of its own would
// start with (the migrations stay applied), and every on-demand module loaded. After it: no site
// facts left published, since the isolate would hold them for the next file (vitest.config.ts runs
// the files that publish apart).
import { env } from 'cloudflare:test';
import { afterAll, beforeAll } from 'vitest';
import * as onDemandModules from '../../src/worker/lazy-modules';
import { currentSnapshotKey } from '../../src/worker/published-facts/published';

const bindings = env as unknown as Env;

async function emptyTables(db: D1Database) {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    )
    .all<{ name: string }>();
  // Foreign keys are checked when the batch commits, by which time every row is gone.
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = ON'), ...results.map(({ name }) => db.prepare(`DELETE FROM "${name}"`))]);
}

async function emptyBucket(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map(({ key }) => key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

await Promise.all([emptyTables(bindings.DB), emptyBucket(bindings.UPLOADS), emptyBucket(bindings.SITE_PHOTOS)]);

// A module's first import in the runtime fetches and transforms each of its files: seconds on a
// busy machine, which must not count against whichever test first needs it (a file need not know
// that sending a quotation makes a PDF). The first file in a runtime pays, under the hook's limit;
// later files find them loaded. A file in a runtime of its own still says what it uses
// (loadBeforeTests in lazy-modules.ts).
beforeAll(async () => {
  await Promise.all(Object.values(onDemandModules).map((load) => load()));
});

afterAll(async () => {
  if ((await bindings.SITE_FACTS.get(currentSnapshotKey)) !== null)
    throw new Error('This file published site facts: list it in vitest.config.ts siteFactsWriters, to run in a runtime of its own.');
});
