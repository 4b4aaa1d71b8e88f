// /admin: the operators' dashboard (server-rendered forms; every change is a POST with CSRF).
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { LeadPage } from '../../ui/admin/LeadPage';
import { LeadsPage } from '../../ui/admin/LeadsPage';
import { LoginPage } from '../../ui/admin/LoginPage';
import { OverviewPage } from '../../ui/admin/OverviewPage';
import { parseReportDays, reportDays } from '../analytics/query';
import { overviewData } from '../admin/overview';
import { leadDetail, leadSummary } from '../admin/lead-views';
import { formFields } from '../admin/form-fields';
import { leadsCsv } from '../admin/leads-csv';
import { verifyPassword } from '../admin/password';
import { createSession, sessionCookie, sessionLifetimeSeconds } from '../admin/session';
import type { AppEnv } from '../app-env';
import { businessFromVars, businessSettings } from '../business-vars';
import { deliveriesForLead, deliveryStatusesForLeads, eventsForLead } from '../db/email-deliveries';
import { addLeadNote, leadStatuses, listLeads, notesForLead, updateLeadStatus, type LeadFilter } from '../db/lead-inbox';
import { leadById } from '../db/leads';
import { uploadsForLead } from '../db/uploads';
import { rateLimit } from '../middleware/rate-limit';
import { adminPage } from '../render/render-admin';

const leadListLimit = 100;

const leadFilter = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  attention: z.literal('1').optional().catch(undefined),
});

export function parseLeadFilter(query: Record<string, string>): LeadFilter {
  const parsed = leadFilter.parse(query);
  return { status: parsed.status, search: parsed.q, needsAttention: parsed.attention === '1' };
}

const leadId = z.coerce.number().int().positive();

/** Only dashboard paths: never bounce a signed-in operator to another site. */
const safeNext = (next: unknown) => (typeof next === 'string' && /^\/admin(\/[\w\-/.]*)?$/.test(next) ? next : '/admin');

export const admin = new Hono<AppEnv>();

admin.get('/login', (c) =>
  adminPage(
    c,
    <LoginPage
      businessName={businessFromVars(c.env).name}
      csrfToken={c.get('csrfToken')!}
      next={safeNext(c.req.query('next'))}
      passwordEnabled={Boolean(c.env.ADMIN_PASSWORD_HASH)}
    />,
  ),
);

admin.post('/login', rateLimit({ binding: 'ADMIN_LOGIN_RATE_LIMIT', retryAfterSeconds: 60, what: 'sign-in attempts' }), async (c) => {
  const form = await formFields(c);
  const passwordHash = c.env.ADMIN_PASSWORD_HASH;
  const password = typeof form.password === 'string' ? form.password : '';
  if (!passwordHash || !(await verifyPassword(password, passwordHash))) {
    c.get('logger').warn('dashboard sign-in failed', { ip: c.req.header('cf-connecting-ip') ? 'present' : 'absent' });
    return adminPage(
      c,
      <LoginPage
        businessName={businessFromVars(c.env).name}
        csrfToken={c.get('csrfToken')!}
        next={safeNext(form.next)}
        passwordEnabled={Boolean(passwordHash)}
        error="That password is not right. Try again, or ask the site owner to reset it."
      />,
      401,
    );
  }
  setCookie(c, sessionCookie, await createSession(passwordHash, Math.floor(Date.now() / 1000)), {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: sessionLifetimeSeconds,
  });
  return c.redirect(safeNext(form.next), 303);
});

admin.post('/logout', (c) => {
  deleteCookie(c, sessionCookie, { secure: true, path: '/' });
  return c.redirect('/admin/login', 303);
});

admin.get('/', async (c) => {
  const days = parseReportDays(c.req.query('days'), 7);
  return adminPage(
    c,
    <OverviewPage
      periods={reportDays}
      businessName={businessFromVars(c.env).name}
      operator={c.get('operator')!}
      csrfToken={c.get('csrfToken')!}
      data={await overviewData(c.env, days, new Date())}
      ignoredSettings={businessSettings(c.env).problems}
    />,
  );
});

admin.get('/leads', async (c) => {
  const filter = parseLeadFilter(c.req.query());
  const leads = await listLeads(c.env.DB, filter, leadListLimit);
  const deliveries = await deliveryStatusesForLeads(c.env.DB, leads.map((lead) => lead.id));
  const query = new URL(c.req.url).search;
  return adminPage(
    c,
    <LeadsPage
      businessName={businessFromVars(c.env).name}
      operator={c.get('operator')!}
      csrfToken={c.get('csrfToken')!}
      leads={leads.map((lead) => leadSummary(lead, deliveries.filter((d) => d.lead_id === lead.id)))}
      statuses={leadStatuses}
      filter={filter}
      exportQuery={query}
    />,
  );
});

admin.get('/leads.csv', async (c) => {
  const leads = await listLeads(c.env.DB, parseLeadFilter(c.req.query()), 10_000);
  return c.body(leadsCsv(leads), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
});

admin.get('/leads/:id', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!lead) return c.text('No lead with that number.', 404);
  const [deliveries, events, uploads, notes] = await Promise.all([
    deliveriesForLead(c.env.DB, lead.id),
    eventsForLead(c.env.DB, lead.id),
    uploadsForLead(c.env.DB, lead.id),
    notesForLead(c.env.DB, lead.id),
  ]);
  return adminPage(
    c,
    <LeadPage
      businessName={businessFromVars(c.env).name}
      operator={c.get('operator')!}
      csrfToken={c.get('csrfToken')!}
      lead={leadDetail({ lead, deliveries, events, uploads, notes })}
      statuses={leadStatuses}
    />,
  );
});

admin.post('/leads/:id/status', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const status = z.enum(leadStatuses).safeParse((await formFields(c)).status);
  if (!id.success || !status.success) return c.text('Choose one of the listed statuses.', 400);
  if (!(await updateLeadStatus(c.env.DB, id.data, status.data))) return c.text('No lead with that number.', 404);
  return c.redirect(`/admin/leads/${id.data}`, 303);
});

admin.post('/leads/:id/notes', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const body = z.string().trim().min(1).max(2000).safeParse((await formFields(c)).body);
  if (!id.success || !body.success) return c.text('A note needs 1 to 2000 characters.', 400);
  await addLeadNote(c.env.DB, id.data, c.get('operator')!, body.data);
  return c.redirect(`/admin/leads/${id.data}`, 303);
});

admin.get('/leads/:id/attachments/:uploadId', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const upload = id.success ? (await uploadsForLead(c.env.DB, id.data)).find((u) => u.id === c.req.param('uploadId')) : undefined;
  const object = upload ? await c.env.UPLOADS.get(upload.r2_key) : null;
  if (!upload || !object) return c.text('No such file on this lead.', 404);
  const fileName = upload.original_name.replace(/["\\]/g, '_');
  return c.body(object.body, 200, {
    'Content-Type': upload.content_type,
    'Content-Length': String(upload.size),
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  });
});
