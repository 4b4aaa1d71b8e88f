// /api/admin: the dashboard's data as JSON, for scripts and integrations; same sign-in as /admin.
import { Hono } from 'hono';
import { choosePeriod } from '../analytics/date-range';
import { analyticsRetention } from '../analytics/retention-setting';
import { overviewData } from './overview';
import { parseLeadFilter } from '../leads/filter';
import { leadListRow } from '../leads/view';
import type { AppEnv } from '../app-env';
import { deliveryStatusesForLeads } from '../lead-records/email-deliveries';
import { listLeads } from '../lead-records/inbox';
import { apiError } from '../errors';
import { staffMay } from '../admin/roles';

export const adminApiRoutes = new Hono<AppEnv>();

adminApiRoutes.get('/leads', staffMay, async (c) => {
  const leads = await listLeads(c.env.DB, parseLeadFilter(c.req.query()), 100);
  const deliveries = await deliveryStatusesForLeads(
    c.env.DB,
    leads.map((lead) => lead.id),
  );
  return c.json({
    leads: leads.map((lead) =>
      leadListRow(
        lead,
        deliveries.filter((d) => d.lead_id === lead.id),
      ),
    ),
  });
});

adminApiRoutes.get('/traffic', async (c) => {
  const now = new Date();
  const chosen = choosePeriod(
    { days: c.req.query('days'), period: c.req.query('period'), from: c.req.query('from'), to: c.req.query('to') },
    now,
    analyticsRetention(c.env).retentionDays,
  );
  if (!chosen.ok) return apiError(c, 400, 'invalid_period', chosen.message);
  return c.json(await overviewData(c.env, chosen.period, now, c.get('operator') ?? null));
});
