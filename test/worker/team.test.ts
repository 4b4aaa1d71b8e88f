// People and roles: invitations, the role of every dashboard route, removal, the last owner,
// and the person named on what they do.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker/index';
import { asOperator, cookieValue, operator, operatorEmail, postForm, signIn, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';

const staffPassword = 'a staff member passphrase';

/** The link shown to the owner after inviting, as the page prints it. */
async function invitationLink(owner: OperatorSession, fields: Record<string, string>) {
  const page = await postForm(owner, '/admin/team/invitations', fields);
  expect(page.status).toBe(200);
  const html = await page.text();
  const link = /id="invitation-link"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)"[^>]*id="invitation-link"/.exec(html)?.[1];
  expect(link, 'the page shows the link').toBeTruthy();
  return new URL(link!.replace(/&amp;/g, '&'));
}

function acceptInvitation(token: string, password = staffPassword) {
  return app.request(
    `${origin}/admin/invitation`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ token, password, confirmation: password }),
    },
    env,
  );
}

let staffCount = 0;

/** A new staff member, invited by the owner and signed in through their invitation. */
async function newStaff(owner: OperatorSession) {
  const email = `staff${++staffCount}-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const link = await invitationLink(owner, { name: `Staff ${staffCount}`, email, role: 'staff' });
  const accepted = await acceptInvitation(link.searchParams.get('token')!);
  expect(accepted.status).toBe(303);
  expect(accepted.headers.get('location')).toBe('/admin/leads');
  const session: OperatorSession = { cookie: `__Host-admin_session=${cookieValue(accepted, '__Host-admin_session')}` };
  const id = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(email).first<{ id: number }>())!.id;
  return { email, id, session, token: link.searchParams.get('token')! };
}

/**
 * Every dashboard route and who may use it. A route the app registers that is missing here fails
 * the test: give it a role in src/worker/admin/roles.ts (owner unless staff need it) and here.
 */
const routeRoles: Record<string, 'public' | 'staff' | 'owner'> = {
  'GET /admin/login': 'public',
  'POST /admin/login': 'public',
  'GET /admin/invitation': 'public',
  'POST /admin/invitation': 'public',
  'POST /admin/logout': 'staff',
  'GET /admin/account': 'staff',
  'POST /admin/account/name': 'staff',
  'POST /admin/account/password': 'staff',
  'POST /admin/account/sign-out-everywhere': 'staff',
  'GET /admin/leads': 'staff',
  'GET /admin/leads/new': 'staff',
  'POST /admin/leads/new': 'staff',
  'GET /admin/leads/:id': 'staff',
  'POST /admin/leads/:id/status': 'staff',
  'POST /admin/leads/:id/notes': 'staff',
  'GET /admin/leads/:id/attachments/:uploadId': 'staff',
  'POST /admin/leads/:id/inbound/:messageId/hide': 'staff',
  'GET /admin/leads/:id/inbound-attachments/:attachmentId': 'staff',
  'POST /admin/leads/:id/replies': 'staff',
  'POST /admin/leads/:id/restore': 'staff',
  'POST /admin/leads/:id/contract': 'staff',
  'GET /admin/leads/:id/erase': 'owner',
  'POST /admin/leads/:id/erase': 'owner',
  'POST /admin/leads/:id/calls': 'staff',
  'POST /admin/leads/:id/follow-up': 'staff',
  'GET /admin/leads/:id/quotation': 'staff',
  'POST /admin/leads/:id/quotation': 'staff',
  'GET /admin/leads/:id/quotation/versions/:versionId': 'staff',
  'GET /admin/leads/:id/quotation/versions/:versionId/pdf': 'staff',
  'POST /admin/leads/:id/quotation/versions/:versionId/void': 'staff',
  'GET /admin/leads/:id/quotation/versions/:versionId/po': 'staff',
  'GET /admin/quotations': 'staff',
  'GET /api/admin/leads': 'staff',
  'GET /admin/notifications': 'staff',
  'POST /api/admin/push/subscription': 'staff',
  'POST /api/admin/push/subscription/lookup': 'staff',
  'PUT /api/admin/push/subscription/events': 'staff',
  'DELETE /api/admin/push/subscription': 'staff',
  'POST /api/admin/push/test': 'staff',
  'GET /admin': 'owner',
  'GET /admin/analytics.csv': 'owner',
  'GET /admin/leads.csv': 'owner',
  'GET /admin/quotations.csv': 'owner',
  'GET /admin/price-book': 'owner',
  'POST /admin/price-book': 'owner',
  'GET /admin/reply-templates': 'owner',
  'POST /admin/reply-templates/:id': 'owner',
  'GET /admin/weekly-report': 'owner',
  'POST /admin/weekly-report': 'owner',
  'GET /admin/campaign-spend': 'owner',
  'POST /admin/campaign-spend': 'owner',
  'POST /admin/campaign-spend/remove': 'owner',
  'GET /admin/outbox': 'owner',
  'GET /admin/outbox/:id': 'owner',
  'GET /admin/outbox/:id/attachments/:index': 'owner',
  'GET /admin/privacy': 'owner',
  'GET /admin/privacy/export': 'owner',
  'GET /admin/technical': 'owner',
  'GET /admin/team': 'owner',
  'POST /admin/team/invitations': 'owner',
  'POST /admin/team/:id/role': 'owner',
  'POST /admin/team/:id/end-sessions': 'owner',
  'POST /admin/team/:id/remove': 'owner',
  'GET /admin/site': 'owner',
  'POST /admin/site/details': 'owner',
  'POST /admin/site/hours': 'owner',
  'POST /admin/site/closures': 'owner',
  'POST /admin/site/notice': 'owner',
  'POST /admin/site/notice/from-closure': 'owner',
  'POST /admin/site/availability': 'owner',
  'POST /admin/site/quotations': 'owner',
  'POST /admin/site/publish': 'owner',
  'GET /admin/site/history': 'owner',
  'GET /admin/site/:screen': 'owner',
  'POST /admin/site/revert/:version': 'owner',
  'POST /admin/site/projects/:id{[a-z0-9-]{1,40}}': 'owner',
  'POST /admin/site/projects/:id/move': 'owner',
  'GET /admin/site/projects/:id{[a-z0-9-]{1,40}}': 'owner',
  'GET /admin/site/projects/:id/delete': 'owner',
  'POST /admin/site/projects/:id/delete': 'owner',
  'GET /admin/site/projects/:id/photos/:hash/remove': 'owner',
  'POST /admin/site/projects/:id/photos/:hash/remove': 'owner',
  'GET /api/admin/traffic': 'owner',
  'POST /api/admin/site-photos': 'owner',
};

/** Every dashboard route the app registers, as `METHOD /path/:param`. */
const registeredRoutes = () => [
  ...new Set(
    app.routes
      .filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path) && !route.path.includes('*') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/\/$/, '') || '/'}`),
  ),
];

describe('roles on every dashboard route', () => {
  it('lists every route the app registers, and no other', () => {
    expect(registeredRoutes().filter((route) => !(route in routeRoles))).toEqual([]);
    expect(Object.keys(routeRoles).filter((route) => !registeredRoutes().includes(route))).toEqual([]);
  });

  it('refuses staff on every owner route with a 403 that says why, and lets them use their own', async () => {
    const owner = await operator();
    let { session: staff } = await newStaff(owner);
    for (const route of registeredRoutes()) {
      const [method, pattern] = route.split(' ');
      const path = pattern!.replace(/:[a-zA-Z]+(\{[^/]*\})?/g, '1');
      const response = await (method === 'POST'
        ? postForm(staff, path, {})
        : asOperator(staff, path, {
            method,
            headers: { Origin: origin, 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : '{}',
          }));
      const body = await response.text();
      if (routeRoles[route] === 'owner') {
        if (route === 'GET /admin') {
          // The dashboard's home is the owner's overview: staff land on the leads.
          expect(response.status, route).toBe(303);
          expect(response.headers.get('location')).toBe('/admin/leads');
        } else {
          expect(response.status, route).toBe(403);
          expect(body, route).toContain('for the owner');
        }
      } else {
        expect(response.status, route).not.toBe(403);
      }
      // Signing out ended the session the next routes need.
      if (/logout|sign-out-everywhere/.test(path)) ({ session: staff } = await newStaff(owner));
    }
  }, 60_000);

  it('shows staff a 403 page with a message and a way back, and only their pages in the menu', async () => {
    const owner = await operator();
    const { session: staff } = await newStaff(owner);
    const site = await asOperator(staff, '/admin/site');
    expect(site.status).toBe(403);
    const html = await site.text();
    expect(html).toContain('This part of the dashboard is for the owner');
    expect(html).toContain('href="/admin/leads"');
    expect(html).not.toContain('href="/admin/site"');
    const lead = await insertLead({ id: 824_002, createdAt: new Date().toISOString() });
    const leadPage = await (await asOperator(staff, `/admin/leads/${lead.id}`)).text();
    expect(leadPage).not.toContain(`/admin/leads/${lead.id}/erase`);
    expect(leadPage).toContain('An owner erases a lead when the person asks.');
    const api = await asOperator(staff, '/api/admin/traffic');
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('owner_only');
  });
});

describe('invitations', () => {
  it('lets an invited person set a password and sign in, once', async () => {
    const owner = await operator();
    const staff = await newStaff(owner);
    expect(await env.DB.prepare('SELECT role, name FROM accounts WHERE id = ?').bind(staff.id).first()).toEqual({
      role: 'staff',
      name: expect.stringMatching(/^Staff /),
    });
    // Only the token's hash is stored.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM account_invitations WHERE token_hash = ?').bind(staff.token).first()).toEqual({
      n: 0,
    });
    expect((await signIn(staffPassword, undefined, undefined, staff.email)).response.status).toBe(303);

    const reused = await acceptInvitation(staff.token, 'another passphrase here');
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain('This invitation was used already');
    const opened = await app.request(`${origin}/admin/invitation?token=${staff.token}`, {}, env);
    expect(opened.status).toBe(410);
  });

  it('refuses an expired invitation, an unknown one, and a short password', async () => {
    const owner = await operator();
    const link = await invitationLink(owner, { name: 'Late Larry', email: 'larry@stainless.example', role: 'staff' });
    const token = link.searchParams.get('token')!;
    const short = await acceptInvitation(token, 'short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 12 characters');
    await env.DB.prepare("UPDATE account_invitations SET expires_at = ? WHERE email = 'larry@stainless.example'")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const expired = await acceptInvitation(token);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This invitation has expired');
    expect(await env.DB.prepare("SELECT id FROM accounts WHERE email = 'larry@stainless.example'").first()).toBeNull();
    const unknown = await acceptInvitation('not-a-token');
    expect(unknown.status).toBe(404);
  });

  it('makes an invitation last 72 hours and refuses one for an email that has an account', async () => {
    const owner = await operator();
    await invitationLink(owner, { name: 'Rina', email: 'rina@stainless.example', role: 'owner' });
    const row = (await env.DB.prepare(
      "SELECT created_at, expires_at FROM account_invitations WHERE email = 'rina@stainless.example'",
    ).first<{
      created_at: string;
      expires_at: string;
    }>())!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(72 * 60 * 60 * 1000);
    const again = await postForm(owner, '/admin/team/invitations', { name: 'Owner', email: operatorEmail, role: 'staff' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already has an account');
    const bad = await postForm(owner, '/admin/team/invitations', { name: 'X', email: 'not an email', role: 'staff' });
    expect(bad.status).toBe(400);
    // Many dots, which the email pattern would backtrack over (100 KB is refused by the body limit first), and a name that flips its text.
    const long = await postForm(owner, '/admin/team/invitations', { name: 'X', email: `a@${'a.'.repeat(5_000)}@`, role: 'staff' });
    expect(long.status).toBe(400);
    const flipped = await postForm(owner, '/admin/team/invitations', { name: 'Ana\u202eReyes', email: 'ana@example.com', role: 'staff' });
    expect(flipped.status).toBe(400);
    expect(await flipped.text()).toContain('one line of plain text');
  });
});

describe('the team', () => {
  const signedIn = async (session: OperatorSession) => (await asOperator(session, '/admin/leads')).status === 200;

  it('ends a person’s sessions at once when they are removed, or when the owner ends them', async () => {
    const owner = await operator();
    const ended = await newStaff(owner);
    expect(await signedIn(ended.session)).toBe(true);
    expect((await postForm(owner, `/admin/team/${ended.id}/end-sessions`, {})).status).toBe(303);
    expect(await signedIn(ended.session)).toBe(false);

    const removed = await newStaff(owner);
    await env.DB.prepare(
      `INSERT INTO push_subscriptions (person, endpoint, p256dh, auth, events, created_at, updated_at)
       VALUES (?, 'https://push.example/removed-phone', 'key', 'auth', 'new-lead', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z')`,
    )
      .bind(removed.email)
      .run();
    expect((await postForm(owner, `/admin/team/${removed.id}/remove`, {})).status).toBe(303);
    // Their phone stops getting the business's leads.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE person = ?').bind(removed.email).first('n')).toBe(0);
    expect(await signedIn(removed.session)).toBe(false);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_sessions WHERE account_id = ?').bind(removed.id).first()).toEqual({
      n: 0,
    });
    expect((await signIn(staffPassword, undefined, undefined, removed.email)).response.status).toBe(401);
  });

  it('never leaves the dashboard without an owner', async () => {
    const owner = await operator();
    const ownerId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<{ id: number }>())!.id;
    const demote = await postForm(owner, `/admin/team/${ownerId}/role`, { role: 'staff' });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain('There must always be an owner');
    const remove = await postForm(owner, `/admin/team/${ownerId}/remove`, {});
    expect(remove.status).toBe(409);
    expect(await env.DB.prepare('SELECT role FROM accounts WHERE id = ?').bind(ownerId).first()).toEqual({ role: 'owner' });

    // With a second owner, one may go; the other is then the last and stays.
    const second = await newStaff(owner);
    expect((await postForm(owner, `/admin/team/${second.id}/role`, { role: 'owner' })).status).toBe(303);
    const lastOwnerRemoval = await postForm(second.session, `/admin/team/${ownerId}/role`, { role: 'staff' });
    expect(lastOwnerRemoval.status).toBe(303);
    const selfRemoval = await postForm(second.session, `/admin/team/${second.id}/remove`, {});
    expect(selfRemoval.status).toBe(409);
    // Put the test owner back as it was.
    expect((await postForm(second.session, `/admin/team/${ownerId}/role`, { role: 'owner' })).status).toBe(303);
  });
});

describe('the person on every action', () => {
  it('names the staff member on their note and status change, and reads rows from before accounts as such', async () => {
    const owner = await operator();
    const staff = await newStaff(owner);
    const lead = await insertLead({ id: 824_001, createdAt: new Date().toISOString() });
    await env.DB.prepare("INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, 'operator', 'Old note')")
      .bind(lead.id, new Date(Date.now() - 60_000).toISOString())
      .run();
    expect((await postForm(staff.session, `/admin/leads/${lead.id}/notes`, { body: 'Called back' })).status).toBe(303);
    expect((await postForm(staff.session, `/admin/leads/${lead.id}/status`, { status: 'contacted' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT actor FROM lead_events WHERE lead_id = ?').bind(lead.id).first()).toEqual({ actor: staff.email });

    // The page's text, without the markers React puts between text parts.
    const page = (await (await asOperator(owner, `/admin/leads/${lead.id}`)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain(`Note by ${staff.email}`);
    expect(page).toContain(`<strong>contacted</strong> by ${staff.email}`);
    expect(page).toContain('Note by Operator (before accounts)');
  });
});

describe('your account', () => {
  it('saves a person’s name, which the Team screen shows, and refuses an empty one', async () => {
    const owner = await operator();
    const staff = await newStaff(owner);
    expect((await postForm(staff.session, '/admin/account/name', { name: 'Jun Dela Cruz' })).status).toBe(303);
    expect(await (await asOperator(owner, '/admin/team')).text()).toContain('Jun Dela Cruz');
    const empty = await postForm(staff.session, '/admin/account/name', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write your name');
  });
});

describe('the audit by person', () => {
  it('shows one person’s site-facts changes when the owner picks them', async () => {
    const owner = await operator();
    const at = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO site_fact_audit (at, operator, action, section, detail) VALUES (?, 'operator', 'draft_saved', 'hours', 'Old change')",
      ).bind(at),
      env.DB.prepare(
        "INSERT INTO site_fact_audit (at, operator, action, section, detail) VALUES (?, 'rina@stainless.example', 'draft_saved', 'notice', 'Rina’s change')",
      ).bind(at),
    ]);
    const all = (await (await asOperator(owner, '/admin/site/history')).text()).replaceAll('<!-- -->', '');
    expect(all).toContain('Old change');
    expect(all).toContain('Rina’s change');
    expect(all).toContain('Operator (before accounts): draft saved');
    expect(all).toMatch(/<option value="rina@stainless\.example">rina@stainless\.example<\/option>/);

    const rina = await (await asOperator(owner, `/admin/site/history?by=${encodeURIComponent('rina@stainless.example')}`)).text();
    expect(rina).toContain('Rina’s change');
    expect(rina).not.toContain('Old change');
  });
});
