// People and roles: invitations, the role of every dashboard route, removal, the last owner,
// and the person named on what they do.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import { sha256Hex } from '../../src/worker/admin/session';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import { app } from '../../src/worker/index';
import { asOperator, cookieValue, operator, operatorEmail, postForm, signIn, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { newClientIp, origin, workerEnv } from './quote-helpers';
import { runJobs } from './queue-helpers';
import { workerLogs } from './worker-logs';
import { loadAuditLog, loadPasskeys } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadAuditLog, loadPasskeys);

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
 * the test: give it a role where it is declared (owner unless
 * staff need it: `staffMay`, src/worker/admin/roles.ts) and here.
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
  'POST /admin/account/passkeys/remove': 'staff',
  'POST /api/admin/passkeys/registration-options': 'staff',
  'POST /api/admin/passkeys/registration': 'staff',
  'POST /api/admin/passkeys/sign-in-options': 'public',
  'POST /api/admin/passkeys/sign-in': 'public',
  'GET /admin/leads': 'staff',
  'GET /admin/leads/new': 'staff',
  'POST /admin/leads/new': 'staff',
  'GET /admin/leads/:id{[0-9]+}': 'staff',
  'POST /admin/leads/:id{[0-9]+}/status': 'staff',
  'POST /admin/leads/:id{[0-9]+}/notes': 'staff',
  'GET /admin/leads/:id{[0-9]+}/attachments/:uploadId': 'staff',
  'POST /admin/leads/:id{[0-9]+}/inbound/:messageId/hide': 'staff',
  'GET /admin/leads/:id{[0-9]+}/inbound-attachments/:attachmentId': 'staff',
  'POST /admin/leads/:id{[0-9]+}/replies': 'staff',
  'POST /admin/leads/:id{[0-9]+}/restore': 'staff',
  'POST /admin/leads/:id{[0-9]+}/contract': 'owner',
  'GET /admin/leads/:id{[0-9]+}/erase': 'owner',
  'POST /admin/leads/:id{[0-9]+}/erase': 'owner',
  'POST /admin/leads/:id{[0-9]+}/calls': 'staff',
  'POST /admin/leads/:id{[0-9]+}/follow-up': 'staff',
  'GET /admin/leads/:id{[0-9]+}/quotation': 'staff',
  'GET /admin/leads/:id{[0-9]+}/quotation/preview.pdf': 'staff',
  'POST /admin/leads/:id{[0-9]+}/quotation': 'staff',
  'GET /admin/leads/:id{[0-9]+}/quotation/versions/:versionId': 'staff',
  'GET /admin/leads/:id{[0-9]+}/quotation/versions/:versionId/pdf': 'staff',
  'POST /admin/leads/:id{[0-9]+}/quotation/versions/:versionId/void': 'staff',
  'GET /admin/leads/:id{[0-9]+}/quotation/versions/:versionId/po': 'staff',
  'GET /admin/leads/:id{[0-9]+}/payments': 'staff',
  'GET /admin/leads/:id{[0-9]+}/payments/:paymentId/proof': 'staff',
  'POST /admin/leads/:id{[0-9]+}/payments/:paymentId/confirm': 'staff',
  'POST /admin/leads/:id{[0-9]+}/payments/:paymentId/reject': 'staff',
  'POST /admin/leads/:id{[0-9]+}/payments': 'staff',
  'GET /admin/quotations': 'staff',
  'GET /admin/follow-ups': 'staff',
  'GET /api/admin/leads': 'staff',
  'GET /admin/settings': 'staff',
  'GET /admin/notifications': 'staff',
  'POST /api/admin/push/subscription': 'staff',
  'POST /api/admin/push/subscription/lookup': 'staff',
  'PUT /api/admin/push/subscription/events': 'staff',
  'DELETE /api/admin/push/subscription': 'staff',
  'POST /api/admin/push/test': 'staff',
  // Jobs: staff move a job on, add photos and notes; dates, the kind, the stage lists and a held notice are the owner's.
  'GET /admin/jobs': 'staff',
  'GET /admin/jobs/:id{[0-9]+}': 'staff',
  'GET /admin/jobs/:id{[0-9]+}/photos/:photoId{[0-9]+}': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/stage': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/photos': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/customer-note': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/notes': 'staff',
  'GET /admin/jobs/stages': 'owner',
  'POST /admin/jobs/stages/:kind{(?:fabrication|supply)}': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/dates': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/kind': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/notices/:noticeId{[0-9]+}/send': 'owner',
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
  'POST /admin/team/invitations/cancel': 'owner',
  'POST /admin/team/:id/role': 'owner',
  'POST /admin/team/:id/end-sessions': 'owner',
  'GET /admin/team/:id/remove': 'owner',
  'POST /admin/team/:id/remove': 'owner',
  'GET /admin/team/:id/passkeys/remove': 'owner',
  'POST /admin/team/:id/passkeys/remove': 'owner',
  'GET /admin/audit': 'owner',
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
  'GET /admin/site/:screen{(?:details|hours|closures|notice|projects|availability|quotations)}': 'owner',
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
  'POST /admin/leads/:id{[0-9]+}/chat-replies': 'staff',
  'GET /admin/leads/:id{[0-9]+}/chat-attachments/:attachmentId': 'staff',
  'POST /admin/leads/:id{[0-9]+}/merge': 'owner',
  'GET /admin/chat-dev': 'owner',
  'POST /admin/chat-dev': 'owner',
  'GET /admin/jobs/:id{[0-9]+}/deliveries': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/deliveries': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/out': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/cancel': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/edit': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/delivered': 'staff',
  'GET /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/receipt': 'staff',
  'GET /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/photo': 'staff',
  'POST /admin/jobs/:id{[0-9]+}/certificates': 'owner',
  'POST /admin/jobs/:id{[0-9]+}/certificates/remove': 'owner',
  'GET /admin/certificates': 'owner',
  'POST /admin/certificates': 'owner',
  'GET /admin/certificates/:certificateId{[0-9]+}/file': 'staff',
  'POST /admin/certificates/:certificateId{[0-9]+}/delete': 'owner',
  'POST /admin/certificates/stock': 'owner',
  'POST /admin/certificates/stock/clear': 'owner',
  // Shop drawings (src/worker/jobs/drawing-routes.tsx): production work, so staff's too.
  'POST /admin/jobs/:id{[0-9]+}/drawings': 'staff',
  'GET /admin/jobs/:id{[0-9]+}/drawings/:drawingId{[0-9]+}/file': 'staff',
  'GET /admin/jobs/:id{[0-9]+}/drawings/:drawingId{[0-9]+}/markup': 'staff',
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
    // Posting the sign-in form empty, as the walk over every route does, is a refused sign-in.
    workerLogs('warn');
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
  });

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
    expect(leadPage).toContain('An owner marks a lead as part of a contract, and erases a lead when the person asks.');
    expect(leadPage).not.toContain(`/admin/leads/${lead.id}/contract`);
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

/** A phone of `email`'s that chose new-lead notifications, stored as the subscribe route stores it. */
function subscribePhone(email: string, name: string) {
  return env.DB.prepare(
    `INSERT INTO push_subscriptions (person, endpoint, p256dh, auth, events, created_at, updated_at)
     VALUES (?, ?, 'key', 'auth', 'new-lead', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z')`,
  )
    .bind(email, `https://fcm.googleapis.com/fcm/send/${name}-${crypto.randomUUID()}`)
    .run();
}

/** A second owner, invited and signed in through their invitation. */
async function newOwner(owner: OperatorSession) {
  const email = `owner-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const link = await invitationLink(owner, { name: 'Second Owner', email, role: 'owner' });
  const accepted = await acceptInvitation(link.searchParams.get('token')!);
  expect(accepted.status).toBe(303);
  const session: OperatorSession = { cookie: `__Host-admin_session=${cookieValue(accepted, '__Host-admin_session')}` };
  const id = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(email).first<{ id: number }>())!.id;
  return { email, id, session };
}

describe('the invitation by email', () => {
  const withResend: WorkerEnv = { ...workerEnv, RESEND_API_KEY: 're_test_invitations' };

  /** Invites someone and returns the link shown, the page, and the invitation job the route queued. */
  async function inviteByEmail(owner: OperatorSession, email: string) {
    const sendBatch = vi.spyOn(workerEnv.DELIVERY_QUEUE, 'sendBatch');
    const page = await postForm(owner, '/admin/team/invitations', { name: 'Mila Cruz', email, role: 'staff' });
    const html = (await page.text()).replaceAll('<!-- -->', '');
    const link = new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));
    const jobs = sendBatch.mock.calls
      .flatMap(([messages]) => [...messages].map((message) => message.body as DeliveryJob))
      .filter((job) => job.kind === 'invitation');
    sendBatch.mockRestore();
    expect(jobs).toHaveLength(1);
    return { link, html, job: jobs[0]!, tokenHash: await sha256Hex(link.searchParams.get('token')!) };
  }

  const emailRow = (tokenHash: string) =>
    env.DB.prepare(
      'SELECT email_status, email_attempts, email_error, link_seed IS NOT NULL AS has_seed FROM account_invitations WHERE token_hash = ?',
    )
      .bind(tokenHash)
      .first();

  it('emails the single-use link to the invited person once, through the queue, and still shows it to copy', async () => {
    const owner = await operator();
    const { link, html, job, tokenHash } = await inviteByEmail(owner, 'mila@stainless.example');
    expect(job).toEqual({ kind: 'invitation', tokenHash });
    expect(html).toContain('It is being emailed to mila@stainless.example');
    expect(html).toContain('mila@stainless.example (Staff), until');
    expect(html).toContain('; email queued');
    // The queued job names the row by the token's hash; the token itself is stored nowhere.
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM account_invitations WHERE link_seed = ?')
        .bind(link.searchParams.get('token'))
        .first('n'),
    ).toBe(0);

    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-invitation-1' }) });
    await runJobs([{ job, attempts: 1 }], withResend);
    // The queue may deliver a message twice: the second finds the email sent.
    await runJobs([{ job, attempts: 1 }], withResend);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.authorization).toBe('Bearer re_test_invitations');
    expect(sent[0]!.headers['idempotency-key']).toBe(`invitation-${tokenHash}`);
    const email = JSON.parse(sent[0]!.body);
    expect(Object.keys(email).sort()).toEqual(['from', 'html', 'reply_to', 'subject', 'text', 'to']);
    expect(email.from).toBe(env.EMAIL_FROM);
    expect(email.to).toEqual(['mila@stainless.example']);
    // Her answer goes to the owner who invited her.
    expect(email.reply_to).toEqual([operatorEmail]);
    expect(email.subject).toBe(`Your invitation to ${placeholderBusiness.name}'s dashboard`);
    expect(email.text).toContain(`Welcome, Mila Cruz.`);
    expect(email.text).toContain(`invited you to ${placeholderBusiness.name}'s dashboard as staff`);
    expect(email.text).toContain(`Accept the invitation to join: ${link.href}`);
    expect(email.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    // Sent: the seed the link was made from is gone, and the Team screen says so.
    expect(await emailRow(tokenHash)).toEqual({ email_status: 'sent', email_attempts: 1, email_error: null, has_seed: 0 });
    expect(await (await asOperator(owner, '/admin/team')).text()).toContain('; link emailed');

    // The emailed link is the link: it lets her in.
    const accepted = await acceptInvitation(link.searchParams.get('token')!);
    expect(accepted.status).toBe(303);
  });

  it('retries Resend’s 5xx with the runner’s backoff, and says on the Team screen why an email could not go', async () => {
    const errors = workerLogs('error');
    const owner = await operator();
    const { job, tokenHash } = await inviteByEmail(owner, 'ben@stainless.example');
    mockOutbound({ [resendEmailsUrl]: () => json({ name: 'internal_server_error', message: 'try later' }, 500) });
    const retried = await runJobs([{ job, attempts: 1 }], withResend);
    expect(retried.retryDelays).toEqual([60]);
    expect(await emailRow(tokenHash)).toEqual({
      email_status: 'pending',
      email_attempts: 1,
      email_error: 'Resend 500 internal_server_error: try later',
      has_seed: 1,
    });
    await runJobs([{ job, attempts: 6 }], withResend);
    expect(await emailRow(tokenHash)).toMatchObject({ email_status: 'failed', has_seed: 0 });

    // Without an email service the owner is told at once to send the link themselves.
    const { job: unsent, tokenHash: unsentHash } = await inviteByEmail(owner, 'cora@stainless.example');
    mockOutbound({});
    await runJobs([{ job: unsent, attempts: 1 }], { ...workerEnv, RESEND_API_KEY: '', ENVIRONMENT: 'production' });
    expect(await emailRow(unsentHash)).toMatchObject({ email_status: 'failed', email_attempts: 0, has_seed: 0 });
    const team = (await (await asOperator(owner, '/admin/team')).text()).replaceAll('<!-- -->', '');
    expect(team).toContain('cora@stainless.example (Staff), until');
    expect(team).toContain('Not emailed: email is switched off or RESEND_API_KEY is not set. Send them the link yourself.');
    expect(errors()).toContain('invitation email failed');
  });

  it('sends nothing for an invitation used before its email went', async () => {
    const owner = await operator();
    const { link, job, tokenHash } = await inviteByEmail(owner, 'dan@stainless.example');
    expect((await acceptInvitation(link.searchParams.get('token')!)).status).toBe(303);
    // Using it forgets the seed: nothing could rebuild the link any more.
    expect(await emailRow(tokenHash)).toMatchObject({ has_seed: 0 });
    const sent = mockOutbound({});
    await runJobs([{ job, attempts: 1 }], withResend);
    expect(sent).toHaveLength(0);
  });
});

describe('the team', () => {
  const signedIn = async (session: OperatorSession) => (await asOperator(session, '/admin/leads')).status === 200;

  it('ends a person’s sessions at once when they are removed, or when the owner ends them', async () => {
    const warnings = workerLogs('warn');
    const owner = await operator();
    const ended = await newStaff(owner);
    await subscribePhone(ended.email, 'ended-phone');
    expect(await signedIn(ended.session)).toBe(true);
    expect((await postForm(owner, `/admin/team/${ended.id}/end-sessions`, {})).status).toBe(303);
    expect(await signedIn(ended.session)).toBe(false);
    // A lost phone's lock screen stops showing customers' names too.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE person = ?').bind(ended.email).first('n')).toBe(0);

    const removed = await newStaff(owner);
    await subscribePhone(removed.email, 'removed-phone');
    expect((await postForm(owner, `/admin/team/${removed.id}/remove`, { confirm: 'yes' })).status).toBe(303);
    // Their phone stops getting the business's leads.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE person = ?').bind(removed.email).first('n')).toBe(0);
    expect(await signedIn(removed.session)).toBe(false);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_sessions WHERE account_id = ?').bind(removed.id).first()).toEqual({
      n: 0,
    });
    expect((await signIn(staffPassword, undefined, undefined, removed.email)).response.status).toBe(401);
    expect(warnings()).toContain('dashboard sign-in failed');
  });

  it('withdraws an invitation, and stops those of an owner who is removed or made staff', async () => {
    const owner = await operator();
    const wendy = `wendy-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
    const withdrawn = (await invitationLink(owner, { name: 'Wendy', email: wendy, role: 'staff' })).searchParams.get('token')!;
    expect(await (await asOperator(owner, '/admin/team')).text()).toContain(`aria-label="Withdraw the invitation to ${wendy}"`);
    const cancel = await postForm(owner, '/admin/team/invitations/cancel', { email: wendy });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/admin/team?done=cancelled');
    const refused = await acceptInvitation(withdrawn);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('it was withdrawn');
    expect((await postForm(owner, '/admin/team/invitations/cancel', { email: wendy })).status).toBe(404);

    // An owner who leaves cannot leave a way back in behind them.
    const removed = await newOwner(owner);
    const backdoor = (
      await invitationLink(removed.session, { name: 'Back Door', email: 'back-door@evil.example', role: 'owner' })
    ).searchParams.get('token')!;
    expect((await postForm(owner, `/admin/team/${removed.id}/remove`, { confirm: 'yes' })).status).toBe(303);
    expect((await acceptInvitation(backdoor)).status).toBe(404);

    const demoted = await newOwner(owner);
    const second = (
      await invitationLink(demoted.session, { name: 'Side Door', email: 'side-door@evil.example', role: 'owner' })
    ).searchParams.get('token')!;
    expect((await postForm(owner, `/admin/team/${demoted.id}/role`, { role: 'staff' })).status).toBe(303);
    expect((await acceptInvitation(second)).status).toBe(404);

    // Made staff between opening the link and accepting it (the role written directly): refused too.
    const raced = await newOwner(owner);
    const third = (
      await invitationLink(raced.session, { name: 'Late Door', email: 'late-door@evil.example', role: 'owner' })
    ).searchParams.get('token')!;
    await env.DB.prepare("UPDATE accounts SET role = 'staff' WHERE id = ?").bind(raced.id).run();
    const late = await acceptInvitation(third);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('it was used or withdrawn');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM accounts WHERE email LIKE '%@evil.example'").first('n')).toBe(0);
  });

  it('answers a made-up notice in the address with the page, not an error', async () => {
    const owner = await operator();
    for (const path of ['/admin/team?done=__proto__', '/admin/account?done=__proto__', '/admin/account?done=constructor']) {
      const response = await asOperator(owner, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).not.toContain('[object Object]');
    }
  });

  it('counts a wrong current password on a password change as a failed sign-in', async () => {
    const warnings = workerLogs('warn');
    const owner = await operator();
    const staff = await newStaff(owner);
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_sign_in_failures WHERE email = ?').bind(staff.email).first('n');
    const wrong = await postForm(
      staff.session,
      '/admin/account/password',
      {
        current: 'not my password',
        password: 'a brand new passphrase',
        confirmation: 'a brand new passphrase',
      },
      { 'cf-connecting-ip': newClientIp() },
    );
    expect(wrong.status).toBe(401);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_sign_in_failures WHERE email = ?').bind(staff.email).first('n')).toBe(
      Number(before) + 1,
    );
    expect(warnings()).toContain('current password wrong on a password change');
  });

  it('asks before removing someone, and offers neither removal nor a role change on the only owner', async () => {
    const owner = await operator();
    const staff = await newStaff(owner);
    const team = await (await asOperator(owner, '/admin/team')).text();
    expect(team).toContain(`<a href="/admin/team/${staff.id}/remove" class="danger-link">Remove <!-- -->`);
    expect(team).toContain('The only owner: to change this role or remove them, make someone else an owner first.');
    const ownerId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<{ id: number }>())!.id;
    expect(team).not.toContain(`/admin/team/${ownerId}/remove`);
    expect(team).not.toContain(`action="/admin/team/${ownerId}/role"`);

    const question = await asOperator(owner, `/admin/team/${staff.id}/remove`);
    expect(question.status).toBe(200);
    const page = await question.text();
    expect(page).toContain(`action="/admin/team/${staff.id}/remove"`);
    expect(page).toContain('<input type="hidden" name="confirm" value="yes"/>');
    // A post without confirm=yes (an old form, a replay) only asks again.
    const replayed = await postForm(owner, `/admin/team/${staff.id}/remove`, {});
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toContain('What they did stays in the audit.');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE id = ?').bind(staff.id).first('n')).toBe(1);
    expect((await asOperator(owner, `/admin/team/${ownerId}/remove`)).status).toBe(409);
    expect((await postForm(owner, `/admin/team/${staff.id}/remove`, { confirm: 'yes' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE id = ?').bind(staff.id).first('n')).toBe(0);
  });

  it('never leaves the dashboard without an owner', async () => {
    const owner = await operator();
    const ownerId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<{ id: number }>())!.id;
    const demote = await postForm(owner, `/admin/team/${ownerId}/role`, { role: 'staff' });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain('There must always be an owner');
    const remove = await postForm(owner, `/admin/team/${ownerId}/remove`, { confirm: 'yes' });
    expect(remove.status).toBe(409);
    expect(await env.DB.prepare('SELECT role FROM accounts WHERE id = ?').bind(ownerId).first()).toEqual({ role: 'owner' });

    // With a second owner, one may go; the other is then the last and stays.
    const second = await newStaff(owner);
    expect((await postForm(owner, `/admin/team/${second.id}/role`, { role: 'owner' })).status).toBe(303);
    const lastOwnerRemoval = await postForm(second.session, `/admin/team/${ownerId}/role`, { role: 'staff' });
    expect(lastOwnerRemoval.status).toBe(303);
    const selfRemoval = await postForm(second.session, `/admin/team/${second.id}/remove`, { confirm: 'yes' });
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

    // The page's text, without the markers React puts between text parts: the name from the invitation, not the email.
    const page = (await (await asOperator(owner, `/admin/leads/${lead.id}`)).text()).replaceAll('<!-- -->', '');
    const name = `Staff ${staff.email.slice(5, staff.email.indexOf('-'))}`;
    expect(page).toContain(`Note by ${name}`);
    expect(page).toContain(`<strong>contacted</strong> by ${name}`);
    expect(page).not.toContain(staff.email);
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
    // A line break or a character that flips the text would garble the Team screen.
    for (const name of ['Sam\u202erenwo', 'Sam\nOwner']) {
      const garbled = await postForm(staff.session, '/admin/account/name', { name });
      expect(garbled.status).toBe(400);
      expect(await garbled.text()).toContain('one line of plain text');
    }
  });
});

describe('the audit by person', () => {
  it('shows one person’s site-facts changes when the owner picks them, and rows from before accounts as such', async () => {
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
    const history = (await (await asOperator(owner, '/admin/site/history')).text()).replaceAll('<!-- -->', '');
    expect(history).toContain('Operator (before accounts): draft saved (hours): Old change');
    expect(history).toContain('href="/admin/audit"');

    const rina = (await (await asOperator(owner, `/admin/audit?by=${encodeURIComponent('rina@stainless.example')}`)).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(rina).toContain('Site facts: saved a draft (notice): Rina’s change');
    expect(rina).not.toContain('Old change');
    const before = (await (await asOperator(owner, '/admin/audit?by=operator')).text()).replaceAll('<!-- -->', '');
    expect(before).toContain('<strong>Operator (before accounts)</strong>');
    expect(before).toContain('Site facts: saved a draft (hours): Old change');
    expect(before).not.toContain('Rina’s change');
  });
});

describe('the audit of who did what', () => {
  /** The audit page's text without React's markers; its entries one line each. */
  const auditText = async (owner: OperatorSession, query: string) => {
    const response = await asOperator(owner, `/admin/audit${query}`);
    return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
  };

  it('shows one person’s actions on leads and the team with their dates, each naming the person, and nobody else’s', async () => {
    const owner = await operator();
    const staff = await newStaff(owner);
    const other = await newStaff(owner);
    const lead = await insertLead({ id: 824_003, createdAt: '2026-11-20T02:00:00.000Z' });
    expect((await postForm(staff.session, `/admin/leads/${lead.id}/notes`, { body: 'Asked for the drawing' })).status).toBe(303);
    expect((await postForm(staff.session, `/admin/leads/${lead.id}/status`, { status: 'contacted' })).status).toBe(303);
    expect((await postForm(staff.session, `/admin/leads/${lead.id}/calls`, { logged: 'out', outcome: 'talked' })).status).toBe(303);
    const at = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO lead_messages (lead_id, created_at, sender, to_address, reply_to, subject, text, updated_at)
         VALUES (?, ?, ?, 'buyer@example.com', 'quotes@stainless.example', 'Your sink table', 'Hello', ?)`,
      ).bind(lead.id, at, staff.email, at),
      env.DB.prepare(
        "INSERT INTO lead_erasures (reference, erased_at, erased_by, reason) VALUES ('Q-2026-000017', ?, ?, 'asked by the person')",
      ).bind(at, operatorEmail),
    ]);
    expect((await postForm(owner, `/admin/team/${other.id}/role`, { role: 'owner' })).status).toBe(303);
    expect((await postForm(owner, `/admin/team/${other.id}/role`, { role: 'staff' })).status).toBe(303);
    expect((await postForm(owner, `/admin/team/${other.id}/end-sessions`, {})).status).toBe(303);
    expect((await postForm(owner, `/admin/team/${other.id}/remove`, { confirm: 'yes' })).status).toBe(303);

    const theirs = await auditText(owner, `?by=${encodeURIComponent(staff.email)}`);
    expect(theirs.status).toBe(200);
    const named = `<strong>Staff ${staff.email.slice(5, staff.email.indexOf('-'))}</strong>`;
    for (const done of [
      'Added a note on <a href="/admin/leads/824003">Q-2026-824003</a>',
      'Changed the status from new to contacted on',
      'Logged a call: We called, talked on',
      'Replied: Your sink table on',
      'Accepted the invitation and joined as staff',
    ]) {
      expect(theirs.html, done).toContain(done);
    }
    // Every entry names them, with a date.
    expect(theirs.html.match(/<li class="timeline__entry">/g)).toHaveLength(5);
    expect(theirs.html.split(named).length - 1).toBe(5);
    expect(theirs.html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+" class="muted">/i);
    expect(theirs.html).not.toContain('Erased');
    expect(theirs.html).toContain(`<option value="${staff.email}" selected="">`);

    const owners = await auditText(owner, `?by=${encodeURIComponent(operatorEmail)}`);
    const otherName = `Staff ${other.email.slice(5, other.email.indexOf('-'))}`;
    for (const done of [
      `Invited ${staff.email} as staff`,
      `Changed the role of ${otherName} (removed) from staff to owner`,
      `Changed the role of ${otherName} (removed) from owner to staff`,
      `Ended the sessions of ${otherName} (removed)`,
      `Removed ${otherName} (${other.email}) from the team`,
      'Erased Q-2026-000017 (asked by the person)',
    ]) {
      expect(owners.html, done).toContain(done);
    }
    expect(owners.html).not.toContain('Added a note');
    // A removed person can still be picked: their actions stay in the audit.
    expect(owners.html).toContain(`<option value="${other.email}">`);
    expect((await auditText(owner, '')).html).toContain('Added a note');
  });

  it('pages 50 actions at a time, newest first', async () => {
    const owner = await operator();
    const lead = await insertLead({ id: 824_004, createdAt: '2026-11-20T02:00:00.000Z' });
    const busy = 'busy@stainless.example';
    await env.DB.batch(
      Array.from({ length: 60 }, (_, index) =>
        env.DB.prepare("INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, ?, 'x')").bind(
          lead.id,
          new Date(Date.UTC(2026, 10, 21, 0, index)).toISOString(),
          busy,
        ),
      ),
    );
    const first = await auditText(owner, `?by=${busy}`);
    expect(first.html.match(/<li class="timeline__entry">/g)).toHaveLength(50);
    expect(first.html.indexOf('2026-11-21T00:59')).toBeLessThan(first.html.indexOf('2026-11-21T00:10'));
    expect(first.html).not.toContain('2026-11-21T00:09');
    expect(first.html).toContain(`href="/admin/audit?by=${encodeURIComponent(busy)}&amp;page=2">Older actions</a>`);
    const second = await auditText(owner, `?by=${busy}&page=2`);
    expect(second.html.match(/<li class="timeline__entry">/g)).toHaveLength(10);
    expect(second.html).toContain('2026-11-21T00:00');
    expect(second.html).toContain('Newer actions');
    expect(second.html).not.toContain('Older actions');
  });

  it('answers a bad page or person with a 400 that says what to do, never a 500', async () => {
    const owner = await operator();
    for (const [query, message] of [
      ['?page=0', 'The page is a whole number from 1 to 9999'],
      ['?page=abc', 'The page is a whole number from 1 to 9999'],
      ['?page=99999', 'The page is a whole number from 1 to 9999'],
      [`?by=${'a'.repeat(300)}`, 'Choose a person from the list'],
      [`?by=${encodeURIComponent('ana\u202e@example.com')}`, 'Choose a person from the list'],
    ] as const) {
      const page = await auditText(owner, query);
      expect(page.status, query).toBe(400);
      expect(page.html, query).toContain(message);
    }
    const nobody = await auditText(owner, '?by=nobody%40example.com');
    expect(nobody.status).toBe(200);
    expect(nobody.html).toContain('No actions recorded yet.');
  });
});
