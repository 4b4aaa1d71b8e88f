// @vitest-environment node
// Wrangler environments inherit no vars or bindings: an [env.*] block that forgets one deploys a
// worker without it, and one that copies a resource name writes staging's test data into
// production's. These rules hold for every environment in wrangler.toml.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Unstable_RawEnvironment as RawEnvironment } from 'wrangler';
import { appEnvironment } from '../../src/shared/release';
import { datasetFor } from '../../src/worker/analytics/columns';
import { readWranglerConfig } from './wrangler-config';

/** What a worker reads (binding and var names) and which account resources it writes to. */
function shape(env: RawEnvironment) {
  const bindings = [
    ...Object.keys(env.vars ?? {}).map((name) => `var ${name}`),
    ...(env.d1_databases ?? []).map((db) => `d1 ${db.binding}`),
    ...(env.r2_buckets ?? []).map((bucket) => `r2 ${bucket.binding}`),
    ...(env.kv_namespaces ?? []).map((kv) => `kv ${kv.binding}`),
    ...(env.queues?.producers ?? []).map((queue) => `queue ${queue.binding}`),
    ...(env.analytics_engine_datasets ?? []).map((dataset) => `analytics ${dataset.binding}`),
    ...(env.ratelimits ?? []).map((limit) => `rate limit ${limit.name}`),
  ].sort();
  const resources = [
    ...(env.d1_databases ?? []).map((db) => `d1 ${db.database_name}`),
    ...(env.r2_buckets ?? []).map((bucket) => `r2 ${bucket.bucket_name}`),
    ...(env.kv_namespaces ?? []).map((kv) => `kv ${kv.id}`),
    ...[...new Set([...(env.queues?.producers ?? []), ...(env.queues?.consumers ?? [])].map((queue) => queue.queue))].map(
      (queue) => `queue ${queue}`,
    ),
    ...(env.analytics_engine_datasets ?? []).map((dataset) => `analytics ${dataset.dataset}`),
    ...(env.ratelimits ?? []).map((limit) => `rate limit namespace ${limit.namespace_id}`),
    `site ${String(env.vars?.SITE_URL)}`,
  ];
  const consumed: (string | undefined)[] = (env.queues?.consumers ?? []).map((consumer) => consumer.queue);
  const produced = (env.queues?.producers ?? []).map((producer) => producer.queue);
  const dataset = env.analytics_engine_datasets?.find((entry) => entry.binding === 'ANALYTICS')?.dataset;
  return {
    bindings,
    resources,
    consumesOwnQueues: produced.every((queue) => consumed.includes(queue)),
    environment: env.vars?.ENVIRONMENT,
    dataset,
  };
}

/** Every broken rule, named by environment; empty when the config is sound. */
function environmentProblems(configPath: string): string[] {
  const rawConfig = readWranglerConfig(configPath);
  const top = shape(rawConfig);
  const problems: string[] = [];
  if (top.environment !== 'production')
    problems.push(`top level: ENVIRONMENT must be "production", not ${JSON.stringify(top.environment)}`);
  // The dashboard's SQL API queries read the dataset columns.ts names for the environment.
  const readsOwnDataset = (shaped: ReturnType<typeof shape>, where: string) => {
    const expected = datasetFor(appEnvironment(String(shaped.environment)));
    if (shaped.dataset !== undefined && shaped.dataset !== expected)
      problems.push(
        `${where}: ANALYTICS must write dataset "${expected}" (src/worker/analytics/columns.ts), not ${JSON.stringify(shaped.dataset)}`,
      );
  };
  readsOwnDataset(top, 'top level');
  const owners = new Map(top.resources.map((resource) => [resource, 'top level']));
  for (const [name, env] of Object.entries(rawConfig.env ?? {})) {
    const own = shape(env);
    const where = `env.${name}`;
    for (const missing of top.bindings.filter((binding) => !own.bindings.includes(binding))) problems.push(`${where}: lacks ${missing}`);
    for (const extra of own.bindings.filter((binding) => !top.bindings.includes(binding)))
      problems.push(`${where}: has ${extra}, the top level does not`);
    if (typeof own.environment !== 'string' || appEnvironment(own.environment) !== own.environment || own.environment === 'development') {
      problems.push(`${where}: ENVIRONMENT must be "production" or "staging", not ${JSON.stringify(own.environment)}`);
    }
    readsOwnDataset(own, where);
    if (!own.consumesOwnQueues) problems.push(`${where}: must consume the queues it produces to`);
    for (const resource of own.resources) {
      if (owners.has(resource)) problems.push(`${where}: shares ${resource} with ${owners.get(resource)}`);
      else owners.set(resource, where);
    }
  }
  return problems;
}

describe('wrangler.toml environments', () => {
  it('each declare every binding and var, on resources of their own', () => {
    const rawConfig = readWranglerConfig('wrangler.toml');
    expect(Object.keys(rawConfig.env ?? {})).toContain('staging');
    expect(environmentProblems('wrangler.toml')).toEqual([]);
  });

  it('would name a forgotten binding, a shared resource, an unknown ENVIRONMENT and a dataset the dashboard does not read', () => {
    const config = join(mkdtempSync(join(tmpdir(), 'wrangler-environments-')), 'wrangler.toml');
    writeFileSync(
      config,
      [
        'name = "copy"',
        '[vars]',
        'ENVIRONMENT = "production"',
        'SITE_URL = "https://www.example.com"',
        '[[r2_buckets]]',
        'binding = "UPLOADS"',
        'bucket_name = "uploads"',
        '[[analytics_engine_datasets]]',
        'binding = "ANALYTICS"',
        'dataset = "events"',
        '[env.staging.vars]',
        'ENVIRONMENT = "stage"',
        'SITE_URL = "https://staging.example.com"',
        '[[env.staging.r2_buckets]]',
        'binding = "UPLOADS"',
        'bucket_name = "uploads"',
      ].join('\n'),
    );
    expect(environmentProblems(config)).toEqual([
      'top level: ANALYTICS must write dataset "cavite_stainless_events" (src/worker/analytics/columns.ts), not "events"',
      'env.staging: lacks analytics ANALYTICS',
      'env.staging: ENVIRONMENT must be "production" or "staging", not "stage"',
      'env.staging: shares r2 uploads with top level',
    ]);
  });
});
