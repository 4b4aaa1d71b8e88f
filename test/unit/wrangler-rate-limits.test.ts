// @vitest-environment node
// Retry-After tells a limited visitor how long to wait: the binding's period, which lives in
// wrangler.toml. The worker's copy of each period must agree with it.
import { describe, expect, it } from 'vitest';
// Wrangler's own reader: the config exactly as `wrangler deploy` parses it.
import { experimental_readRawConfig } from 'wrangler';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';

describe('rate limit periods', () => {
  it('match wrangler.toml for every binding, and name no other', () => {
    const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });
    const configured = Object.fromEntries((rawConfig.ratelimits ?? []).map((limit) => [limit.name, limit.simple.period]));
    expect(Object.keys(configured).length).toBeGreaterThan(0);
    expect(rateLimitPeriods).toEqual(configured);
  });
});
