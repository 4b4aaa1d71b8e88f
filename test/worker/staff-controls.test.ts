// A staff account is shown only what it may use: every link and form on every dashboard page a
// staff member can reach (followed from their home page) leads somewhere their role opens.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { requiredRole } from './route-roles';
import { app } from '../../src/worker/index';
import { asOperator, cookieValue, operator, postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';

const staffPassword = 'a staff member passphrase';

async function newStaff(owner: OperatorSession): Promise<OperatorSession> {
  const email = `staff-controls-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const invited = await (await postForm(owner, '/admin/team/invitations', { name: 'Jessa Manalastas', email, role: 'staff' })).text();
  const link = /value="([^"]+)"[^>]*id="invitation-link"|id="invitation-link"[^>]*value="([^"]+)"/.exec(invited);
  const token = new URL((link![1] ?? link![2]).replace(/&amp;/g, '&')).searchParams.get('token')!;
  const accepted = await app.request(
    `${origin}/admin/invitation`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ token, password: staffPassword, confirmation: staffPassword }),
    },
    env,
  );
  expect(accepted.status).toBe(303);
  return { cookie: `__Host-admin_session=${cookieValue(accepted, '__Host-admin_session')}` };
}

/** The dashboard's own links and form targets on a page: [method, path with its query]. */
function controls(html: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [, href] of html.matchAll(/<a [^>]*href="(\/(?:api\/)?admin[^"#]*)"/g)) found.push(['GET', href.replace(/&amp;/g, '&')]);
  for (const [form] of html.matchAll(/<form [^>]*>/g)) {
    const action = /action="([^"]*)"/.exec(form)?.[1];
    if (!action?.startsWith('/admin') && !action?.startsWith('/api/admin')) continue;
    found.push([/method="post"/i.test(form) ? 'POST' : 'GET', action.replace(/&amp;/g, '&')]);
  }
  return found;
}

it('shows a staff member no link or form that leads to an owner-only page', async () => {
  const owner = await operator();
  await insertLead({ id: 870_001, createdAt: '2026-11-20T01:00:00.000Z' });
  const staff = await newStaff(owner);

  const seen = new Set<string>();
  const waiting = ['/admin/leads', '/admin/leads/870001', '/admin/settings', '/admin/account', '/admin/quotations'];
  const refused: string[] = [];
  while (waiting.length > 0 && seen.size < 60) {
    const path = waiting.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await asOperator(staff, path);
    if (!response.headers.get('Content-Type')?.includes('text/html')) continue;
    for (const [method, target] of controls(await response.text())) {
      const pathname = new URL(target, origin).pathname;
      if (requiredRole(method, pathname) !== 'staff') refused.push(`${method} ${target} (on ${path})`);
      else if (method === 'GET' && !pathname.endsWith('/logout')) waiting.push(target);
    }
  }
  expect(seen.size, 'pages followed').toBeGreaterThan(8);
  expect(refused).toEqual([]);
});
