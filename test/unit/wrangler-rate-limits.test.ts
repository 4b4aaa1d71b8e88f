// @vitest-environment node
// Retry-After tells a limited visitor how long to wait: the binding's period, which lives in
// wrangler.toml. The worker's copy of each period must agree with it in every environment.
import { describe, expect, it } from 'vitest';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import { readWranglerConfig } from './wrangler-config';

type RateLimit = { name: string; simple: { period: number } };

describe('rate limit periods', () => {
  const rawConfig = readWranglerConfig('wrangler.toml');
  const environments: [string, RateLimit[] | undefined][] = [
    ['top level', rawConfig.ratelimits],
    ...Object.entries(rawConfig.env ?? {}).map(([name, env]): [string, RateLimit[] | undefined] => [`env.${name}`, env.ratelimits]),
  ];

  it.each(environments)('match wrangler.toml for every binding, and name no other (%s)', (_, ratelimits) => {
    const configured = Object.fromEntries((ratelimits ?? []).map((limit) => [limit.name, limit.simple.period]));
    expect(Object.keys(configured).length).toBeGreaterThan(0);
    expect(rateLimitPeriods).toEqual(configured);
  });
});
