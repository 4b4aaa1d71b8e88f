// The leads CSV as an operator's spreadsheet or dialler reads it: phones usable, no cell a formula.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { leadFieldLabels } from '../../src/content/quote-form';
import { leadReference } from '../../src/shared/quote-request';
import { leadColumns } from '../../src/worker/lead-records/columns';
import { asOperator, operator } from './admin-helpers';
import { leadByKey, mockSiteverify, submitQuote, validQuote } from './quote-helpers';

/** RFC 4180, every cell quoted (as the export writes it): rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, value, separator] of text.matchAll(/"((?:[^"]|"")*)"(,|\r\n)/g)) {
    rows.at(-1)!.push(value!.replaceAll('""', '"'));
    if (separator === '\r\n') rows.push([]);
  }
  expect(rows.pop()).toEqual([]);
  return rows;
}

async function exportedLeads(query: string): Promise<Record<string, string>[]> {
  const response = await asOperator(await operator(), `/admin/leads.csv?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  const [header, ...rows] = parseCsv(await response.text());
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

async function submittedLead(phone: string) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  expect((await submitQuote(validQuote({ phone }), draftId)).status).toBe(201);
  const lead = (await leadByKey(draftId))!;
  return leadReference(lead.id, lead.created_at);
}

describe('leads CSV export', () => {
  it.each([
    ['0917 123 4567', '+63 917 123 4567'],
    ['+63 2 8123 4567', '+63 2 8123 4567'],
    ['(046) 471 2345', '+63 46 471 2345'],
  ])('writes the phone %s as %s: kept as text by spreadsheets, dialled as it is', async (typed, written) => {
    const reference = await submittedLead(typed);
    const [lead] = await exportedLeads(reference);
    expect(lead!.Phone).toBe(written);
  });

  // Rows as an older version, an import or a hand edit may have stored them: every text column
  // carries the payload, so each one is checked, the phone column included.
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(1+1)', '\t=1+1', '\r=1+1', '+63 917 123 4567+HYPERLINK("http://evil.example")'])(
    'guards %j in every free-text column',
    async (payload) => {
      const marker = crypto.randomUUID();
      const text = `${payload} ${marker}`;
      const columns = [
        'idempotency_key',
        'created_at',
        ...Object.values(leadColumns).map(({ column }) => column),
        'country',
        'source',
        'campaign',
      ];
      await env.DB.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .bind(marker, new Date().toISOString(), ...columns.slice(2).map(() => text))
        .run();
      const [lead] = await exportedLeads(marker);
      const freeText = [...Object.values(leadColumns).map(({ label }) => label), leadFieldLabels.country, 'Source', 'Campaign'];
      for (const column of freeText) expect(lead![column], column).toBe(`'${text}`);
    },
  );
});
