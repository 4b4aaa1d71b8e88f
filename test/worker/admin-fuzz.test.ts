// Property test of every dashboard route (read from the app's own route table, so a new route is
// fuzzed without being listed): a signed-in operator's same-origin requests with any path
// parameter, query parameter and form field never earn a 500. Bounded: 12 requests a route.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/worker/index';
import { asOperator, operator, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';
import { workerLogs } from './worker-logs';
import { loadPasskeys } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadPasskeys);

const runsPerRoute = 12;
const leadId = 880_001;

/** Signing out ends the session the other routes need; it takes no input anyway. */
const skipped = new Set(['POST /admin/logout']);

const dashboardRoutes = [
  ...new Map(
    app.routes
      .filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path) && !route.path.includes('*') && ['GET', 'POST'].includes(route.method))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
].filter((route) => !skipped.has(`${route.method} ${route.path}`));

const headerChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const oddValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: headerChar, maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    '{',
    '[1]',
    '[null]',
    'null',
    '{}',
    '-1',
    '1e999',
    'NaN',
    '2026-02-30',
    '9999-12-31',
    '0',
    '../..',
    '%00',
    '\u202e',
    'a'.repeat(5000),
  ),
  fc.json(),
);

/** Names the dashboard reads (query parameters and form fields), and some it does not. */
const fieldName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'done',
      'published',
      'days',
      'from',
      'to',
      'period',
      'template',
      'family',
      'preview',
      'email',
      'erased',
      'next',
      'status',
      'source',
      'campaign',
      'q',
      'page',
      'photos',
      'title',
      'year',
      'body',
      'subject',
      'note',
      'direction',
      'enabled',
      'name',
      'phone',
      'startsAt',
      'endsAt',
      'text',
      'reason',
      'confirm',
      'version',
      'grade',
      'hidden',
      'by',
      'role',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: headerChar, minLength: 1, maxLength: 12 }) },
);
const fields = fc.dictionary(fieldName, oddValue, { maxKeys: 6 });

/** A path parameter: the seeded lead, a number, or anything. */
const paramValue = fc.oneof(
  fc.constant(String(leadId)),
  fc.nat({ max: 2_000_000 }).map(String),
  fc.constantFrom('new', '0', '-1', '1e3', 'x', '%2F', '__proto__'),
  fc.string({ unit: headerChar, minLength: 1, maxLength: 20 }),
);

function concretePath(pattern: string, values: string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeURIComponent(values[index++ % values.length] ?? 'x'));
}

describe('every dashboard route, signed in, with any input', () => {
  let session: OperatorSession;
  beforeAll(async () => {
    await insertLead({ id: leadId, createdAt: '2026-11-19T06:00:00.000Z' });
    session = await operator();
  });

  it('covers the dashboard', () => {
    expect(dashboardRoutes.length).toBeGreaterThan(20);
  });

  it('refuses the inputs that answered 500 before, with a page the operator can act on', async () => {
    // D1 refuses LIKE patterns over 50 bytes: a long search is a search, not a 500.
    const longSearch = await asOperator(session, `/admin/leads?q=${encodeURIComponent(`Jacketed MIXING tanks.${'%_'.repeat(40)}`)}`);
    expect(longSearch.status).toBe(200);
    const found = await (await asOperator(session, `/admin/leads?q=${encodeURIComponent('1,000 L JACKETED mixing tanks')}`)).text();
    expect(found).toContain(`/admin/leads/${leadId}`);
    for (const done of ['__proto__', 'constructor', 'toString']) {
      expect((await asOperator(session, `/admin/site?done=${done}`)).status).toBe(200);
    }
    const project = {
      title: 'Brewery tanks',
      industry: 'Food and beverage',
      location: 'Cavite',
      year: '2025',
      gradeAndFinish: '304 2B',
      description: 'Two tanks.',
    };
    for (const photos of ['{}', '[1]', '[null]', 'null', '{']) {
      const response = await asOperator(session, '/admin/site/projects/new', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ ...project, photos }),
      });
      expect(response.status, photos).toBe(400);
      expect(await response.text()).toContain('Project not saved');
    }
  });

  it.each(dashboardRoutes)('$method $path never answers 500', async ({ method, path }) => {
    // Every refused sign-in, and every wrong current password, is logged on purpose.
    if (path === '/admin/login' || path === '/admin/account/password') workerLogs('warn');
    await fc.assert(
      fc.asyncProperty(fc.array(paramValue, { minLength: 1, maxLength: 3 }), fields, fields, async (params, query, form) => {
        const url = `${concretePath(path, params)}?${new URLSearchParams(query)}`;
        const response = await asOperator(
          session,
          url,
          method === 'POST'
            ? { method, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams(form) }
            : { method },
        );
        await response.body?.cancel();
        expect(response.status, `${method} ${url} ${JSON.stringify(form)}`).toBeLessThan(500);
      }),
      { numRuns: runsPerRoute },
    );
  });
});
