// @vitest-environment node
// CI checks FEATURE_FLAGS and ANALYTICS_RETENTION_DAYS of every environment in wrangler.toml against the reader the worker
// uses, so a typo fails the build instead of quietly using a default; and refuses the retired
// BUSINESS_* vars (the owner publishes business details from the dashboard now).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnalyticsRetention } from '../../src/worker/analytics/retention-setting';
import { readFeatureFlags } from '../../src/worker/feature-flags';
import { readWranglerConfig } from './wrangler-config';

/** "env.staging: FEATURE_FLAGS.x = ... must be ..." for every var that does not fit, in every environment. */
function varProblems(configPath: string): string[] {
  const rawConfig = readWranglerConfig(configPath);
  const environments: [string, Record<string, unknown> | undefined][] = [
    ['top level', rawConfig.vars],
    ...Object.entries(rawConfig.env ?? {}).map(([name, env]): [string, Record<string, unknown> | undefined] => [`env.${name}`, env.vars]),
  ];
  return environments.flatMap(([where, vars]) => [
    ...Object.keys(vars ?? {})
      .filter((name) => name.startsWith('BUSINESS_'))
      .map((name) => `${where}: ${name} is retired: set it in the dashboard (Site facts) and publish`),
    ...[...readFeatureFlags(vars ?? {}).problems, ...readAnalyticsRetention(vars ?? {}).problems].map(
      (p) => `${where}: ${p.name} = ${JSON.stringify(p.value)} ${p.problem}`,
    ),
  ]);
}

describe('wrangler.toml vars', () => {
  it('fit the schema in every environment', () => {
    expect(varProblems('wrangler.toml')).toEqual([]);
  });

  it('would fail on a typo, naming the environment and the var', () => {
    const config = join(mkdtempSync(join(tmpdir(), 'wrangler-vars-')), 'wrangler.toml');
    writeFileSync(
      config,
      [
        'name = "typo"',
        '[vars]',
        'BUSINESS_WHATSAPP = "+63 917 000 0000"',
        '[env.staging.vars]',
        `FEATURE_FLAGS = '{"fileUpload": "no", "databaseStorage": false}'`,
        'ANALYTICS_RETENTION_DAYS = "two years"',
      ].join('\n'),
    );
    expect(varProblems(config)).toEqual([
      'top level: BUSINESS_WHATSAPP is retired: set it in the dashboard (Site facts) and publish',
      expect.stringMatching(/^env\.staging: FEATURE_FLAGS\.fileUpload = "\\"no\\"" must be true or false/),
      expect.stringMatching(/^env\.staging: FEATURE_FLAGS\.databaseStorage = "false" cannot be switched: .*lose leads/),
      'env.staging: ANALYTICS_RETENTION_DAYS = "two years" must be a whole number of days from 1 to 3660',
    ]);
  });
});
