// The published site facts, as pages, the offline page, the manifest and emails read them: from
// KV, never D1, held in memory per isolate. A publish reaches every page within 60 s: KV serves
// a cached read for at most `kvCacheTtlSeconds` (other locations see the new value when their
// cached copy expires), and an isolate holds what it read for at most `heldForMs`.
import { defaultSiteFacts } from '../../content/business';
import { createLogger } from '../../shared/logger';
import type { PublishedSnapshot, SiteFacts } from '../../shared/site-facts';
import { storedSnapshotSchema } from './store';

export const currentSnapshotKey = 'site-facts/current';
export const snapshotKey = (version: number) => `site-facts/v/${version}`;

/** KV's shortest edge cache for a read (its minimum). */
const kvCacheTtlSeconds = 30;
const heldForMs = 30_000;

interface Held {
  snapshot: PublishedSnapshot | null;
  readAt: number;
}

// Site-wide published data (the same for every visitor), so an isolate may share it between
// requests; keyed by the binding so each deployment's namespace is held apart.
const heldByNamespace = new WeakMap<KVNamespace, Held>();

const logger = createLogger({ debug: false });

async function readSnapshot(namespace: KVNamespace): Promise<PublishedSnapshot | null> {
  try {
    const stored = await namespace.get(currentSnapshotKey, { type: 'json', cacheTtl: kvCacheTtlSeconds });
    if (stored === null) return null;
    const parsed = storedSnapshotSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    logger.error('published site facts do not fit the schema: the site shows the defaults in code', {
      issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  } catch (error) {
    logger.error('published site facts could not be read: the site shows the defaults in code', { error: String(error) });
  }
  return null;
}

/** The current published snapshot, or null before the first publish (or when KV holds nothing usable). */
async function publishedSnapshot(env: Pick<Env, 'SITE_FACTS'>): Promise<PublishedSnapshot | null> {
  const held = heldByNamespace.get(env.SITE_FACTS);
  if (held && Date.now() - held.readAt < heldForMs) return held.snapshot;
  const snapshot = await readSnapshot(env.SITE_FACTS);
  heldByNamespace.set(env.SITE_FACTS, { snapshot, readAt: Date.now() });
  return snapshot;
}

/** What the site shows now: the published facts, else the defaults in code. */
export async function siteFacts(env: Pick<Env, 'SITE_FACTS'>): Promise<SiteFacts> {
  return (await publishedSnapshot(env))?.facts ?? defaultSiteFacts;
}

/** Writes a published snapshot under its version, then makes it current; this isolate shows it at once. */
export async function storeSnapshot(env: Pick<Env, 'SITE_FACTS'>, snapshot: PublishedSnapshot): Promise<void> {
  const value = JSON.stringify(snapshot);
  await env.SITE_FACTS.put(snapshotKey(snapshot.version), value);
  await env.SITE_FACTS.put(currentSnapshotKey, value);
  heldByNamespace.set(env.SITE_FACTS, { snapshot, readAt: Date.now() });
}
