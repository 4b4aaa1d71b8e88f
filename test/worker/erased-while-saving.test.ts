// A lead erased (on request, or by the retention sweep) while an operator saves something on it:
// the save answers a page saying the lead was erased, never a 500, and stores nothing.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import worker from '../../src/worker/index';
import { eraseLeadData } from '../../src/worker/lead-records/erasure';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin, workerEnv } from './quote-helpers';

const erase = (leadId: number) =>
  eraseLeadData(workerEnv, leadId, { by: 'other@stainless.example', reason: 'Asked by phone', at: new Date() });

/**
 * The worker's bindings, but another operator erases the lead the moment this request has read it
 * (right after the route's `SELECT * FROM leads WHERE id = ?`): the race, made to happen every time.
 * Every query still goes to the real D1.
 */
function erasedOnceRead(leadId: number): WorkerEnv {
  const db = workerEnv.DB;
  let erased = false;
  const racingDb = new Proxy(db, {
    get(target, property) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (sql !== 'SELECT * FROM leads WHERE id = ?') return statement;
        const bind = statement.bind.bind(statement);
        statement.bind = (...values: unknown[]) => {
          const bound = bind(...values);
          if (values[0] !== leadId) return bound;
          const first = bound.first.bind(bound) as () => Promise<unknown>;
          bound.first = (async () => {
            const row = await first();
            if (!erased) {
              erased = true;
              await erase(leadId);
            }
            return row;
          }) as D1PreparedStatement['first'];
          return bound;
        };
        return statement;
      };
    },
  });
  return { ...workerEnv, DB: racingDb };
}

async function postRacing(session: OperatorSession, leadId: number, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: session.cookie, Origin: origin, ...headers },
      body,
    }),
    erasedOnceRead(leadId),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function expectErasedPage(response: Response, reference: string) {
  expect(response.status).toBe(409);
  const html = await response.text();
  expect(html).toContain('This lead was erased');
  expect(html).toContain(reference);
  expect(html).toContain('was not saved');
}

const rowsAbout = async (leadId: number) =>
  env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM leads WHERE id = ?1) + (SELECT COUNT(*) FROM lead_messages WHERE lead_id = ?1)
       + (SELECT COUNT(*) FROM quotations WHERE lead_id = ?1) + (SELECT COUNT(*) FROM lead_notes WHERE lead_id = ?1) AS n`,
  )
    .bind(leadId)
    .first<number>('n');

afterEach(() => vi.restoreAllMocks());

describe('a lead erased while an operator saves on it', () => {
  it('a reply answers the erased page, keeps no message and leaves no file in R2', async () => {
    const { id, reference } = await insertLead({ id: 830_001, createdAt: '2026-11-20T01:00:00.000Z' });
    const session = await operator();
    const form = new FormData();
    form.append('subject', `Your request ${reference}`);
    form.append('body', 'Hi Maria, our price for the two tanks follows.');
    form.append('files', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'price.pdf'));
    const encoded = new Response(form);
    const bytes = await encoded.arrayBuffer();

    const response = await postRacing(session, id, `/admin/leads/${id}/replies`, bytes, {
      'Content-Type': encoded.headers.get('content-type')!,
      'Content-Length': String(bytes.byteLength),
    });

    await expectErasedPage(response, reference);
    expect(await rowsAbout(id)).toBe(0);
    expect((await env.UPLOADS.list({ prefix: 'replies/' })).objects).toEqual([]);
  });

  it('saving a quotation draft answers the erased page and keeps no quotation', async () => {
    const { id, reference } = await insertLead({ id: 830_002, createdAt: '2026-11-20T01:00:00.000Z' });
    const session = await operator();
    const builder = await (await asOperator(session, `/admin/leads/${id}/quotation`)).text();
    const fields = new URLSearchParams({ action: 'save', discountKind: 'none' });
    for (const [tag] of builder.matchAll(/<input [^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (name && !/type="(radio|checkbox)"/.test(tag) && !fields.has(name)) fields.set(name, /value="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    for (const [, name, text] of builder.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields.set(name!, text!);
    fields.set('line-0-price', '15000');

    const response = await postRacing(session, id, `/admin/leads/${id}/quotation`, fields, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });

    await expectErasedPage(response, reference);
    expect(await rowsAbout(id)).toBe(0);
  });

  it('every save on a lead erased since its page was opened answers the erased page; an unknown number says so', async () => {
    const { id, reference } = await insertLead({ id: 830_003, createdAt: '2026-11-20T01:00:00.000Z' });
    const session = await operator();
    await erase(id);
    for (const [path, fields] of [
      ['status', { status: 'contacted' }],
      ['notes', { body: 'Called back, no answer.' }],
      ['calls', { logged: 'out', outcome: 'talked' }],
      ['follow-up', { on: '' }],
      ['contract', { hold: '1' }],
      ['restore', {}],
      ['replies', { subject: 'Your request', body: 'Our price follows.' }],
      ['quotation', { action: 'save' }],
      ['quotation/versions/1/void', { reason: 'Prices changed.' }],
      ['erase', { reason: 'Asked again by email' }],
    ] as const) {
      const response = await postForm(session, `/admin/leads/${id}/${path}`, fields);
      expect(response.status, path).toBe(409);
      expect(await response.text(), path).toContain(`${reference} was erased`);
    }
    expect(await rowsAbout(id)).toBe(0);

    const unknown = await postForm(session, '/admin/leads/830999/notes', { body: 'A note.' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('There is no lead with that number');
  });

  it('answers a visit to a lead that is not there with a dashboard page and the way back, saying whether it was erased', async () => {
    const session = await operator();
    const { id, reference } = await insertLead({ id: 830_004, createdAt: '2026-11-20T01:00:00.000Z' });
    await erase(id);
    for (const path of [`/admin/leads/${id}`, `/admin/leads/${id}/quotation`, `/admin/leads/${id}/erase`]) {
      const response = await asOperator(session, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
      const html = await response.text();
      expect(html, path).toContain(`${reference} was erased`);
      expect(html, path).not.toContain('was not saved');
      expect(html, path).toContain('class="admin-bar"');
      expect(html, path).toContain('<a href="/admin/leads">Back to the leads</a>');
    }
    for (const path of ['/admin/leads/999', '/admin/leads/0999', '/admin/leads/999/quotation']) {
      const response = await asOperator(session, path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<h1>No such lead</h1>');
      expect(html, path).toContain('<a href="/admin/leads">Back to the leads</a>');
    }
  });
});
