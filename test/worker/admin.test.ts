import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '../../src/content/business';
import { leadReference } from '../../src/shared/quote-request';
import { app } from '../../src/worker/index';
import { publicAdminPaths } from '../../src/worker/dashboard/admin-auth';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import { asOperator, operator, operatorEmail, operatorPassword, postForm, signIn } from './admin-helpers';
import { leadByKey, mockSiteverify, newClientIp, origin, samplePdf, submitQuote, uploadFile, validQuote, workerEnv } from './quote-helpers';
import { inOneWindow } from './rate-limit-window';
import { workerLogs } from './worker-logs';

async function newLead(overrides = {}) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const pdf = await uploadFile(draftId, 'layout.pdf', samplePdf());
  expect((await submitQuote(validQuote({ attachments: [pdf.id], ...overrides }), draftId)).status).toBe(201);
  const lead = (await leadByKey(draftId))!;
  return { ...lead, reference: leadReference(lead.id, lead.created_at), uploadId: pdf.id };
}

/** Every dashboard route the app registers, with sample parameters filled in. */
function adminRoutes() {
  return app.routes
    .filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path) && !route.path.includes('*') && route.method !== 'ALL')
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:id(\{[^/]*\})?/, '1').replace(':uploadId', crypto.randomUUID()),
    }));
}

describe('dashboard access', () => {
  it('finds the dashboard routes to check', () => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /admin', 'GET /admin/leads', 'GET /api/admin/leads', 'POST /admin/leads/1/status']));
  });

  it('refuses an anonymous request on every dashboard route but sign-in', async () => {
    for (const route of adminRoutes().filter((r) => !publicAdminPaths.includes(r.path))) {
      // Even from the dashboard's own origin, no session means no entry.
      const response = await SELF.fetch(`${origin}${route.path}`, {
        method: route.method,
        redirect: 'manual',
        headers: { Origin: origin },
      });
      const label = `${route.method} ${route.path}`;
      if (route.path.startsWith('/api/')) {
        expect(response.status, label).toBe(401);
      } else {
        expect(response.status, label).toBe(303);
        expect(response.headers.get('location'), label).toMatch(/^\/admin\/login\?next=/);
      }
      await response.body?.cancel();
    }
  });

  it('fails closed with 503 when no sign-in method is configured', async () => {
    const unconfigured = {
      ...workerEnv,
      ADMIN_PASSWORD_HASH: undefined,
      SESSION_SECRET: undefined,
      ACCESS_TEAM_DOMAIN: '',
      ACCESS_AUD: '',
    };
    for (const path of ['/admin', '/admin/login', '/admin/leads/1', '/api/admin/leads']) {
      const response = await app.request(`${origin}${path}`, {}, unconfigured);
      expect(response.status, path).toBe(503);
      expect(await response.text(), path).toContain('admin not configured');
    }
  });

  it('fails closed when only half of Cloudflare Access is set, instead of falling back to passwords', async () => {
    for (const half of [{ ACCESS_TEAM_DOMAIN: 'https://stainless.cloudflareaccess.com' }, { ACCESS_AUD: 'aud-tag' }]) {
      const response = await app.request(`${origin}/admin/login`, {}, { ...workerEnv, ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '', ...half });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('set both ACCESS_TEAM_DOMAIN and ACCESS_AUD');
    }
  });
});

describe('password sign-in', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict session cookie and lets the operator in', async () => {
    const { response, session } = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/leads');
    const setCookie = response.headers.getSetCookie().find((header) => header.startsWith('__Host-admin_session='))!;
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');

    const overview = await asOperator(session!, '/admin');
    expect(overview.status).toBe(200);
    expect(overview.headers.get('cache-control')).toBe('no-store');
    expect(await overview.text()).toContain('<h1>Overview</h1>');
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const warnings = workerLogs('warn');
    const { response, session } = await signIn('guess');
    expect(response.status).toBe(401);
    expect(session).toBeUndefined();
    expect(await response.text()).toContain('That email and password do not match an account');
    expect(warnings()).toContain('dashboard sign-in failed');
  });

  it('limits sign-in attempts per address, answering with the sign-in page and the wait', async () => {
    const warnings = workerLogs('warn');
    const { statuses, last } = await inOneWindow(
      rateLimitPeriods.ADMIN_LOGIN_RATE_LIMIT,
      [newClientIp(), newClientIp()],
      async (address) => {
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let i = 0; i < 6; i++) {
          last = (await signIn('guess', address)).response;
          statuses.push(last.status);
        }
        return { statuses, last: last! };
      },
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last.headers.get('Retry-After')).toBe(String(rateLimitPeriods.ADMIN_LOGIN_RATE_LIMIT));
    expect(last.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await last.text();
    expect(page).toContain('Too many sign-in attempts from your connection. Please wait a minute and try again.');
    // What was typed stays, so the next try is one tap: the address and where to go after.
    expect(page).toContain(`value="${operatorEmail}"`);
    expect(page).toContain('value="/admin/leads"');
    expect(warnings()).toContain('dashboard sign-in failed');
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from another site with 403, and takes one from the dashboard without any token', async () => {
    const lead = await newLead();
    const session = await operator();
    const path = `/admin/leads/${lead.id}/status`;
    const post = (status: string, headers: Record<string, string>) =>
      asOperator(session, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ status }),
      });
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const headers of crossSite) {
      const response = await post('won', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain('did not come from the dashboard');
    }
    expect((await leadByKey(lead.idempotency_key))!.status).toBe('new');

    expect((await post('won', { Origin: origin })).status).toBe(303);
    expect((await leadByKey(lead.idempotency_key))!.status).toBe('won');
    expect((await post('lost', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect((await leadByKey(lead.idempotency_key))!.status).toBe('lost');
  });

  it('refuses a cross-site state change under /api/admin with a JSON 403', async () => {
    const session = await operator();
    const response = await asOperator(session, '/api/admin/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'status=won',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
  });

  it('refuses a sign-in form posted from another site', async () => {
    const response = await SELF.fetch(`${origin}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', 'cf-connecting-ip': newClientIp() },
      body: new URLSearchParams({ password: operatorPassword }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  // Found by test/worker/api-fuzz.test.ts: reading these bodies as a form threw, and answered 500.
  it.each([
    'application/x-www-form-urlencoded; charset=utf-16',
    'multipart/form-data; boundary=missing; x=application/x-www-form-urlencoded',
  ])('refuses a body that cannot be read as a form (%s) with 4xx, not 500', async (contentType) => {
    const warnings = workerLogs('warn');
    const session = await operator();
    const post = (path: string, headers: Record<string, string> = {}) =>
      asOperator(session, path, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Origin: origin, ...headers },
        body: 'status=won',
      });
    expect((await post('/admin/leads/1/status')).status).toBe(400);
    expect((await post('/admin/leads/1/notes')).status).toBe(400);
    expect((await post('/api/admin/leads')).status).toBe(404);
    expect((await post('/admin/login', { 'cf-connecting-ip': newClientIp() })).status).toBe(401);
    expect(warnings()).toContain('dashboard sign-in failed');
  });
});

describe('leads inbox', () => {
  it('lists, searches and filters leads', async () => {
    const lead = await newLead({ fullName: 'Corazon Aquino-Reyes', company: 'Reyes Bakeshop' });
    const session = await operator();
    const list = await (await asOperator(session, '/admin/leads')).text();
    expect(list).toContain(lead.reference);
    const byName = await (await asOperator(session, '/admin/leads?q=Aquino-Reyes')).text();
    expect(byName).toContain(lead.reference);
    const byReference = await (await asOperator(session, `/admin/leads?q=${lead.reference}`)).text();
    expect(byReference).toContain('Corazon Aquino-Reyes');
    const otherStatus = await (await asOperator(session, '/admin/leads?status=lost&q=Aquino-Reyes')).text();
    expect(otherStatus).toContain('No leads match.');
    const wildcard = await (await asOperator(session, '/admin/leads?q=%25%25')).text();
    expect(wildcard).toContain('No leads match.');
  });

  it('offers Call, SMS, WhatsApp and Viber for a mobile number, greeting the customer by the reference; only Call for a landline', async () => {
    const session = await operator();
    const mobile = await newLead({ fullName: 'Rosario Dizon', phone: '0917 123 4567' });
    const page = await (await asOperator(session, `/admin/leads/${mobile.id}`)).text();
    const links = [...page.matchAll(/<a class="button" href="([^"]+)">(Call|SMS|WhatsApp|Viber)<\/a>/g)].map(([, href, label]) => [
      label,
      href.replaceAll('&amp;', '&'),
    ]);
    const greeting = encodeURIComponent(
      `Hi Rosario, this is ${defaultSiteFacts.business.name} about your quote request ${mobile.reference}.`,
    );
    expect(links).toEqual([
      ['Call', 'tel:+639171234567'],
      ['SMS', `sms:+639171234567?body=${greeting}`],
      ['WhatsApp', `https://wa.me/639171234567?text=${greeting}`],
      ['Viber', 'viber://chat?number=%2B639171234567'],
    ]);
    const landline = await newLead({ phone: '(046) 471 2345' });
    const landlinePage = await (await asOperator(session, `/admin/leads/${landline.id}`)).text();
    expect(
      [...landlinePage.matchAll(/<a class="button" href="([^"]+)">(Call|SMS|WhatsApp|Viber)<\/a>/g)].map(([, href, label]) => [
        label,
        href,
      ]),
    ).toEqual([['Call', 'tel:+63464712345']]);
  });

  it('finds a lead by its phone number written the way people write it', async () => {
    const lead = await newLead({ fullName: 'Teodoro Bautista', phone: '+63 918 222 3344' });
    const session = await operator();
    for (const typed of ['0918 222 3344', '09182223344', '+639182223344', '+63 918-222-3344', '(0918) 222-3344', '222 3344', '0918 222']) {
      const found = await (await asOperator(session, `/admin/leads?q=${encodeURIComponent(typed)}`)).text();
      expect(found, typed).toContain(lead.reference);
    }
    const other = await (await asOperator(session, `/admin/leads?q=${encodeURIComponent('0917 999 8888')}`)).text();
    expect(other).not.toContain(lead.reference);
  });

  it('finds a lead by an item on its quote list', async () => {
    const line = { family: 'pipes', item: '2 in NPS Sch 40S (60.3 x 3.91 mm), 6 m', grade: '316L', quantity: 4, unit: 'length' } as const;
    const lead = await newLead({ fullName: 'Lorenzo Ruiz', lines: [line] });
    const session = await operator();
    const found = await (await asOperator(session, `/admin/leads?q=${encodeURIComponent('sch 40s')}`)).text();
    expect(found).toContain(lead.reference);
    const other = await (await asOperator(session, `/admin/leads?q=${encodeURIComponent('Sch 80S')}`)).text();
    expect(other).not.toContain(lead.reference);
  });

  it('shows every field escaped, the email status and the drawings, and takes notes', async () => {
    const lead = await newLead({ projectDetails: 'Sink with <script>alert(1)</script> drainboard, 1.5 m' });
    const session = await operator();
    const page = await (await asOperator(session, `/admin/leads/${lead.id}`)).text();
    expect(page).toContain('Sink with &lt;script&gt;alert(1)&lt;/script&gt; drainboard, 1.5 m');
    expect(page).not.toContain('<script>alert(1)</script>');
    for (const text of [
      lead.reference,
      'maria@santosfood.example',
      '+639171234567',
      'Tanks and vessels',
      '316 / 316L',
      'WhatsApp',
      'layout.pdf',
      'pending',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain(`href="/admin/leads/${lead.id}/attachments/${lead.uploadId}"`);

    const added = await postForm(session, `/admin/leads/${lead.id}/notes`, { body: 'Called back, site visit Tuesday <b>9am</b>' });
    expect(added.status).toBe(303);
    // Back on the lead at its timeline, which says what happened.
    expect(added.headers.get('location')).toBe(`/admin/leads/${lead.id}?done=note#done`);
    const withNote = await (await asOperator(session, added.headers.get('location')!)).text();
    expect(withNote).toContain('Called back, site visit Tuesday &lt;b&gt;9am&lt;/b&gt;');
    expect(withNote).toMatch(
      /<section class="panel" id="timeline"><h2>Timeline<\/h2><p class="notice notice--done" role="status" id="done" tabindex="-1" autofocus="">Note added/,
    );
    expect(await (await asOperator(session, `/admin/leads/${lead.id}?done=__proto__`)).text()).not.toContain('role="status">');
  });

  it('downloads a drawing through the authenticated route, streamed from R2', async () => {
    const lead = await newLead();
    const session = await operator();
    const response = await asOperator(session, `/admin/leads/${lead.id}/attachments/${lead.uploadId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="layout.pdf"; filename*=UTF-8''layout.pdf`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samplePdf());
    const other = await newLead();
    expect((await asOperator(session, `/admin/leads/${other.id}/attachments/${lead.uploadId}`)).status).toBe(404);
  });

  it('refuses an unknown status with 400', async () => {
    const lead = await newLead();
    const session = await operator();
    expect((await postForm(session, `/admin/leads/${lead.id}/status`, { status: 'archived' })).status).toBe(400);
  });

  it('exports CSV with every field, guarded against spreadsheet formulas', async () => {
    const lead = await newLead({ quantity: '=HYPERLINK("http://evil.example","click")', company: 'Quote "Co"' });
    const session = await operator();
    const response = await asOperator(session, `/admin/leads.csv?q=${lead.reference}`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = (await response.text()).split('\r\n');
    expect(header).toContain('"Reference","Received (UTC)","Status"');
    expect(row).toContain(`"${lead.reference}"`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain('"Quote ""Co"""');
    expect(end).toBe('');
  });

  it('serves the same data as JSON under /api/admin', async () => {
    const lead = await newLead();
    const session = await operator();
    const leads = (await (await asOperator(session, `/api/admin/leads?q=${lead.reference}`)).json()) as { leads: { reference: string }[] };
    expect(leads.leads.map((l) => l.reference)).toEqual([lead.reference]);
    const traffic = await asOperator(session, '/api/admin/traffic?days=30');
    expect(traffic.status).toBe(200);
    expect(((await traffic.json()) as { days: number; daily: unknown[] }).daily).toHaveLength(30);
    expect((await asOperator(session, '/api/admin/traffic?days=5')).status).toBe(400);
  });
});
