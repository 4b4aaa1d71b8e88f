// The status list lives in src/shared/lead-status.ts; the leads table checks the same values.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { leadStatuses } from '../../src/shared/lead-status';

it("is the list the leads table's CHECK constraint allows, in the dashboard's order", async () => {
  const table = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'").first<{ sql: string }>();
  const check = table!.sql.match(/status TEXT NOT NULL DEFAULT '(\w+)' CHECK \(status IN \(([^)]*)\)\)/);
  expect(check, 'the leads table has a status CHECK').not.toBeNull();
  expect(check![1]).toBe(leadStatuses[0]);
  expect([...check![2].matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(leadStatuses);
});
