// /admin: the dashboard's home (the owner's overview and CSV downloads) and signing in and out.
// Every dashboard screen is a server-rendered form; every change is a same-origin POST.
import { Hono, type Context } from 'hono';
import { LoginPage } from '../../ui/admin/team/LoginPage';
import { OverviewPage } from '../../ui/admin/overview/OverviewPage';
import { weeklyReportSettingView } from '../email/weekly-report-setting';
import { choosePeriod, defaultPeriod, presetDays, type PeriodQuery } from '../analytics/date-range';
import { periodFigures } from '../analytics/period';
import { analyticsCsv, analyticsCsvFileName } from './analytics-csv';
import { overviewData } from './overview';
import { technicalView } from './technical';
import { formFields } from '../admin/form-fields';
import { parseLeadFilter } from '../leads/filter';
import { leadsCsv } from '../leads/csv';
import { accountForPassword, normalEmail } from '../admin/people';
import { homeFor, screenAccess, staffMay } from '../admin/roles';
import { isKnownDeviceOf, rememberDevice } from '../admin/known-device';
import { endSession, startSession } from '../admin/session';
import { signInMethod } from '../admin/sign-in-method';
import { loggedClient, recordSignInFailure, signInPausedMessage, sprayLockoutSeconds } from '../admin/sign-in-throttle';
import { safeNext } from '../admin/return-path';
import { relyingParty } from '../passkeys/relying-party';
import type { AppEnv, DashboardEnv } from '../app-env';
import { analyticsRetention } from '../analytics/retention-setting';
import { listLeads } from '../lead-records/inbox';
import { quoteLinesForLeads } from '../lead-records/leads';
import { rateLimit } from '../middleware/rate-limit';
import { adminPage } from '../render/render-admin';
import { monthPresets, periodQueryString } from '../../shared/admin-overview';
import { analyticsCsvTables, isAnalyticsCsvTable } from '../../shared/analytics-csv-tables';
import { manilaDay } from '../../shared/business-time';
import { csvDownloadDetail, recordDashboardAction } from '../action-records/dashboard-actions';
import { quotationsCsv } from '../quotations/register-routes';
import { adminPaths } from '../../shared/admin-paths';

/** Rows the CSV exports read per list: more campaigns than a site here runs in a year. */
const csvListLimit = 100;

/** Signing in and out: open to anyone, so the person is not known yet. */
const signInRoutes = new Hono<AppEnv>();

/** The owner's overview and the CSV downloads. */
const overviewRoutes = new Hono<DashboardEnv>();

signInRoutes.get('/login', async (c) =>
  adminPage(
    c,
    <LoginPage
      next={safeNext(c.req.query('next')) ?? ''}
      passwordEnabled={signInMethod(c.env).kind === 'password'}
      passkeyOrigin={relyingParty(c.env)?.origin}
    />,
  ),
);

/** The sign-in page again, with what was typed (never the password) and why it was refused. */
async function loginPageAgain(c: Context<AppEnv>, form: Record<string, string | File>, status: 401 | 403 | 429, error?: string) {
  return adminPage(
    c,
    <LoginPage
      next={safeNext(form.next) ?? ''}
      passwordEnabled={signInMethod(c.env).kind === 'password'}
      passkeyOrigin={relyingParty(c.env)?.origin}
      email={typeof form.email === 'string' ? normalEmail(form.email) : ''}
      error={error}
    />,
    status,
  );
}

// Over the limit, the page again with the wait in words, not the API's JSON: a person typed this.
const signInLimit = rateLimit({
  binding: 'ADMIN_LOGIN_RATE_LIMIT',
  what: 'sign-in attempts',
  limited: async (c, message) => loginPageAgain(c, await formFields(c), 429, message),
});

signInRoutes.post('/login', signInLimit, async (c) => {
  const method = signInMethod(c.env);
  const form = await formFields(c);
  const email = typeof form.email === 'string' ? normalEmail(form.email) : '';
  const loginPage = (status: 401 | 403 | 429, error?: string) => loginPageAgain(c, form, status, error);
  // With Cloudflare Access configured the password is no way in.
  if (method.kind !== 'password') return loginPage(403);

  const now = new Date();
  const lockoutSeconds = (await isKnownDeviceOf(c, method.password, email)) ? 0 : await sprayLockoutSeconds(c.env.DB, now, email);
  if (lockoutSeconds > 0) {
    c.header('Retry-After', String(lockoutSeconds));
    return loginPage(429, signInPausedMessage(lockoutSeconds));
  }
  const password = typeof form.password === 'string' ? form.password : '';
  const account = email ? await accountForPassword(c.env.DB, method.password.sharedPasswordHash, email, password, now) : null;
  if (!account) {
    const client = await loggedClient(c.req.raw, method.password.sessionSecret);
    await recordSignInFailure(c.env.DB, now, client, email);
    c.get('logger').warn('dashboard sign-in failed', { client });
    return loginPage(401, 'That email and password do not match an account. Try again, or ask an owner to invite you or reset it.');
  }
  await startSession(c, method.password, account, now);
  await rememberDevice(c, method.password, account);
  return c.redirect(safeNext(form.next) ?? homeFor(account.role), 303);
});

signInRoutes.post('/logout', staffMay, async (c) => {
  const method = signInMethod(c.env);
  // Access keeps its own session on this hostname; its logout path ends it.
  if (method.kind === 'access') return c.redirect('/cdn-cgi/access/logout', 303);
  if (method.kind === 'password') await endSession(c, method.password);
  return c.redirect(adminPaths.login, 303);
});

const periodQuery = (c: Context<DashboardEnv>): PeriodQuery => ({
  days: c.req.query('days'),
  period: c.req.query('period'),
  from: c.req.query('from'),
  to: c.req.query('to'),
});

overviewRoutes.get('/', screenAccess('overview'), async (c) => {
  const now = new Date();
  const chosen = choosePeriod(periodQuery(c), now, analyticsRetention(c.env).retentionDays);
  // A custom range that cannot be read: say why, and show the default period meanwhile.
  const period = chosen.ok ? chosen.period : defaultPeriod(now);
  return adminPage(
    c,
    <OverviewPage
      periods={[...presetDays, ...monthPresets]}

      data={await overviewData(c.env, period, now, c.get('operator'))}
      today={manilaDay(now)}
      periodError={chosen.ok ? undefined : chosen.message}
      typedRange={chosen.ok ? undefined : { from: c.req.query('from'), to: c.req.query('to') }}
      settingsToFix={technicalView(c.env).ignoredSettings.length}
      weeklyReport={await weeklyReportSettingView(c, `${adminPaths.overview}?${periodQueryString(period)}`)}
    />,
    chosen.ok ? 200 : 400,
  );
});

overviewRoutes.get('/analytics.csv', async (c) => {
  const chosen = choosePeriod(periodQuery(c), new Date(), analyticsRetention(c.env).retentionDays);
  if (!chosen.ok) return c.text(chosen.message, 400);
  const table = c.req.query('table') ?? 'days';
  if (!isAnalyticsCsvTable(table)) return c.text(`There is no CSV of "${table}": choose one of ${analyticsCsvTables.join(', ')}.`, 400);
  // Every campaign the period has, not the overview's first rows.
  const figures = await periodFigures(c.env, chosen.period.range, new Date(), { listLimit: csvListLimit });
  return c.body(analyticsCsv(figures, table), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${analyticsCsvFileName(chosen.period.range, table)}"`,
  });
});

overviewRoutes.get('/leads.csv', async (c) => {
  const leads = await listLeads(c.env.DB, parseLeadFilter(c.req.query()), 10_000);
  const quoteLines = await quoteLinesForLeads(
    c.env.DB,
    leads.map((lead) => lead.id),
  );
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'leads-csv', detail: csvDownloadDetail(c, leads.length) });
  return c.body(leadsCsv(leads, quoteLines), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="leads-${manilaDay(new Date())}.csv"`,
  });
});

overviewRoutes.get('/quotations.csv', quotationsCsv);

/** /admin: the overview, the CSV downloads, signing in and out. */
export const homeRoutes = new Hono<AppEnv>().route('/', signInRoutes).route('/', overviewRoutes);
