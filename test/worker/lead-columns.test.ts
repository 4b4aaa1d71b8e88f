// The lead column map drives what operators read: a new entry shows up in the business's email,
// on the dashboard's lead page and in the CSV export, in map order, matched by key not label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { leadDetail } from '../../src/worker/leads/view';
import { leadsCsv } from '../../src/worker/leads/csv';
import { leadColumns, type LeadColumn } from '../../src/worker/lead-records/columns';
import type { LeadRow } from '../../src/worker/lead-records/leads';
import { businessNotification } from '../../src/worker/email/quote-emails';

// A field added the way the architecture docs say (one map entry), and the name field relabelled
// as an owner might: nothing else in the worker is told about either. The map is changed in
// place because the worker's modules read it when they run (vi.mock reaches only this file).
const columns = leadColumns as unknown as Record<string, LeadColumn>;
const nameColumn = columns.fullName!;
beforeAll(() => {
  columns.fullName = { ...nameColumn, label: 'Who is asking' };
  columns.siteAccess = { column: 'site_access', label: 'Site access', options: [{ id: 'crane', label: 'Crane on site' }] };
});
afterAll(() => {
  columns.fullName = nameColumn;
  delete columns.siteAccess;
});

const entries = () => Object.entries(leadColumns) as [string, LeadColumn][];

/** A stored lead: every mapped column holds a value of its own (an option's id for a choice). */
function storedLead(): LeadRow {
  const values = Object.fromEntries(entries().map(([field, { column, options }]) => [column, options ? options[0]!.id : `${field} value`]));
  return {
    ...values,
    id: 42,
    idempotency_key: crypto.randomUUID(),
    created_at: '2026-11-23T02:00:00.000Z',
    status: 'new',
    needs_attention: 0,
    country: 'PH',
    request_fingerprint: null,
  } as unknown as LeadRow;
}

/** What an operator should read for each entry: its label, and the option's label rather than its id. */
const shown = () => entries().map(([field, { label, options }]) => [field, label, options ? options[0]!.label : `${field} value`] as const);

describe('the lead column map', () => {
  it('includes the new entry in the test map', () => {
    expect(Object.keys(leadColumns)).toContain('siteAccess');
  });

  it('gives the business email one row per entry, in map order', async () => {
    const email = await businessNotification({
      lead: storedLead(),
      attachments: [],
      lines: [],
      business: placeholderBusiness,
      closures: [],
      from: 'quotes@stainless.example',
      replyAddress: 'quotes+Q-2026-000001@stainless.example',
      siteUrl: 'https://stainless.example',
    });
    const lines = email.text.split('\n');
    const rows = shown().map(([, label, value]) => `${label}: ${value}`);
    expect(lines.filter((line) => rows.includes(line))).toEqual(rows);
    for (const [, label, value] of shown()) expect(email.html).toContain(`>${label}</th><td style="padding:6px 0">${value}</td>`);
  });

  it('lists every entry on the dashboard except those heading the page, matched by key whatever their label', () => {
    const detail = leadDetail({
      lead: storedLead(),
      deliveries: [],
      uploads: [],
      timeline: [],
      newestEmail: undefined,
      receivedFiles: [],
      quoteLines: [],
      businessName: 'Cavite Stainless',
      quotation: null,
    });
    const headed = ['fullName', 'email', 'phone'];
    const listed = shown()
      .filter(([field]) => !headed.includes(field))
      .map(([, label, value]) => [label, value]);
    expect(detail.fields).toEqual([...listed, ['Country', 'PH']]);
    expect(detail.name).toBe('fullName value');
  });

  it('gives the CSV export one column per entry, in map order', () => {
    const [header, row] = leadsCsv([storedLead()], [])
      .split('\r\n')
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell]) => cell!.replaceAll('""', '"')));
    const start = header!.indexOf(shown()[0]![1]);
    expect(header!.slice(start, start + shown().length)).toEqual(shown().map(([, label]) => label));
    expect(row!.slice(start, start + shown().length)).toEqual(shown().map(([, , value]) => value));
  });
});
