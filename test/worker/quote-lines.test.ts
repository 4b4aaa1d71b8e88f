// Quote-list lines on a quote request: stored with their lead, refused line by line, never
// doubled by a replay, and shown in both emails, on the dashboard and in the CSV export.
import { SELF, createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { QuoteRequestInput } from '../../src/shared/quote-request';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import worker from '../../src/worker/index';
import type { QuoteLineRow } from '../../src/worker/lead-records/leads';
import { quoteFormHrefForItem } from '../../src/ui/quote-list/quote-form-href';
import { asOperator, operator } from './admin-helpers';
import { json, mockOutbound } from './outbound';
import { leadByKey, mockSiteverify, origin, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';

type LineInput = NonNullable<QuoteRequestInput['lines']>[number];

const pipe: LineInput = {
  family: 'pipes',
  item: '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m',
  grade: '316L',
  finish: 'pickled',
  quantity: 3,
  unit: 'length',
  note: 'cut to 3 m, with mill certificate',
};
const sheet: LineInput = {
  family: 'sheets-plates',
  item: '1.5 mm, 4 x 8 ft (1219 x 2438 mm)',
  grade: '304',
  finish: '2b',
  quantity: 10,
  unit: 'sheet',
};

type StoredLine = Omit<QuoteLineRow, 'lead_id'>;

async function storedLines(draftId: string): Promise<StoredLine[]> {
  const lead = await leadByKey(draftId);
  const { results } = await env.DB.prepare(
    'SELECT position, family, item, grade, finish, quantity, unit, note FROM quote_lines WHERE lead_id = ? ORDER BY position',
  )
    .bind(lead!.id)
    .all<StoredLine>();
  return results;
}

async function send(overrides: Partial<QuoteRequestInput>, draftId = crypto.randomUUID()) {
  mockSiteverify();
  const response = await submitQuote(validQuote(overrides), draftId);
  return { response, draftId };
}

describe('quote-list lines', () => {
  it('are stored with their lead, in order, with or without drawings', async () => {
    const withoutDrawings = await send({ lines: [pipe, sheet] });
    expect(withoutDrawings.response.status).toBe(201);
    expect(await storedLines(withoutDrawings.draftId)).toEqual([
      { position: 0, family: 'pipes', item: pipe.item, grade: '316L', finish: 'pickled', quantity: 3, unit: 'length', note: pipe.note },
      { position: 1, family: 'sheets-plates', item: sheet.item, grade: '304', finish: '2b', quantity: 10, unit: 'sheet', note: null },
    ]);

    const draftId = crypto.randomUUID();
    const pdf = await uploadFile(draftId, 'cutting list.pdf', samplePdf());
    const withDrawing = await send({ lines: [{ ...sheet, quantity: 2.5, unit: 'kg', finish: undefined }], attachments: [pdf.id] }, draftId);
    expect(withDrawing.response.status).toBe(201);
    expect(await storedLines(draftId)).toEqual([expect.objectContaining({ position: 0, quantity: 2.5, unit: 'kg', finish: null })]);
    const upload = await env.DB.prepare('SELECT lead_id FROM uploads WHERE id = ?').bind(pdf.id).first<{ lead_id: number }>();
    expect(upload!.lead_id).toBe((await leadByKey(draftId))!.id);
  });

  it('let a request with lines leave the project details short; without lines they need 20 characters', async () => {
    const withLines = await send({ lines: [sheet], projectDetails: '' });
    expect(withLines.response.status).toBe(201);
    const withoutLines = await send({ projectDetails: 'Sheets please' });
    expect(withoutLines.response.status).toBe(422);
    const { error } = (await withoutLines.response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.projectDetails).toMatch(/at least 20 characters/);
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown family', { ...sheet, family: 'gold-bars' }, /family/i],
    ['an unknown grade', { ...sheet, grade: '999' }, /grade/i],
    ['an unknown finish', { ...sheet, finish: 'chrome' }, /finish/i],
    ['a quantity of 0', { ...sheet, quantity: 0 }, /above 0/],
    ['a negative quantity', { ...sheet, quantity: -4 }, /above 0/],
    ['a quantity past the limit', { ...sheet, quantity: 1_000_001 }, /at most/],
    ['a quantity as text', { ...sheet, quantity: '10' }, /above 0/],
    ['an unknown unit', { ...sheet, unit: 'tonne' }, /unit/i],
    ['no item', { ...sheet, item: '  ' }, /size or item/],
    ['an item over 160 characters', { ...sheet, item: 'x'.repeat(161) }, /160 characters/],
    ['an item with a hidden character', { ...sheet, item: 'sheet\u202Efdp.exe' }, /one line/],
    ['a note over 200 characters', { ...sheet, note: 'n'.repeat(201) }, /200 characters/],
  ])('refuse %s with 422 naming the line', async (_, badLine, message) => {
    const { response, draftId } = await send({ lines: [pipe, pipe, badLine as LineInput] });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(error.fields.lines).toMatch(/^Line 3: /);
    expect(error.fields.lines).toMatch(message);
    expect(await leadByKey(draftId)).toBeNull();
  });

  it('refuse an infinite quantity (1e999 in the JSON) naming the line', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    const body = JSON.stringify(validQuote({ lines: [{ ...sheet, quantity: 123456789 }] })).replace('123456789', '1e999');
    const response = await submitQuote(body, draftId);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: { lines: string } } }).error.fields.lines).toMatch(/^Line 1: /);
  });

  it('refuse a 51st line', async () => {
    const { response } = await send({ lines: Array.from({ length: 51 }, () => sheet) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: { lines: string } } }).error.fields.lines).toMatch(/at most 50 lines/);
  });

  it('are never doubled by a replay, and a changed list under the same key is refused', async () => {
    const draftId = crypto.randomUUID();
    const request = validQuote({ lines: [pipe, sheet] });
    mockSiteverify();
    const [first, racing] = await Promise.all([submitQuote(request, draftId), submitQuote(request, draftId)]);
    expect([first.status, racing.status].sort()).toEqual([200, 201]);
    mockSiteverify();
    const replay = await submitQuote(request, draftId);
    expect(replay.status).toBe(200);
    expect(await storedLines(draftId)).toHaveLength(2);

    mockSiteverify();
    const changed = await submitQuote(validQuote({ lines: [pipe, { ...sheet, quantity: 11 }] }), draftId);
    expect(changed.status).toBe(409);
    expect(await storedLines(draftId)).toHaveLength(2);
  });

  it('are listed, escaped, in the business email; the receipt names only quantities and catalogue words', async () => {
    const hostile: LineInput = {
      ...sheet,
      item: '<img src=x onerror=alert(1)> 1.5 mm',
      note: 'visit <a href="https://spam.example">prizes</a>',
    };
    const { response, draftId } = await send({ lines: [pipe, hostile] });
    expect(response.status).toBe(201);
    const lead = (await leadByKey(draftId))!;
    const { results } = await env.DB.prepare('SELECT id, kind FROM email_deliveries WHERE lead_id = ?')
      .bind(lead.id)
      .all<{ id: number; kind: string }>();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-lines' }) });
    const batch = createMessageBatch<DeliveryJob>(
      'deliveries',
      results.map((delivery) => ({
        id: `lines-${delivery.id}`,
        timestamp: new Date(),
        attempts: 1,
        body: { kind: 'lead-email', deliveryId: delivery.id },
      })),
    );
    await worker.queue(batch, { ...workerEnv, RESEND_API_KEY: 're_test_key_123' });
    await getQueueResult(batch, createExecutionContext());
    const emails = sent.map((request) => JSON.parse(request.body) as { to: string[]; html: string; text: string });
    const business = emails.find((email) => email.to[0] !== 'maria@santosfood.example')!;
    const receipt = emails.find((email) => email.to[0] === 'maria@santosfood.example')!;

    expect(business.text).toContain(`1. 3 lengths x ${pipe.item}, Welded and seamless pipe, 316L, Annealed and pickled (${pipe.note})`);
    expect(business.text).toContain('2. 10 sheets x <img src=x onerror=alert(1)> 1.5 mm');
    expect(business.html).toContain('&lt;img src=x onerror=alert(1)&gt; 1.5 mm');
    expect(business.html).not.toContain('<img');
    expect(business.html).not.toContain('<a href="https://spam.example"');

    expect(receipt.text).toContain('1. 3 lengths, Welded and seamless pipe, 316L, Annealed and pickled');
    expect(receipt.text).toContain('2. 10 sheets, Sheets and plates, 304, 2B (cold-rolled, matte)');
    for (const visitorWords of ['spam.example', 'onerror', pipe.note!]) {
      expect(receipt.text).not.toContain(visitorWords);
      expect(receipt.html).not.toContain(visitorWords);
    }
  });

  it('show on the dashboard lead page and as one readable column in the CSV export', async () => {
    const formulaItem: LineInput = { ...sheet, item: '=HYPERLINK("https://evil.example","x")', note: undefined };
    const { draftId } = await send({ fullName: 'Lines Tester', lines: [pipe, formulaItem] });
    const lead = (await leadByKey(draftId))!;
    const session = await operator();

    const page = await (await asOperator(session, `/admin/leads/${lead.id}`)).text();
    expect(page).toContain('<h2 id="quote-lines-heading">Quote list</h2>');
    expect(page).toMatch(
      /<td>3 lengths<\/td><td>2 in NPS Sch 10S \(60\.3 x 2\.77 mm\), 6 m<\/td><td>Welded and seamless pipe, 316L, Annealed and pickled<\/td><td>cut to 3 m, with mill certificate<\/td>/,
    );

    const csv = await (await asOperator(session, `/admin/leads.csv?q=${encodeURIComponent('Lines Tester')}`)).text();
    const [header, row] = csv
      .split('\r\n')
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell]) => cell!.replaceAll('""', '"')));
    const column = header!.indexOf('Quote list');
    expect(column).toBeGreaterThan(0);
    expect(row![column]).toBe(
      [
        `3 lengths x ${pipe.item}, Welded and seamless pipe, 316L, Annealed and pickled (${pipe.note})`,
        '10 sheets x =HYPERLINK("https://evil.example","x"), Sheets and plates, 304, 2B (cold-rolled, matte)',
      ].join('\n'),
    );
  });
});

describe('a quote-form link (the no-JavaScript "Add to quote list")', () => {
  const page = async (path: string) => (await SELF.fetch(`${origin}${path}`)).text();

  it('renders /contact with the linked item as a line of the form, quantity and unit as asked', async () => {
    const html = await page(
      quoteFormHrefForItem({ family: 'pipes', item: pipe.item, grade: '316L', finish: 'pickled', unit: 'length', quantity: 3 }),
    );
    const list = html.slice(html.indexOf('id="quote-list"'), html.indexOf('</ol>', html.indexOf('id="quote-list"')));
    expect(list).toContain(`<strong>${pipe.item}</strong>`);
    expect(list).toContain('Welded and seamless pipe, 316L, Annealed and pickled');
    expect(list).toMatch(/<label[^>]*>Quantity \(lengths\)<\/label><input[^>]*name="lines\.0\.quantity"[^>]*value="3"/);
  });

  it('ignores a link to an item the catalogue does not know', async () => {
    const html = await page(`/contact?family=gold-bars&item=${encodeURIComponent('1 kg bar')}&grade=316L&unit=piece#quote`);
    expect(html).not.toContain('1 kg bar');
    expect(html).toContain('Your quote list is empty.');
  });

  it('leaves the header badge in every page, hidden until the browser knows the list', async () => {
    expect(await page('/services')).toMatch(/<a href="\/contact#quote-list" class="quote-badge" hidden="">/);
  });
});
