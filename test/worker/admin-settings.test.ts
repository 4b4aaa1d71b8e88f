// The dashboard's bar holds the day's work and Settings; the pages set up once are listed on the
// Settings page, and a staff account sees only the links it may open.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker/index';
import { requiredRole } from './route-roles';
import { barLinks, settingsLinks } from '../../src/ui/admin/dashboard-pages';
import { asOperator, cookieValue, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';
import { loadAuditLog } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadAuditLog);

const staffPassword = 'a staff member passphrase';

/** A staff member, invited by the owner and signed in through the invitation's link. */
async function staffMember(owner: OperatorSession): Promise<OperatorSession> {
  const invited = await (
    await postForm(owner, '/admin/team/invitations', {
      name: 'Ramon',
      email: `ramon-${crypto.randomUUID().slice(0, 8)}@stainless.example`,
      role: 'staff',
    })
  ).text();
  const link =
    /id="invitation-link"[^>]*value="([^"]+)"/.exec(invited)?.[1] ?? /value="([^"]+)"[^>]*id="invitation-link"/.exec(invited)![1]!;
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token')!;
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

/** The links of the bar's navigation (not the phone menu's copy of it), as [href, text]. */
function barNav(html: string): [string, string][] {
  const nav = /<nav aria-label="Dashboard">(.*?)<\/nav>/s.exec(html)![1]!;
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(([, href, text]) => [href!, text!.replace(/<[^>]+>/g, '')]);
}

const listed = (html: string) =>
  [.../<ul class="settings-list[^"]*">(.*?)<\/ul>/s.exec(html)![1]!.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href);

describe('the dashboard bar and the Settings page', () => {
  it('gives the owner Overview, Leads, Quotations, Jobs, Follow-ups and Settings in the bar, and every settings page behind Settings', async () => {
    const owner = await operator();
    const leads = await (await asOperator(owner, '/admin/leads')).text();
    expect(barNav(leads)).toEqual([
      ['/admin', 'Overview'],
      ['/admin/leads', 'Leads'],
      ['/admin/quotations', 'Quotations'],
      ['/admin/jobs', 'Jobs'],
      ['/admin/follow-ups', 'Follow-ups'],
      ['/admin/settings', 'Settings'],
    ]);

    const settings = await asOperator(owner, '/admin/settings');
    expect(settings.status).toBe(200);
    const html = await settings.text();
    expect(html).toContain('<a href="/admin/settings" aria-current="page">Settings</a>');
    expect(listed(html)).toEqual(settingsLinks.map((link) => link.href));
    for (const href of listed(html)) {
      const page = await asOperator(owner, href);
      expect(page.status, href).toBe(200);
      // While a settings page is open, the bar says it is under Settings.
      expect(await page.text(), href).toContain('<a href="/admin/settings" aria-current="true">Settings</a>');
    }
  });

  it('shows staff only the links they may open: Leads, Quotations, Jobs, Follow-ups, and under Settings their notifications and account', async () => {
    const staff = await staffMember(await operator());
    const leads = await (await asOperator(staff, '/admin/leads')).text();
    expect(barNav(leads).map(([href]) => href)).toEqual([
      '/admin/leads',
      '/admin/quotations',
      '/admin/jobs',
      '/admin/follow-ups',
      '/admin/settings',
    ]);

    const settings = await asOperator(staff, '/admin/settings');
    expect(settings.status).toBe(200);
    const html = await settings.text();
    expect(listed(html)).toEqual(['/admin/notifications', '/admin/account']);
    for (const link of settingsLinks.filter((candidate) => !candidate.staff)) expect(html, link.href).not.toContain(`href="${link.href}"`);
    for (const href of listed(html)) expect((await asOperator(staff, href)).status, href).toBe(200);
  });

  it('marks as staff links exactly the pages the worker lets staff open', () => {
    for (const link of [...barLinks(true), ...settingsLinks]) {
      expect(requiredRole('GET', link.href), link.href).toBe(link.staff ? 'staff' : 'owner');
    }
  });
});
