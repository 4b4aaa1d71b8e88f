// @vitest-environment node
// CI checks the BUSINESS_* vars and FEATURE_FLAGS of every environment in wrangler.toml against
// the readers the worker uses, so a typo fails the build instead of quietly using a default.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// Wrangler's own reader: the config exactly as `wrangler deploy` parses it.
import { experimental_readRawConfig } from 'wrangler';
import { readBusinessVars } from '../../src/worker/business-vars';
import { readFeatureFlags } from '../../src/worker/feature-flags';

/** "env.staging: BUSINESS_WHATSAPP must be ..." for every var that does not fit, in every environment. */
function businessVarProblems(configPath: string): string[] {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const environments: [string, Record<string, unknown> | undefined][] = [
    ['top level', rawConfig.vars],
    ...Object.entries(rawConfig.env ?? {}).map(([name, env]): [string, Record<string, unknown> | undefined] => [`env.${name}`, env.vars]),
  ];
  return environments.flatMap(([where, vars]) =>
    [...readBusinessVars(vars ?? {}).problems, ...readFeatureFlags(vars ?? {}).problems].map(
      (p) => `${where}: ${p.name} = ${JSON.stringify(p.value)} ${p.problem}`,
    ),
  );
}

describe('wrangler.toml vars', () => {
  it('fit the schema in every environment', () => {
    expect(businessVarProblems('wrangler.toml')).toEqual([]);
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
        'BUSINESS_LATITUDE = "14,43"',
        'BUSINESS_EMAIL = "sales"',
        'BUSINESS_VIBER = "viber me"',
        `FEATURE_FLAGS = '{"fileUpload": "no", "databaseStorage": false}'`,
      ].join('\n'),
    );
    expect(businessVarProblems(config)).toEqual([
      expect.stringMatching(/^env\.staging: BUSINESS_EMAIL = "sales" must be an email address/),
      expect.stringMatching(/^env\.staging: BUSINESS_VIBER = "viber me" must be an international number/),
      expect.stringMatching(/^env\.staging: BUSINESS_LATITUDE = "14,43" must be a decimal number/),
      expect.stringMatching(/^env\.staging: FEATURE_FLAGS\.fileUpload = "\\"no\\"" must be true or false/),
      expect.stringMatching(/^env\.staging: FEATURE_FLAGS\.databaseStorage = "false" cannot be switched: .*lose leads/),
    ]);
  });
});
