// Every query the overview runs reads the rollup, leads, quotation and spend tables through an
// index or primary key: a year of rollups must never be scanned whole.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { periodQueries } from '../../src/worker/analytics/period';

const tables = ['analytics_days', 'analytics_daily', 'analytics_daily_campaigns', 'leads', 'quotation_versions', 'campaign_spend'];

describe('the period queries', () => {
  const queries = Object.entries(periodQueries({ from: '2025-06-01', to: '2026-05-31' }));

  it.each(queries)('%s searches by an index', async (_name, { sql, params }) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const reads = results.map((row) => row.detail).filter((detail) => tables.some((table) => new RegExp(`\\b${table}\\b`).test(detail)));
    expect(reads.length).toBeGreaterThan(0);
    for (const detail of reads) expect(detail).toMatch(/^SEARCH \w+ USING (INDEX|PRIMARY KEY|COVERING INDEX)/);
  });
});
