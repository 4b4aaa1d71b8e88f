// /admin/weekly-report: turns the Monday weekly report email on or off (operator_settings), and a
// page with just that switch, which the report's own footer links to.
import { Hono } from 'hono';
import { AdminDocument } from '../../ui/admin/AdminDocument';
import { WeeklyReportSetting } from '../../ui/admin/overview/WeeklyReportSetting';
import { formFields } from '../admin/form-fields';
import { dashboardReturnPath } from '../admin/return-path';
import type { DashboardEnv } from '../app-env';
import { isSettingValue, saveSetting } from './operator-settings';
import { weeklyReportSettingView } from './weekly-report-setting';
import { adminPaths } from '../../shared/admin-paths';
import { adminPage } from '../render/render-admin';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';

export const weeklyReportRoutes = new Hono<DashboardEnv>();

weeklyReportRoutes.get('/', screenAccess('weekly-report'), async (c) =>
  adminPage(
    c,
    <AdminDocument title="Weekly report" current="weekly-report">
      <h1>Weekly report</h1>
      <WeeklyReportSetting {...await weeklyReportSettingView(c, adminPaths.weeklyReport)} />
    </AdminDocument>,
  ),
);

weeklyReportRoutes.post('/', async (c) => {
  const fields = await formFields(c);
  const value = fields.weekly_report;
  if (!isSettingValue('weekly_report', value)) return c.text('Choose whether the weekly report is on or off, then save again.', 400);
  await saveSetting(c.env.DB, 'weekly_report', value, c.get('operator'), new Date().toISOString());
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'weekly-report-set', detail: value });
  return c.redirect(`${dashboardReturnPath(fields.return_to) ?? adminPaths.weeklyReport}#weekly-report`, 303);
});
